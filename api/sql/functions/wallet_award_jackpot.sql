-- wallet_award_jackpot: the one definition of this ledger function (last changed by 0010_shared_rounds_and_settlement.sql).
-- Applied as a repeatable migration whenever this file changes (src/db/migrate.ts), as the owner,
-- before migrations/privileges.sql. A change of arguments or result type needs a DROP FUNCTION first.
--
-- A jackpot in one call: the payment from the jackpot house account, the win record and the
-- player's one-shot popup flag, all or nothing, keyed ('jackpot', caller's reference). A retry
-- answers the first result and writes nothing (the popup is not raised again).
CREATE OR REPLACE FUNCTION wallet_award_jackpot(p_reference text, p_request_hash text, p_player_id bigint, p_tier text,
                                     p_amount bigint, p_popup_name text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_result jsonb;
BEGIN
  v_result := wallet_transfer('jackpot', p_reference, 'jackpot', p_request_hash, p_player_id,
                              'house:jackpot', 'cash', p_amount);
  IF v_result->>'status' <> 'ok' OR v_result ? 'replayed' THEN
    RETURN v_result;
  END IF;
  INSERT INTO jackpot_wins (player_id, tier, amount, transaction_id)
  VALUES (p_player_id, p_tier, p_amount, (v_result->>'transaction_id')::bigint);
  UPDATE players SET jackpot_state = true, jackpot_name = p_popup_name, jackpot_amount = p_amount
   WHERE id = p_player_id;
  RETURN v_result;
END $$;
