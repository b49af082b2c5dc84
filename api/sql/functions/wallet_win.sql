-- wallet_win: the one definition of this ledger function (last changed by 0020_round_part_paid.sql).
-- Applied as a repeatable migration whenever this file changes (src/db/migrate.ts), as the owner,
-- before migrations/privileges.sql. A change of arguments or result type needs a DROP FUNCTION first.
--
-- A win credits the player's own part of the round. Identical wins racing each other all answer
-- the first result: the player's cash account is locked before the reference is looked up again,
-- so a duplicate that passed the first look waits for the first win and then finds it (before,
-- it found the round closed and answered 409). Every win, 0 included, marks the part `won`: its
-- bets can no longer be rolled back.
CREATE OR REPLACE FUNCTION wallet_win(p_source text, p_reference text, p_round_ref text, p_amount bigint,
                                      p_close_round boolean, p_token_hash bytea, p_request_hash text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_seen record;
  v_session record;
  v_round record;
  v_house bigint;
  v_move record;
BEGIN
  SELECT kind, request_hash, result INTO v_seen FROM wallet_transactions
   WHERE source = p_source AND reference = p_reference;
  IF FOUND THEN
    RETURN wallet_replay(v_seen.kind, v_seen.request_hash, v_seen.result, p_request_hash);
  END IF;
  SELECT s.player_id, a.id AS cash_id INTO v_session
    FROM game_sessions s JOIN accounts a ON a.player_id = s.player_id AND a.kind = 'cash'
   WHERE s.token_hash = p_token_hash AND s.provider = p_source;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('status', 'invalid_token');
  END IF;
  PERFORM 1 FROM accounts WHERE id = v_session.cash_id FOR UPDATE;
  SELECT kind, request_hash, result INTO v_seen FROM wallet_transactions
   WHERE source = p_source AND reference = p_reference;
  IF FOUND THEN
    RETURN wallet_replay(v_seen.kind, v_seen.request_hash, v_seen.result, p_request_hash);
  END IF;
  SELECT id, game_id, status INTO v_round FROM game_rounds
   WHERE source = p_source AND round_ref = p_round_ref AND player_id = v_session.player_id;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('status', 'round_not_found');
  END IF;
  IF v_round.status <> 'open' THEN
    RETURN jsonb_build_object('status', 'round_closed');
  END IF;
  v_house := house_account(CASE WHEN p_source = 'sportsbook' THEN 'sportsbook' ELSE 'casino' END,
                           v_session.player_id);
  UPDATE game_rounds SET win_total = win_total + p_amount, won = true,
         status = CASE WHEN p_close_round THEN 'closed' ELSE status END,
         settled_at = CASE WHEN p_close_round THEN now() ELSE settled_at END
   WHERE id = v_round.id;
  SELECT * INTO v_move FROM wallet_move(v_house, v_session.cash_id, p_amount, true);
  RETURN wallet_record(p_source, p_reference, 'win', p_request_hash, v_session.player_id, p_amount,
                       v_round.id, v_round.game_id, v_house, v_session.cash_id,
                       v_move.from_after, v_move.to_after,
                       jsonb_build_object('balance', v_move.to_after, 'round_id', v_round.id));
END $$;
