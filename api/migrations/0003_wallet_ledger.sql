-- Double-entry ledger in integer millimes. Every money movement is one wallet_transactions row
-- keyed by (source, reference) with its stored result, and (when money moves) two ledger_entries
-- rows that sum to zero, each with the balance of its account after the movement.

CREATE TABLE accounts (
  id         bigserial PRIMARY KEY,
  player_id  bigint REFERENCES players (id),
  kind       text NOT NULL CHECK (kind IN ('cash', 'bonus', 'house')),
  code       text UNIQUE,
  balance    bigint NOT NULL DEFAULT 0,
  CONSTRAINT accounts_owner CHECK ((kind = 'house') = (player_id IS NULL)),
  -- A player can never owe money. House accounts are the counterpart of every movement; they
  -- run negative when the house has paid out more than it took in.
  CONSTRAINT accounts_balance_non_negative CHECK (kind = 'house' OR balance >= 0)
);
CREATE UNIQUE INDEX accounts_player_kind_key ON accounts (player_id, kind) WHERE player_id IS NOT NULL;

-- House accounts per purpose are split into 32 shards (picked by player id) so that concurrent
-- movements of different players do not all queue on one hot row. Their ids are fixed:
-- purpose_number * 32 + shard + 1 (bank 0, casino 1, sportsbook 2, bonus 3, jackpot 4).
INSERT INTO accounts (id, kind, code)
SELECT p.n * 32 + s + 1, 'house', p.purpose || ':' || s
FROM (VALUES (0, 'bank'), (1, 'casino'), (2, 'sportsbook'), (3, 'bonus'), (4, 'jackpot')) AS p (n, purpose),
     generate_series(0, 31) AS s;
SELECT setval('accounts_id_seq', 1000);

-- house_account: defined in api/sql/functions/house_account.sql (applied after the migrations; see src/db/migrate.ts).

-- One-time launch tokens, redeemed by the provider's `authenticate`; afterwards the same token
-- names the game session until expires_at.
CREATE TABLE game_sessions (
  id           bigserial PRIMARY KEY,
  token_hash   bytea NOT NULL UNIQUE,
  player_id    bigint NOT NULL REFERENCES players (id),
  provider     text NOT NULL,
  game_id      integer REFERENCES games (id),
  lang         text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  redeem_by    timestamptz NOT NULL,
  redeemed_at  timestamptz,
  expires_at   timestamptz NOT NULL
);

CREATE TABLE game_rounds (
  id          bigserial PRIMARY KEY,
  source      text NOT NULL,
  round_ref   text NOT NULL,
  player_id   bigint NOT NULL REFERENCES players (id),
  game_id     integer REFERENCES games (id),
  status      text NOT NULL CHECK (status IN ('open', 'closed', 'cancelled')),
  bet_total   bigint NOT NULL DEFAULT 0 CHECK (bet_total >= 0),
  win_total   bigint NOT NULL DEFAULT 0 CHECK (win_total >= 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  settled_at  timestamptz,
  UNIQUE (source, round_ref)
);
CREATE INDEX game_rounds_open_idx ON game_rounds (player_id) WHERE status = 'open';
CREATE INDEX game_rounds_player_time_idx ON game_rounds (player_id, created_at DESC);

CREATE TABLE wallet_transactions (
  id            bigserial PRIMARY KEY,
  source        text NOT NULL,
  reference     text NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('deposit', 'withdrawal', 'bet', 'win', 'rollback',
                                              'bet_cancelled', 'cashback', 'bonus_transfer', 'jackpot')),
  player_id     bigint NOT NULL REFERENCES players (id),
  amount        bigint NOT NULL CHECK (amount >= 0),
  round_id      bigint REFERENCES game_rounds (id),
  game_id       integer,
  request_hash  text NOT NULL,
  result        jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source, reference)
);
CREATE INDEX wallet_transactions_player_time_idx ON wallet_transactions (player_id, created_at DESC, id DESC);

CREATE TABLE ledger_entries (
  id              bigserial PRIMARY KEY,
  transaction_id  bigint NOT NULL REFERENCES wallet_transactions (id),
  account_id      bigint NOT NULL REFERENCES accounts (id),
  amount          bigint NOT NULL CHECK (amount <> 0),
  balance_after   bigint NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);

-- Append-only: history is corrected by new movements (rollbacks), never by rewriting rows.
CREATE FUNCTION refuse_ledger_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME;
END $$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_rewrite();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_rewrite();
CREATE TRIGGER wallet_transactions_append_only BEFORE UPDATE OR DELETE ON wallet_transactions
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_rewrite();
CREATE TRIGGER wallet_transactions_no_truncate BEFORE TRUNCATE ON wallet_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_rewrite();
