-- Balance push without a NOTIFY inside money transactions (api/README.md, "Balance push").
--
-- A transaction that has sent NOTIFY takes a database-wide lock at commit and keeps it until its
-- commit is durable, so that notifications queue in commit order. With the 0013 trigger every
-- money movement notified, so every movement committed one after another, each paying its own WAL
-- flush: batches of bets in flight could no longer share one flush. On a disk whose flush takes
-- milliseconds that capped the wallet near TPC-B (bench, slow disk played: 1.04x with the trigger,
-- 1.45x without, same run).
--
-- The API now announces each movement it made once its commit has returned
-- (src/modules/wallet/announce.ts), in a transaction of its own that does not wait for the disk:
-- an announcement lost in a crash costs one stream at most the shell's 5 s poll, never money.
DROP TRIGGER accounts_notify_player_balance ON accounts;
DROP FUNCTION notify_player_balance();

-- Notifies `player_balance` once per player named directly or through a game session's token.
CREATE FUNCTION announce_player_balances(p_players bigint[], p_session_tokens bytea[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM pg_notify('player_balance', id::text)
     FROM (SELECT unnest(p_players)
           UNION
           SELECT player_id FROM game_sessions WHERE token_hash = ANY (p_session_tokens)) AS t (id)
    WHERE id IS NOT NULL;
END $$;
