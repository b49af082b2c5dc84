-- Cheaper bets, same guarantees. wallet_bet is the hot path: it now does its debit, credit and
-- recording inline (no nested PL/pgSQL calls to wallet_move/wallet_record, whose composite results
-- cost a SELECT each) and builds its result jsonb once. Same statements, same lock order (player
-- account, house account, round), same stored result, same refusals; still one statement, one
-- transaction. ledger_entries_account_idx goes: no query of the API reads entries by account
-- (histories reach entries through ledger_entries_transaction_idx), and every movement paid two
-- inserts into it, both on the right edge of a hot house-account range.
DROP INDEX ledger_entries_account_idx;

-- wallet_bet: defined in api/sql/functions/wallet_bet.sql (applied after the migrations; see src/db/migrate.ts).
