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
  ON CONFLICT (source, round_ref) DO UPDATE SET bet_total = r.bet_total + excluded.bet_total
   WHERE r.player_id = excluded.player_id AND r.status = 'open'
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

-- A batch of bets, answered in order. Every account the batch can touch is locked first: all the
-- players' cash accounts in id order, then all the house accounts in id order. Single movements
-- lock one player account before one house account, so neither they nor a concurrent batch can
-- wait on this one in a cycle.
CREATE FUNCTION wallet_bets(p_source text[], p_reference text[], p_round_ref text[], p_amount bigint[],
                            p_token_hash bytea[], p_request_hash text[])
RETURNS jsonb[] LANGUAGE plpgsql AS $$
DECLARE
  v_results jsonb[] := '{}';
BEGIN
  PERFORM 1 FROM accounts
   WHERE id IN (SELECT a.id
                  FROM unnest(p_source, p_token_hash) AS b (source, token_hash)
                  JOIN game_sessions s ON s.token_hash = b.token_hash AND s.provider = b.source
                  JOIN accounts a ON a.player_id = s.player_id AND a.kind = 'cash')
   ORDER BY id FOR UPDATE;
  PERFORM 1 FROM accounts
   WHERE id IN (SELECT house_account(CASE WHEN b.source = 'sportsbook' THEN 'sportsbook' ELSE 'casino' END,
                                     s.player_id)
                  FROM unnest(p_source, p_token_hash) AS b (source, token_hash)
                  JOIN game_sessions s ON s.token_hash = b.token_hash AND s.provider = b.source)
   ORDER BY id FOR UPDATE;
  FOR i IN 1 .. cardinality(p_source) LOOP
    v_results := v_results || wallet_bet(p_source[i], p_reference[i], p_round_ref[i], p_amount[i],
                                         p_token_hash[i], p_request_hash[i]);
  END LOOP;
  RETURN v_results;
END $$;
