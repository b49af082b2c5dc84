-- The ledger's remaining foreign keys cost five referential checks (each an SPI query taking a
-- KEY SHARE lock) on every bet, about a sixth of its time in PostgreSQL. Every row they guarded is
-- written by the ledger functions alone, from ids of rows the same call has just locked or
-- inserted (the player's account, the house account, the round, the transaction itself), and the
-- rows they point at can never go away: the ledger is append-only (0003), and accounts and rounds
-- now refuse deletion too. The concurrency test checks from the tables that no entry, transaction
-- or round reference dangles.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_transaction_id_fkey;
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_id_fkey;
ALTER TABLE wallet_transactions DROP CONSTRAINT wallet_transactions_round_id_fkey;

CREATE FUNCTION refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'rows of % are never deleted: the ledger refers to them', TG_TABLE_NAME;
END $$;
CREATE TRIGGER accounts_no_delete BEFORE DELETE ON accounts FOR EACH ROW EXECUTE FUNCTION refuse_delete();
CREATE TRIGGER accounts_no_truncate BEFORE TRUNCATE ON accounts FOR EACH STATEMENT EXECUTE FUNCTION refuse_delete();
CREATE TRIGGER game_rounds_no_delete BEFORE DELETE ON game_rounds FOR EACH ROW EXECUTE FUNCTION refuse_delete();
CREATE TRIGGER game_rounds_no_truncate BEFORE TRUNCATE ON game_rounds FOR EACH STATEMENT EXECUTE FUNCTION refuse_delete();
