import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Db } from './db/pool';
import type { Catalogue } from './modules/catalogue/catalogue';
import type { PaymentsDeps } from './modules/payments/deps';

/** What route modules need: the database, the configuration, the in-memory catalogue, the cashier. */
export interface AppContext {
  db: Db;
  config: Config;
  catalogue: Catalogue;
  /** The cashier: payment adapters, settings and clock (modules/payments). */
  payments: PaymentsDeps;
  /** The clock of every rule that waits (cooling-off, exclusions, deposit windows); tests inject it. */
  now: () => Date;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;
