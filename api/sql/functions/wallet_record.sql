-- wallet_record: the one definition of this ledger function (last changed by 0004_wallet_functions.sql).
-- Applied as a repeatable migration whenever this file changes (src/db/migrate.ts), as the owner,
-- before migrations/privileges.sql. A change of arguments or result type needs a DROP FUNCTION first.
--
-- Writes the transaction row (with its result) and its two entries.
CREATE OR REPLACE FUNCTION wallet_record(p_source text, p_reference text, p_kind text, p_request_hash text,
                              p_player_id bigint, p_amount bigint, p_round_id bigint, p_game_id integer,
                              p_from bigint, p_to bigint, p_from_after bigint, p_to_after bigint,
                              p_result jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint := nextval('wallet_transactions_id_seq');
  v_result jsonb := p_result || jsonb_build_object('status', 'ok', 'transaction_id', v_id);
BEGIN
  INSERT INTO wallet_transactions (id, source, reference, kind, player_id, amount, round_id, game_id,
                                   request_hash, result)
  VALUES (v_id, p_source, p_reference, p_kind, p_player_id, p_amount, p_round_id, p_game_id,
          p_request_hash, v_result);
  IF p_amount > 0 THEN
    INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
    VALUES (v_id, p_from, -p_amount, p_from_after), (v_id, p_to, p_amount, p_to_after);
  END IF;
  RETURN v_result;
END $$;
