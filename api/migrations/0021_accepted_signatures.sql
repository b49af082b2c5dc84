-- Provider signatures accepted inside their window, where every API instance sees them and a
-- restart does not forget them: a captured signed request replayed to a second instance, or to
-- the same one after a restart, is refused (before, each process kept them in its own memory).
-- Only signatures that verified are stored, so unsigned floods never reach this table.
CREATE TABLE accepted_signatures (
  signature  bytea PRIMARY KEY CHECK (octet_length(signature) = 32),
  -- The signed timestamp + the window: past it the timestamp check refuses the request anyway.
  expires_at timestamptz NOT NULL
);
-- No index on expires_at: every provider call inserts here, and the purge (a scan of at most one
-- window's rows) runs once a window.

-- True when the signature is new (or its earlier acceptance has expired), false for a replay.
-- Two instances accepting the same signature at once: the unique key lets exactly one win. The
-- commit does not wait for the disk: the movement the request carries commits after it and its
-- flush makes this row durable too; only a PostgreSQL crash within a fraction of a second of a
-- refused request can forget that request's signature.
CREATE FUNCTION accept_signature(p_signature bytea, p_expires_at timestamptz)
RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_accepted boolean;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  INSERT INTO accepted_signatures AS a (signature, expires_at) VALUES (p_signature, p_expires_at)
  ON CONFLICT (signature) DO UPDATE SET expires_at = EXCLUDED.expires_at
   WHERE a.expires_at < now()
  RETURNING true INTO v_accepted;
  RETURN coalesce(v_accepted, false);
END $$;
