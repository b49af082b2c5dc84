-- Payments: deposits through a payment provider and withdrawals paid out through one.
--
-- A deposit is credited by one ledger movement (kind 'deposit', source 'payments:<method>',
-- reference = the provider's payment reference), so a webhook, a redirect and a poll for the same
-- payment credit once. A withdrawal request moves the amount at once from the player's cash to the
-- house's pending-payouts account (kind 'withdrawal'); a paid payout moves it on to the bank
-- (kind 'payout', no player account touched), a rejection or a failed payout back to the cash
-- (kind 'payout_refund'). The rows below are the state of each payment; the audit checks that
-- they and the ledger agree (src/modules/audit/payments-checks.ts).

ALTER TABLE wallet_transactions DROP CONSTRAINT wallet_transactions_kind_check;
ALTER TABLE wallet_transactions ADD CONSTRAINT wallet_transactions_kind_check
  CHECK (kind IN ('deposit', 'withdrawal', 'bet', 'win', 'rollback', 'bet_cancelled', 'cashback',
                  'bonus_transfer', 'jackpot', 'payout', 'payout_refund'));

-- The pending-payouts house accounts, 32 shards like the others (purpose number 5).
INSERT INTO accounts (id, kind, code)
SELECT 5 * 32 + s + 1, 'house', 'payouts:' || s FROM generate_series(0, 31) AS s;

CREATE TABLE payment_deposits (
  id            bigserial PRIMARY KEY,
  player_id     bigint NOT NULL REFERENCES players (id),
  method        text NOT NULL CHECK (method IN ('konnect', 'flouci')),
  provider_ref  text NOT NULL,
  amount        bigint NOT NULL CHECK (amount > 0),
  currency      text NOT NULL DEFAULT 'TND',
  status        text NOT NULL CHECK (status IN ('pending', 'credited', 'failed', 'expired', 'flagged')),
  reason        text,
  pay_url       text NOT NULL,
  transaction_id bigint,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  settled_at    timestamptz,
  UNIQUE (method, provider_ref),
  CHECK ((status = 'credited') = (transaction_id IS NOT NULL))
);
CREATE INDEX payment_deposits_player_idx ON payment_deposits (player_id, created_at DESC);
CREATE INDEX payment_deposits_pending_idx ON payment_deposits (expires_at) WHERE status = 'pending';

CREATE TABLE payment_withdrawals (
  id             bigserial PRIMARY KEY,
  player_id      bigint NOT NULL REFERENCES players (id),
  method         text NOT NULL CHECK (method IN ('konnect', 'flouci')),
  account        text NOT NULL,
  amount         bigint NOT NULL CHECK (amount > 0),
  status         text NOT NULL CHECK (status IN ('requested', 'approved', 'paid', 'rejected', 'failed')),
  reason         text,
  hold_transaction_id    bigint NOT NULL UNIQUE,
  settle_transaction_id  bigint UNIQUE,
  payout_ref     text,
  decided_by     text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  decided_at     timestamptz,
  settled_at     timestamptz,
  CHECK ((status IN ('requested', 'approved')) = (settle_transaction_id IS NULL)),
  CHECK (status NOT IN ('rejected', 'failed') OR reason IS NOT NULL)
);
CREATE INDEX payment_withdrawals_player_idx ON payment_withdrawals (player_id, created_at DESC);
CREATE INDEX payment_withdrawals_open_idx ON payment_withdrawals (created_at) WHERE status IN ('requested', 'approved');
