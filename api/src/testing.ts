/**
 * What other packages' tests, soak runs and benchmarks may use of the platform (the package's
 * `./testing` export): the real API on a database of its own (the harness), a relay a test can
 * cut, the ledger reconciliation and the embedded PostgreSQL. Never imported by production code.
 * The test run's database server is `./testing/global-setup`, apart, so a global set-up loads no
 * app.
 */
export {
  addPlayer,
  bearer,
  cashOf,
  createTestContext,
  ledgerCount,
  loginToken,
  signedPost,
  signedRequest,
  testDatabaseUrl,
  type SignOptions,
  type TestContext,
} from './test/harness';
export { TcpRelay } from './test/tcp-relay';
export { formatAuditReport, reconcileLedger, type AuditReport } from './modules/audit/reconcile';
export { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded';
/** The platform's own seamless-wallet signature, to hold a provider's copy of it equal. */
export { signRequest as platformSignRequest } from './modules/seamless/signature';
