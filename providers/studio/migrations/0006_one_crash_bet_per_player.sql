-- One crash bet per player and round, whatever the session: a player with several sessions open
-- (tabs, devices) could otherwise place several bets in one round past the table's limit. Rounds
-- played before this rule keep the bets they hold.
DO $$
DECLARE
  since bigint := coalesce((SELECT max(round_id) FROM crash_bets), 0);
BEGIN
  EXECUTE format(
    'CREATE UNIQUE INDEX crash_bets_one_per_player ON crash_bets (round_id, player_id) WHERE round_id > %s',
    since
  );
END $$;
