-- wallet_rollback: the one definition of this ledger function (last changed by 0020_round_part_paid.sql).
-- Applied as a repeatable migration whenever this file changes (src/db/migrate.ts), as the owner,
-- before migrations/privileges.sql. A change of arguments or result type needs a DROP FUNCTION first.
--
-- A rollback refunds a bet whose round part has paid nothing yet. Once the part got a win (a win
-- of 0 that leaves it open included: the provider has declared the outcome) or was settled, the
-- rollback is refused with 'round_settled' (refunding the stake would leave a win without a
-- stake). Identical rollbacks racing each other all answer the first result (same lock
-- as wallet_win). A rollback of a bet never seen records the bet reference as cancelled, so the
-- bet, arriving late, is refused.
CREATE OR REPLACE FUNCTION wallet_rollback(p_source text, p_bet_reference text, p_token_hash bytea, p_request_hash text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_key text := 'rollback/' || p_bet_reference;
  v_keys text[] := ARRAY[v_key, 'rollback:' || p_bet_reference];
  v_seen record;
  v_session record;
  v_bet record;
  v_round record;
  v_house bigint;
  v_move record;
BEGIN
  SELECT kind, request_hash, result INTO v_seen FROM wallet_transactions
   WHERE source = p_source AND reference = ANY (v_keys) AND kind = 'rollback';
  IF FOUND THEN
    RETURN wallet_replay(v_seen.kind, v_seen.request_hash, v_seen.result, p_request_hash);
  END IF;
  SELECT s.player_id, a.id AS cash_id, a.balance INTO v_session
    FROM game_sessions s JOIN accounts a ON a.player_id = s.player_id AND a.kind = 'cash'
   WHERE s.token_hash = p_token_hash AND s.provider = p_source;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('status', 'invalid_token');
  END IF;
  SELECT balance INTO v_session.balance FROM accounts WHERE id = v_session.cash_id FOR UPDATE;
  SELECT kind, request_hash, result INTO v_seen FROM wallet_transactions
   WHERE source = p_source AND reference = ANY (v_keys) AND kind = 'rollback';
  IF FOUND THEN
    RETURN wallet_replay(v_seen.kind, v_seen.request_hash, v_seen.result, p_request_hash);
  END IF;
  SELECT id, kind, amount, player_id, round_id, game_id INTO v_bet FROM wallet_transactions
   WHERE source = p_source AND reference = p_bet_reference;
  IF NOT FOUND THEN
    PERFORM wallet_record(p_source, p_bet_reference, 'bet_cancelled', p_request_hash, v_session.player_id,
                          0, NULL, NULL, NULL, NULL, NULL, NULL, jsonb_build_object('cancelled', true));
    RETURN wallet_record(p_source, v_key, 'rollback', p_request_hash, v_session.player_id, 0, NULL, NULL,
                         NULL, NULL, NULL, NULL,
                         jsonb_build_object('balance', v_session.balance, 'rolled_back', 0));
  END IF;
  IF v_bet.kind <> 'bet' OR v_bet.player_id <> v_session.player_id THEN
    RETURN jsonb_build_object('status', 'reference_conflict');
  END IF;
  SELECT status, won INTO v_round FROM game_rounds WHERE id = v_bet.round_id;
  IF v_round.status <> 'open' OR v_round.won THEN
    RETURN jsonb_build_object('status', 'round_settled', 'balance', v_session.balance);
  END IF;
  UPDATE game_rounds
     SET bet_total = bet_total - v_bet.amount,
         status = CASE WHEN bet_total = v_bet.amount THEN 'cancelled' ELSE status END,
         settled_at = CASE WHEN bet_total = v_bet.amount THEN now() ELSE settled_at END
   WHERE id = v_bet.round_id;
  v_house := house_account(CASE WHEN p_source = 'sportsbook' THEN 'sportsbook' ELSE 'casino' END,
                           v_session.player_id);
  SELECT * INTO v_move FROM wallet_move(v_house, v_session.cash_id, v_bet.amount, true);
  RETURN wallet_record(p_source, v_key, 'rollback', p_request_hash, v_session.player_id, v_bet.amount,
                       v_bet.round_id, v_bet.game_id, v_house, v_session.cash_id,
                       v_move.from_after, v_move.to_after,
                       jsonb_build_object('balance', v_move.to_after, 'rolled_back', v_bet.amount));
END $$;
