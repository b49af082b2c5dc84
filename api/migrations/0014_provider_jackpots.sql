-- The studio's jackpot pools on the platform (api/README.md, "Provider jackpots"). The studio
-- reports its live pool amounts (signed `jackpot-pools` calls); each report carries the studio's
-- version of its pools, and a report older than the one kept is ignored, so two studio instances
-- or a delayed retry never put an older amount back. Any change notifies `jackpot_pools`, which
-- the balance streams of every API instance pass on (the launcher's JACKPOT header).
ALTER TABLE jackpot_pools
  ADD COLUMN reported_version bigint NOT NULL DEFAULT 0,
  ADD COLUMN reported_at timestamptz;

CREATE FUNCTION notify_jackpot_pools() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('jackpot_pools', '');
  RETURN NULL;
END $$;

CREATE TRIGGER jackpot_pools_notify
  AFTER UPDATE ON jackpot_pools
  FOR EACH STATEMENT EXECUTE FUNCTION notify_jackpot_pools();
