-- wallet_bet: the one definition of this ledger function (last changed with
-- 0024_responsible_gambling.sql: limits and exclusions; before, by 0022_game_sessions_end_with_login.sql).
-- Applied as a repeatable migration whenever this file changes (src/db/migrate.ts), as the owner,
-- before migrations/privileges.sql. A change of arguments or result type needs a DROP FUNCTION first.
--
-- Bets join the player's own part of the round (hot path of 0007, only the conflict key changed).
-- A session ended with its login (logout, password change, revocation) takes no new bet:
-- 'session_ended'; wins and rollbacks of its open rounds still settle.
-- A player with a responsible-gambling limit or exclusion (players.rg_guarded) has the cash account
-- locked first and the stake checked under that lock (rg_bet_refusal), as of the clock at the
-- check: 'player_excluded' or 'limit_reached', before any other refusal so that the provider shows
-- the player why.
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
  v_refusal jsonb;
BEGIN
  SELECT kind, request_hash, result INTO v_seen FROM wallet_transactions
   WHERE source = p_source AND reference = p_reference;
  IF FOUND THEN
    RETURN wallet_replay(v_seen.kind, v_seen.request_hash, v_seen.result, p_request_hash);
  END IF;
  SELECT s.player_id, s.game_id, s.redeemed_at, s.expires_at, s.ended_at, p.blocked, p.rg_guarded,
         a.id AS cash_id, a.balance
    INTO v_session
    FROM game_sessions s
    JOIN players p ON p.id = s.player_id
    JOIN accounts a ON a.player_id = s.player_id AND a.kind = 'cash'
   WHERE s.token_hash = p_token_hash AND s.provider = p_source;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('status', 'invalid_token');
  END IF;
  IF v_session.rg_guarded THEN
    PERFORM 1 FROM accounts WHERE id = v_session.cash_id FOR UPDATE;
    -- Counted up to the moment of the check, not this transaction's start: a racing stake that
    -- started later but took the lock first is already committed and must count.
    v_refusal := rg_bet_refusal(v_session.player_id, p_amount, clock_timestamp());
    IF v_refusal IS NOT NULL THEN
      RETURN v_refusal || jsonb_build_object('balance',
                                             (SELECT balance FROM accounts WHERE id = v_session.cash_id));
    END IF;
  END IF;
  IF v_session.ended_at IS NOT NULL THEN
    RETURN jsonb_build_object('status', 'session_ended', 'balance', v_session.balance);
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
