-- The wallet's movements run inside PostgreSQL: each call is one statement, hence one database
-- transaction and one network round trip. Any consistency failure after money moved RAISEs, which
-- undoes the whole call. Lock order is always: player account(s), house account, round.

-- Answer to a reference that was seen before: the stored first result, or a refusal when the
-- same reference now carries a different request.
CREATE FUNCTION wallet_replay(p_kind text, p_stored_hash text, p_result jsonb, p_request_hash text)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_kind = 'bet_cancelled' THEN jsonb_build_object('status', 'bet_cancelled')
    WHEN p_stored_hash = p_request_hash THEN p_result || '{"replayed": true}'::jsonb
    ELSE jsonb_build_object('status', 'reference_conflict')
  END
$$;

-- Moves p_amount between two accounts. from_after is NULL when a player account lacks the funds
-- (nothing moved then).
CREATE FUNCTION wallet_move(p_from bigint, p_to bigint, p_amount bigint, p_from_is_house boolean,
                            OUT from_after bigint, OUT to_after bigint)
LANGUAGE plpgsql AS $$
BEGIN
  IF p_amount = 0 THEN
    SELECT balance INTO from_after FROM accounts WHERE id = p_from;
    SELECT balance INTO to_after FROM accounts WHERE id = p_to;
  ELSIF p_from_is_house THEN
    UPDATE accounts SET balance = balance + p_amount WHERE id = p_to RETURNING balance INTO to_after;
    UPDATE accounts SET balance = balance - p_amount WHERE id = p_from RETURNING balance INTO from_after;
  ELSE
    UPDATE accounts SET balance = balance - p_amount
     WHERE id = p_from AND balance >= p_amount RETURNING balance INTO from_after;
    IF from_after IS NULL THEN
      RETURN;
    END IF;
    UPDATE accounts SET balance = balance + p_amount WHERE id = p_to RETURNING balance INTO to_after;
  END IF;
END $$;

-- Writes the transaction row (with its result) and its two entries.
CREATE FUNCTION wallet_record(p_source text, p_reference text, p_kind text, p_request_hash text,
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

-- Operator and platform movements: deposit, withdrawal, cashback, bonus transfer, jackpot.
-- p_from/p_to name accounts as 'cash', 'bonus' or 'house:<purpose>'.
CREATE FUNCTION wallet_transfer(p_source text, p_reference text, p_kind text, p_request_hash text,
                                p_player_id bigint, p_from text, p_to text, p_amount bigint)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_seen record;
  v_from bigint;
  v_to bigint;
  v_move record;
  v_cash bigint;
  v_bonus bigint;
BEGIN
  SELECT kind, request_hash, result INTO v_seen FROM wallet_transactions
   WHERE source = p_source AND reference = p_reference;
  IF FOUND THEN
    RETURN wallet_replay(v_seen.kind, v_seen.request_hash, v_seen.result, p_request_hash);
  END IF;
  v_from := CASE WHEN p_from LIKE 'house:%' THEN house_account(substr(p_from, 7), p_player_id)
                 ELSE (SELECT id FROM accounts WHERE player_id = p_player_id AND kind = p_from) END;
  v_to := CASE WHEN p_to LIKE 'house:%' THEN house_account(substr(p_to, 7), p_player_id)
               ELSE (SELECT id FROM accounts WHERE player_id = p_player_id AND kind = p_to) END;
  IF v_from IS NULL OR v_to IS NULL THEN
    RETURN jsonb_build_object('status', 'unknown_player');
  END IF;
  SELECT * INTO v_move FROM wallet_move(v_from, v_to, p_amount, p_from LIKE 'house:%');
  IF v_move.from_after IS NULL THEN
    RETURN jsonb_build_object('status', 'insufficient_funds',
                              'balance', (SELECT balance FROM accounts WHERE id = v_from));
  END IF;
  v_cash := CASE WHEN p_from = 'cash' THEN v_move.from_after WHEN p_to = 'cash' THEN v_move.to_after
                 ELSE (SELECT balance FROM accounts WHERE player_id = p_player_id AND kind = 'cash') END;
  v_bonus := CASE WHEN p_from = 'bonus' THEN v_move.from_after WHEN p_to = 'bonus' THEN v_move.to_after
                  ELSE (SELECT balance FROM accounts WHERE player_id = p_player_id AND kind = 'bonus') END;
  RETURN wallet_record(p_source, p_reference, p_kind, p_request_hash, p_player_id, p_amount, NULL, NULL,
                       v_from, v_to, v_move.from_after, v_move.to_after,
                       jsonb_build_object('balance', v_cash, 'bonus', v_bonus, 'amount', p_amount));
END $$;

-- Seamless wallet: a bet debits the player's cash and opens (or adds to) the round.
CREATE FUNCTION wallet_bet(p_source text, p_reference text, p_round_ref text, p_amount bigint,
                           p_token_hash bytea, p_request_hash text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_seen record;
  v_session record;
  v_house bigint;
  v_move record;
  v_round_id bigint;
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
  v_house := house_account(CASE WHEN p_source = 'sportsbook' THEN 'sportsbook' ELSE 'casino' END,
                           v_session.player_id);
  SELECT * INTO v_move FROM wallet_move(v_session.cash_id, v_house, p_amount, false);
  IF v_move.from_after IS NULL THEN
    RETURN jsonb_build_object('status', 'insufficient_funds',
                              'balance', (SELECT balance FROM accounts WHERE id = v_session.cash_id));
  END IF;
  INSERT INTO game_rounds AS r (source, round_ref, player_id, game_id, status, bet_total)
  VALUES (p_source, p_round_ref, v_session.player_id, v_session.game_id, 'open', p_amount)
  ON CONFLICT (source, round_ref) DO UPDATE SET bet_total = r.bet_total + excluded.bet_total
   WHERE r.player_id = excluded.player_id AND r.status = 'open'
  RETURNING id INTO v_round_id;
  IF v_round_id IS NULL THEN
    -- Undoes the debit above: the whole call is one statement.
    RAISE EXCEPTION 'round_closed' USING ERRCODE = 'P0001';
  END IF;
  RETURN wallet_record(p_source, p_reference, 'bet', p_request_hash, v_session.player_id, p_amount,
                       v_round_id, v_session.game_id, v_session.cash_id, v_house,
                       v_move.from_after, v_move.to_after,
                       jsonb_build_object('balance', v_move.from_after, 'round_id', v_round_id));
END $$;

-- A win credits the player's cash; accepted after the launch token expired and for blocked players
-- (the bet was taken, the result is owed).
CREATE FUNCTION wallet_win(p_source text, p_reference text, p_round_ref text, p_amount bigint,
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
  SELECT id, player_id, game_id, status INTO v_round FROM game_rounds
   WHERE source = p_source AND round_ref = p_round_ref;
  IF NOT FOUND OR v_round.player_id <> v_session.player_id THEN
    RETURN jsonb_build_object('status', 'round_not_found');
  END IF;
  IF v_round.status <> 'open' THEN
    RETURN jsonb_build_object('status', 'round_closed');
  END IF;
  v_house := house_account(CASE WHEN p_source = 'sportsbook' THEN 'sportsbook' ELSE 'casino' END,
                           v_session.player_id);
  SELECT * INTO v_move FROM wallet_move(v_house, v_session.cash_id, p_amount, true);
  UPDATE game_rounds SET win_total = win_total + p_amount,
         status = CASE WHEN p_close_round THEN 'closed' ELSE status END,
         settled_at = CASE WHEN p_close_round THEN now() ELSE settled_at END
   WHERE id = v_round.id AND status = 'open';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'round_closed' USING ERRCODE = 'P0001';
  END IF;
  RETURN wallet_record(p_source, p_reference, 'win', p_request_hash, v_session.player_id, p_amount,
                       v_round.id, v_round.game_id, v_house, v_session.cash_id,
                       v_move.from_after, v_move.to_after,
                       jsonb_build_object('balance', v_move.to_after, 'round_id', v_round.id));
END $$;

-- A rollback refunds a bet (key: 'rollback:' || bet reference). A rollback of a bet never seen
-- records the bet reference as cancelled, so that bet, arriving late, is refused.
CREATE FUNCTION wallet_rollback(p_source text, p_bet_reference text, p_token_hash bytea, p_request_hash text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_key text := 'rollback:' || p_bet_reference;
  v_seen record;
  v_session record;
  v_bet record;
  v_house bigint;
  v_move record;
BEGIN
  SELECT kind, request_hash, result INTO v_seen FROM wallet_transactions
   WHERE source = p_source AND reference = v_key;
  IF FOUND THEN
    RETURN wallet_replay(v_seen.kind, v_seen.request_hash, v_seen.result, p_request_hash);
  END IF;
  SELECT s.player_id, a.id AS cash_id, a.balance INTO v_session
    FROM game_sessions s JOIN accounts a ON a.player_id = s.player_id AND a.kind = 'cash'
   WHERE s.token_hash = p_token_hash AND s.provider = p_source;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('status', 'invalid_token');
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
  v_house := house_account(CASE WHEN p_source = 'sportsbook' THEN 'sportsbook' ELSE 'casino' END,
                           v_session.player_id);
  SELECT * INTO v_move FROM wallet_move(v_house, v_session.cash_id, v_bet.amount, true);
  UPDATE game_rounds
     SET bet_total = bet_total - v_bet.amount,
         status = CASE WHEN bet_total - v_bet.amount = 0 AND win_total = 0 THEN 'cancelled' ELSE status END,
         settled_at = CASE WHEN bet_total - v_bet.amount = 0 AND win_total = 0 THEN now() ELSE settled_at END
   WHERE id = v_bet.round_id AND status = 'open';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'round_closed' USING ERRCODE = 'P0001';
  END IF;
  RETURN wallet_record(p_source, v_key, 'rollback', p_request_hash, v_session.player_id, v_bet.amount,
                       v_bet.round_id, v_bet.game_id, v_house, v_session.cash_id,
                       v_move.from_after, v_move.to_after,
                       jsonb_build_object('balance', v_move.to_after, 'rolled_back', v_bet.amount));
END $$;
