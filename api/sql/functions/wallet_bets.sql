-- wallet_bets: the one definition of this ledger function (last changed on 2026-11-23: a lone bet no
-- longer takes the batch locks; before, by 0007_group_commit.sql).
-- Applied as a repeatable migration whenever this file changes (src/db/migrate.ts), as the owner,
-- before migrations/privileges.sql. A change of arguments or result type needs a DROP FUNCTION first.
--
-- A batch of bets, answered in order. Every account the batch can touch is locked first: all the
-- players' cash accounts in id order, then all the house accounts in id order. Single movements
-- lock one player account before one house account, so neither they nor a concurrent batch can
-- wait on this one in a cycle. A batch of one bet locks as a single movement does, in wallet_bet
-- itself (its cash account, then its house account): the two lock statements cost about as much
-- as the bet (80 us of PostgreSQL's time here), and a slow disk's batches are often of one.
CREATE OR REPLACE FUNCTION wallet_bets(p_source text[], p_reference text[], p_round_ref text[], p_amount bigint[],
                            p_token_hash bytea[], p_request_hash text[])
RETURNS jsonb[] LANGUAGE plpgsql AS $$
DECLARE
  v_results jsonb[] := '{}';
BEGIN
  IF cardinality(p_source) > 1 THEN
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
  END IF;
  FOR i IN 1 .. cardinality(p_source) LOOP
    v_results := v_results || wallet_bet(p_source[i], p_reference[i], p_round_ref[i], p_amount[i],
                                         p_token_hash[i], p_request_hash[i]);
  END LOOP;
  RETURN v_results;
END $$;
