-- wallet_replay: the one definition of this ledger function (last changed by 0004_wallet_functions.sql).
-- Applied as a repeatable migration whenever this file changes (src/db/migrate.ts), as the owner,
-- before migrations/privileges.sql. A change of arguments or result type needs a DROP FUNCTION first.
--
-- Answer to a reference that was seen before: the stored first result, or a refusal when the
-- same reference now carries a different request.
CREATE OR REPLACE FUNCTION wallet_replay(p_kind text, p_stored_hash text, p_result jsonb, p_request_hash text)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_kind = 'bet_cancelled' THEN jsonb_build_object('status', 'bet_cancelled')
    WHEN p_stored_hash = p_request_hash THEN p_result || '{"replayed": true}'::jsonb
    ELSE jsonb_build_object('status', 'reference_conflict')
  END
$$;
