-- Group commit for bets. Concurrent bets reach PostgreSQL together: wallet_bets runs a batch of
-- them in one statement, so they share one network round trip, one transaction and one WAL flush.
-- Each bet is still all-or-nothing inside that transaction, keyed by its own (source, reference),
-- with its own stored result; a batch that fails is undone whole and the API replays its bets one
-- by one (see src/modules/wallet/group-commit.ts).

-- An entry is named by its movement and its account (a movement's two entries never share an
-- account): one index per entry instead of a surrogate key plus the lookup index.
ALTER TABLE ledger_entries DROP COLUMN id;
ALTER TABLE ledger_entries ADD PRIMARY KEY (transaction_id, account_id);
DROP INDEX ledger_entries_transaction_idx;

-- A bet into a round that is no longer open gives its debit back in place instead of RAISEing,
-- so one refused bet cannot undo the other bets of its batch. Lock order stays player account,
-- then the player's own round, then the house account.
-- wallet_bet: defined in api/sql/functions/wallet_bet.sql (applied after the migrations; see src/db/migrate.ts).

-- wallet_bets: defined in api/sql/functions/wallet_bets.sql (applied after the migrations; see src/db/migrate.ts).
