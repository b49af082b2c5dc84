import './styles/base.css';
import { startPlatform } from './platform/root-config';
import { startServices } from './services/start';

await startServices();
startPlatform();
