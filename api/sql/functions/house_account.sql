-- house_account: the one definition of this ledger function (last changed by 0023_payments.sql).
-- Applied as a repeatable migration whenever this file changes (src/db/migrate.ts), as the owner,
-- before migrations/privileges.sql. A change of arguments or result type needs a DROP FUNCTION first.
--
CREATE OR REPLACE FUNCTION house_account(p_purpose text, p_player_id bigint) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE p_purpose WHEN 'bank' THEN 0 WHEN 'casino' THEN 1 WHEN 'sportsbook' THEN 2
                         WHEN 'bonus' THEN 3 WHEN 'jackpot' THEN 4
                         WHEN 'payouts' THEN 5 END) * 32 + (p_player_id % 32) + 1
$$;
