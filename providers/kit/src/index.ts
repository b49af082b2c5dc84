export { readEnv, type EnvReading } from './config/env';
export {
  loadProviderConfig,
  Port,
  ProviderConfigError,
  type ProviderBaseConfig,
  type ProviderConfigInput,
} from './config/provider';
export { migrate, type Migrations } from './db/migrate';
export { openProviderDatabase, type ProviderDatabase } from './db/open';
export { createPool, localUrl, type Db } from './db/pool';
export {
  developmentDatabaseUrl,
  provisionDatabase,
  rolePassword,
  type DevelopmentDatabase,
} from './db/provision';
export { checkReadiness, type Readiness } from './db/readiness';
export { answerErrors, paramsOf } from './http/errors';
export {
  bootPage,
  direction,
  escapeHtml,
  pageHeaders,
  scriptJson,
  type BootPage,
  type PageHeaderOptions,
} from './page/html';
export { textFrame } from './ws/frame';
