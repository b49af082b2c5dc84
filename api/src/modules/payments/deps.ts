/** What the payment services need: the database, the adapters, the settings and a clock. */
import type { Db } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { Adapters, PaymentAdapter, PaymentMethod } from './adapter';
import type { PaymentsConfig } from './config';
import { flouciAdapter } from './flouci';
import { konnectAdapter } from './konnect';

export interface PaymentsDeps {
  db: Db;
  adapters: Adapters;
  config: PaymentsConfig;
  /** Injected so tests move time (expiry, daily limits) without waiting. */
  now: () => Date;
}

export function adaptersFromConfig(config: PaymentsConfig): Adapters {
  const adapters: Adapters = {};
  if (config.methods.includes('konnect')) adapters.konnect = konnectAdapter(config.konnect);
  if (config.methods.includes('flouci')) adapters.flouci = flouciAdapter(config.flouci);
  return adapters;
}

export function adapterFor(deps: PaymentsDeps, method: PaymentMethod): PaymentAdapter {
  const adapter = deps.adapters[method];
  if (!adapter)
    throw new AppError(400, 'paymentMethodUnavailable', {}, { code: 'method_unavailable' });
  return adapter;
}

/** Millimes as the API's own messages write TND: three decimals. */
export const tnd = (millimes: number) => (millimes / 1000).toFixed(3);
