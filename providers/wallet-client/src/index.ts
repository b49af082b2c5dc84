export {
  createWalletClient,
  WalletUnavailableError,
  type Answer,
  type Authenticated,
  type BetInput,
  type BetReport,
  type JackpotInput,
  type JackpotTier,
  type PoolsReport,
  type ReportNames,
  type Movement,
  type Refusal,
  type RollbackInput,
  type WalletAction,
  type WalletClient,
  type WalletClientOptions,
  type WinInput,
} from './client';
export { providerSecret, REPO_VAR_DIR, SecretError } from './secrets';
export { signRequest, type SignInput } from './signature';
