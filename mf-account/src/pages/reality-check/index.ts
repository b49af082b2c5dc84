export { RealityCheckPage } from './view';
