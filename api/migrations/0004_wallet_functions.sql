-- The wallet's movements run inside PostgreSQL: each call is one statement, hence one database
-- transaction and one network round trip. Any consistency failure after money moved RAISEs, which
-- undoes the whole call. Lock order is always: player account(s), house account, round.

-- wallet_replay: defined in api/sql/functions/wallet_replay.sql (applied after the migrations; see src/db/migrate.ts).

-- wallet_move: defined in api/sql/functions/wallet_move.sql (applied after the migrations; see src/db/migrate.ts).

-- wallet_record: defined in api/sql/functions/wallet_record.sql (applied after the migrations; see src/db/migrate.ts).

-- wallet_transfer: defined in api/sql/functions/wallet_transfer.sql (applied after the migrations; see src/db/migrate.ts).

-- Seamless wallet: a bet debits the player's cash and opens (or adds to) the round.
-- wallet_bet: defined in api/sql/functions/wallet_bet.sql (applied after the migrations; see src/db/migrate.ts).

-- A win credits the player's cash; accepted after the launch token expired and for blocked players
-- (the bet was taken, the result is owed).
-- wallet_win: defined in api/sql/functions/wallet_win.sql (applied after the migrations; see src/db/migrate.ts).

-- A rollback refunds a bet (key: 'rollback:' || bet reference). A rollback of a bet never seen
-- records the bet reference as cancelled, so that bet, arriving late, is refused.
-- wallet_rollback: defined in api/sql/functions/wallet_rollback.sql (applied after the migrations; see src/db/migrate.ts).
