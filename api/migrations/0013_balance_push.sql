-- Balance push (api/README.md, "Balance push"). Every change of a player's cash or bonus balance
-- notifies the channel `player_balance` with the player's id, whichever ledger function moved
-- it: NOTIFY is delivered at commit (never for a rolled-back movement), to every API instance
-- listening on this database, and the ids repeated inside one transaction (a batch of bets) are
-- sent once. The payload is only the id: each instance reads the balance itself and sends it to
-- that player's streams.
CREATE FUNCTION notify_player_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('player_balance', NEW.player_id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER accounts_notify_player_balance
  AFTER UPDATE OF balance ON accounts
  FOR EACH ROW WHEN (NEW.player_id IS NOT NULL AND NEW.balance IS DISTINCT FROM OLD.balance)
  EXECUTE FUNCTION notify_player_balance();

-- One-use tickets that open a balance stream (`GET /api/stream?ticket=`): the browser's
-- EventSource cannot send the Authorization header, and the long-lived session token must not
-- appear in a URL (logs, proxies). A ticket lives seconds, is spent by the first stream that
-- presents it (on any instance: the row is the single use), and names the session it came from.
CREATE TABLE stream_tickets (
  ticket_hash  bytea PRIMARY KEY,
  player_id    bigint NOT NULL,
  session_id   bigint NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);
CREATE INDEX stream_tickets_expires_idx ON stream_tickets (expires_at);
