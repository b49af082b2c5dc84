/**
 * The payment providers' settings, from the environment. Development points both adapters at the
 * sandbox provider (providers/payments) with keys generated once per install under var/ and read
 * by the sandbox too; production needs every key set and refuses the sandbox's keys file.
 */
import { type Static, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PaymentMethod } from './adapter';

const Key = Type.String({ minLength: 16, maxLength: 512 });
const Url = Type.String({ pattern: '^https?://.+' });

export const PaymentsEnvSchema = Type.Object({
  PAYMENTS_SANDBOX_URL: Type.String({ pattern: '^https?://.+', default: 'http://127.0.0.1:3420' }),
  KONNECT_BASE_URL: Type.Optional(Url),
  KONNECT_API_KEY: Type.Optional(Key),
  KONNECT_WALLET_ID: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  FLOUCI_BASE_URL: Type.Optional(Url),
  FLOUCI_APP_TOKEN: Type.Optional(Key),
  FLOUCI_APP_SECRET: Type.Optional(Key),
  PAYMENTS_METHODS: Type.Optional(Type.String({ pattern: '^[a-z, ]*$' })),
  PAYMENTS_PUBLIC_URL: Type.String({ pattern: '^https?://.+', default: 'http://127.0.0.1:8080' }),
  PAYMENTS_DEPOSIT_TTL_MINUTES: Type.Integer({ minimum: 1, maximum: 1440, default: 30 }),
  PAYMENTS_PLAYER_DAILY_DEPOSIT: Type.Integer({ minimum: 1, default: 12_000_000 }),
  PAYMENTS_PLAYER_DAILY_WITHDRAWAL: Type.Integer({ minimum: 1, default: 6_000_000 }),
  OPERATOR_TOKEN: Type.Optional(Type.String({ minLength: 32, maxLength: 512 })),
});
export type PaymentsEnv = Static<typeof PaymentsEnvSchema>;

export interface PaymentsConfig {
  methods: PaymentMethod[];
  konnect: { baseUrl: string; apiKey: string; receiverWalletId: string };
  flouci: { baseUrl: string; appToken: string; appSecret: string };
  /** The site's own address: where the provider sends the player back and calls the webhook. */
  publicUrl: string;
  depositTtlMinutes: number;
  playerDailyDeposit: number;
  playerDailyWithdrawal: number;
  /** Bearer token of the operator's JSON route; unset = the route answers 404. */
  operatorToken: string | undefined;
}

export const SANDBOX_KEYS_FILE = 'payments-sandbox-keys.json';

interface SandboxKeys {
  konnectApiKey: string;
  konnectWalletId: string;
  flouciAppToken: string;
  flouciAppSecret: string;
}

/** Written once per install (mode 0600), first writer wins; the sandbox reads the same file. */
export function sandboxKeys(varDir: string): SandboxKeys {
  const file = path.join(varDir, SANDBOX_KEYS_FILE);
  mkdirSync(varDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const generated: SandboxKeys = {
    konnectApiKey: randomBytes(24).toString('hex'),
    konnectWalletId: randomBytes(12).toString('hex'),
    flouciAppToken: randomBytes(16).toString('hex'),
    flouciAppSecret: randomBytes(24).toString('hex'),
  };
  writeFileSync(draft, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return JSON.parse(readFileSync(file, 'utf8')) as SandboxKeys;
}

export function loadPaymentsConfig(
  env: NodeJS.ProcessEnv,
  production: boolean,
  varDir: string,
  problems: string[],
): PaymentsConfig {
  const raw = Object.fromEntries(
    Object.keys(PaymentsEnvSchema.properties)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]!]),
  );
  const values = Value.Convert(
    PaymentsEnvSchema,
    Value.Default(PaymentsEnvSchema, { ...raw }),
  ) as PaymentsEnv;
  for (const error of Value.Errors(PaymentsEnvSchema, values)) {
    const name = error.path.replace(/^\//, '');
    problems.push(
      `${name}: ${error.message}${/KEY|SECRET|TOKEN/.test(name) ? ' (value hidden)' : ''}`,
    );
  }
  // Development offers both methods through the sandbox; production only those it names.
  const methods = (values.PAYMENTS_METHODS ?? (production ? '' : 'konnect,flouci'))
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);
  for (const method of methods)
    if (method !== 'konnect' && method !== 'flouci')
      problems.push(`PAYMENTS_METHODS: unknown method "${method}" (konnect, flouci)`);
  const needed = {
    konnect: ['KONNECT_BASE_URL', 'KONNECT_API_KEY', 'KONNECT_WALLET_ID'],
    flouci: ['FLOUCI_BASE_URL', 'FLOUCI_APP_TOKEN', 'FLOUCI_APP_SECRET'],
  } as const;
  if (production)
    for (const method of methods)
      for (const name of needed[method as PaymentMethod] ?? [])
        if (!values[name])
          problems.push(
            `${name}: required in production with ${method} in PAYMENTS_METHODS (the sandbox is for development)`,
          );
  const sandbox = production || problems.length > 0 ? undefined : sandboxKeys(varDir);
  const sandboxUrl = values.PAYMENTS_SANDBOX_URL.replace(/\/+$/, '');
  return {
    methods: methods as PaymentMethod[],
    konnect: {
      baseUrl: values.KONNECT_BASE_URL ?? `${sandboxUrl}/konnect`,
      apiKey: values.KONNECT_API_KEY ?? sandbox?.konnectApiKey ?? '',
      receiverWalletId: values.KONNECT_WALLET_ID ?? sandbox?.konnectWalletId ?? '',
    },
    flouci: {
      baseUrl: values.FLOUCI_BASE_URL ?? `${sandboxUrl}/flouci`,
      appToken: values.FLOUCI_APP_TOKEN ?? sandbox?.flouciAppToken ?? '',
      appSecret: values.FLOUCI_APP_SECRET ?? sandbox?.flouciAppSecret ?? '',
    },
    publicUrl: values.PAYMENTS_PUBLIC_URL.replace(/\/+$/, ''),
    depositTtlMinutes: values.PAYMENTS_DEPOSIT_TTL_MINUTES,
    playerDailyDeposit: values.PAYMENTS_PLAYER_DAILY_DEPOSIT,
    playerDailyWithdrawal: values.PAYMENTS_PLAYER_DAILY_WITHDRAWAL,
    operatorToken: values.OPERATOR_TOKEN,
  };
}
