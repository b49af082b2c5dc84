import { mountStandalone } from '@casino/shared/dev';
import * as app from './app';

void mountStandalone('mf-casino', app);
