-- What the API's database role may do. Applied by the owner role after every migration run (not a
-- numbered migration: it always describes the whole schema as it now is). The API connects as
-- `casino_api` or as any login role granted it; it is not a superuser and owns nothing, so it
-- cannot disable triggers, alter tables, or update or delete ledger rows. Money moves only through
-- the ledger's entry points below, which run with the owner's rights (SECURITY DEFINER) on a fixed
-- search_path. A migration that adds a table the API writes, or a ledger entry point, adds it here.

DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'casino_api') THEN
    CREATE ROLE casino_api NOLOGIN;
  END IF;
END $$;

REVOKE ALL ON ALL TABLES IN SCHEMA public FROM PUBLIC, casino_api;
REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM PUBLIC, casino_api;
REVOKE ALL ON ALL FUNCTIONS IN SCHEMA public FROM PUBLIC, casino_api;
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO casino_api;

-- Reads: the API shows catalogue, histories, balances and rounds.
GRANT SELECT ON ALL TABLES IN SCHEMA public TO casino_api;

-- Writes: only what the API keeps itself, never a balance or a ledger row.
GRANT INSERT, UPDATE ON players TO casino_api;
GRANT INSERT, UPDATE, DELETE ON sessions, login_throttle, favourites TO casino_api;
GRANT INSERT, UPDATE, DELETE ON login_known_addresses TO casino_api;
GRANT INSERT, UPDATE ON game_sessions TO casino_api;
-- A new player's accounts start at zero: the balance column is not the API's to set.
GRANT INSERT (player_id, kind) ON accounts TO casino_api;
GRANT INSERT ON jackpot_wins TO casino_api;
-- Balance-stream tickets (0013): issued, spent once, and purged by the API.
GRANT INSERT, UPDATE, DELETE ON stream_tickets TO casino_api;
-- The studio's live pool amounts (0014), reported through signed calls.
GRANT UPDATE (amount, reported_version, reported_at) ON jackpot_pools TO casino_api;
-- Remote version reports (0018): recorded by anyone's browser, purged after a week by the API.
GRANT INSERT, DELETE ON remote_version_reports TO casino_api;
-- Sport bet reports (0019): the sportsbook's display data of each bet, kept and replaced by version.
GRANT INSERT, UPDATE ON sport_bet_reports TO casino_api;
-- Accepted provider signatures (0021): recorded once per signature, purged once expired.
GRANT INSERT, UPDATE, DELETE ON accepted_signatures TO casino_api;
GRANT EXECUTE ON FUNCTION accept_signature(bytea, timestamptz) TO casino_api;
-- Payments (0023): the state of each deposit and withdrawal; money moves only through the ledger.
GRANT INSERT, UPDATE ON payment_deposits, payment_withdrawals TO casino_api;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO casino_api;
-- Responsible gambling (0024): limits, their pending raises, exclusions, settings and the record of
-- every change (never updated or deleted); what a limit used is read from the ledger (rg_used).
GRANT INSERT, UPDATE, DELETE ON rg_limits TO casino_api;
GRANT INSERT, UPDATE ON rg_limit_requests, rg_exclusions, rg_settings TO casino_api;
GRANT INSERT ON rg_changes TO casino_api;
GRANT EXECUTE ON FUNCTION rg_window(text), rg_used(bigint, text, timestamptz, timestamptz),
  rg_exclusion_in_force(bigint, timestamptz), rg_bet_refusal(bigint, bigint, timestamptz),
  rg_lock_player(bigint) TO casino_api;
-- Balance announcements (0015): the API tells every instance's streams after a movement commits.
GRANT EXECUTE ON FUNCTION announce_player_balances(bigint[], bytea[]) TO casino_api;

-- The ledger's entry points: every other function (wallet_move, wallet_record, ...) stays
-- callable only from inside them.
DO $$
DECLARE
  f regprocedure;
BEGIN
  FOR f IN
    SELECT p.oid::regprocedure FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname = 'public'
       AND p.proname IN ('wallet_transfer', 'wallet_bet', 'wallet_bets', 'wallet_win', 'wallet_rollback',
                         'wallet_award_jackpot')
  LOOP
    EXECUTE format('ALTER FUNCTION %s SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp', f);
    EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO casino_api', f);
  END LOOP;
END $$;
