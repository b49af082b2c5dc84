-- Shared rounds, settlement that answers concurrent duplicates with the first result, rollbacks in
-- their own key space, and jackpots paid in one call.
--
-- Lock order, for every movement of a player: the player's cash account first (taken by the debit
-- or credit, or explicitly), then the player's own part of a round, then a house account. A round
-- part belongs to one player and is only written under that player's cash lock, so the order of
-- round and house locks cannot form a cycle; wallet_bets (0007) still locks all its players' cash
-- accounts in id order before any house account.

-- Shared rounds (crash, roulette): several players bet in one provider round. Each player's part
-- is its own row, keyed (source, round_ref, player_id), opened, closed and cancelled on its own.
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_source_round_ref_key;
ALTER TABLE game_rounds ADD CONSTRAINT game_rounds_source_round_ref_player_key UNIQUE (source, round_ref, player_id);

-- A rollback is recorded under 'rollback/<bet reference>'. Provider references cannot contain '/'
-- (the routes' pattern), and no other kind of movement may take a key in that namespace, so no bet
-- can occupy the key of another bet's rollback. (Rollbacks recorded before this migration sit under
-- 'rollback:<bet reference>' and are still found, by kind, by wallet_rollback below.) NOT VALID:
-- enforced for every new row; rows written before it were never checked for operator references.
ALTER TABLE wallet_transactions ADD CONSTRAINT wallet_transactions_rollback_key_space
  CHECK (kind = 'rollback' OR reference NOT LIKE 'rollback/%') NOT VALID;

-- Bets join the player's own part of the round (hot path of 0007, only the conflict key changed).
CREATE OR REPLACE FUNCTION wallet_bet(p_source text, p_reference text, p_round_ref text, p_amount bigint,
                                      p_token_hash bytea, p_request_hash text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_seen record;
  v_session record;
  v_house bigint;
  v_cash_after bigint;
  v_house_after bigint;
  v_round_id bigint;
  v_id bigint;
  v_result jsonb;
BEGIN
  SELECT kind, request_hash, result INTO v_seen FROM wallet_transactions
   WHERE source = p_source AND reference = p_reference;
  IF FOUND THEN
    RETURN wallet_replay(v_seen.kind, v_seen.request_hash, v_seen.result, p_request_hash);
  END IF;
  SELECT s.player_id, s.game_id, s.redeemed_at, s.expires_at, p.blocked, a.id AS cash_id, a.balance
    INTO v_session
    FROM game_sessions s
    JOIN players p ON p.id = s.player_id
    JOIN accounts a ON a.player_id = s.player_id AND a.kind = 'cash'
   WHERE s.token_hash = p_token_hash AND s.provider = p_source;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('status', 'invalid_token');
  END IF;
  IF v_session.redeemed_at IS NULL OR v_session.expires_at <= now() THEN
    RETURN jsonb_build_object('status', 'token_expired', 'balance', v_session.balance);
  END IF;
  IF v_session.blocked THEN
    RETURN jsonb_build_object('status', 'player_blocked', 'balance', v_session.balance);
  END IF;
  UPDATE accounts SET balance = balance - p_amount
   WHERE id = v_session.cash_id AND balance >= p_amount RETURNING balance INTO v_cash_after;
  IF v_cash_after IS NULL THEN
    RETURN jsonb_build_object('status', 'insufficient_funds',
                              'balance', (SELECT balance FROM accounts WHERE id = v_session.cash_id));
  END IF;
  INSERT INTO game_rounds AS r (source, round_ref, player_id, game_id, status, bet_total)
  VALUES (p_source, p_round_ref, v_session.player_id, v_session.game_id, 'open', p_amount)
  ON CONFLICT (source, round_ref, player_id) DO UPDATE SET bet_total = r.bet_total + excluded.bet_total
   WHERE r.status = 'open'
  RETURNING id INTO v_round_id;
  IF v_round_id IS NULL THEN
    UPDATE accounts SET balance = balance + p_amount WHERE id = v_session.cash_id;
    RETURN jsonb_build_object('status', 'round_closed');
  END IF;
  v_house := house_account(CASE WHEN p_source = 'sportsbook' THEN 'sportsbook' ELSE 'casino' END,
                           v_session.player_id);
  UPDATE accounts SET balance = balance + p_amount WHERE id = v_house RETURNING balance INTO v_house_after;
  v_id := nextval('wallet_transactions_id_seq');
  v_result := jsonb_build_object('balance', v_cash_after, 'round_id', v_round_id, 'status', 'ok', 'transaction_id', v_id);
  INSERT INTO wallet_transactions (id, source, reference, kind, player_id, amount, round_id, game_id,
                                   request_hash, result)
  VALUES (v_id, p_source, p_reference, 'bet', v_session.player_id, p_amount, v_round_id, v_session.game_id,
          p_request_hash, v_result);
  INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
  VALUES (v_id, v_session.cash_id, -p_amount, v_cash_after), (v_id, v_house, p_amount, v_house_after);
  RETURN v_result;
END $$;

-- A win credits the player's own part of the round. Identical wins racing each other all answer
-- the first result: the player's cash account is locked before the reference is looked up again,
-- so a duplicate that passed the first look waits for the first win and then finds it (before,
-- it found the round closed and answered 409).
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
  UPDATE game_rounds SET win_total = win_total + p_amount,
         status = CASE WHEN p_close_round THEN 'closed' ELSE status END,
         settled_at = CASE WHEN p_close_round THEN now() ELSE settled_at END
   WHERE id = v_round.id;
  SELECT * INTO v_move FROM wallet_move(v_house, v_session.cash_id, p_amount, true);
  RETURN wallet_record(p_source, p_reference, 'win', p_request_hash, v_session.player_id, p_amount,
                       v_round.id, v_round.game_id, v_house, v_session.cash_id,
                       v_move.from_after, v_move.to_after,
                       jsonb_build_object('balance', v_move.to_after, 'round_id', v_round.id));
END $$;

-- A rollback refunds a bet whose round part has paid nothing yet. Once the part got a win or was
-- settled, the rollback is refused with 'round_settled' (refunding the stake would leave a win
-- without a stake). Identical rollbacks racing each other all answer the first result (same lock
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
  SELECT status, win_total INTO v_round FROM game_rounds WHERE id = v_bet.round_id;
  IF v_round.status <> 'open' OR v_round.win_total > 0 THEN
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

-- A jackpot in one call: the payment from the jackpot house account, the win record and the
-- player's one-shot popup flag, all or nothing, keyed ('jackpot', caller's reference). A retry
-- answers the first result and writes nothing (the popup is not raised again).
CREATE FUNCTION wallet_award_jackpot(p_reference text, p_request_hash text, p_player_id bigint, p_tier text,
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
