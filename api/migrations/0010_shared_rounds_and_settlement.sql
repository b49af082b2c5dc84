-- Shared rounds, settlement that answers concurrent duplicates with the first result, rollbacks in
-- their own key space, and jackpots paid in one call.
--
-- Lock order, for every movement of a player: the player's cash account first (taken by the debit
-- or credit, or explicitly), then the player's own part of a round, then a house account. A round
-- part belongs to one player and is only written under that player's cash lock, so the order of
-- round and house locks cannot form a cycle; wallet_bets (0007) still locks all its players' cash
-- accounts in id order before any house account.

-- Shared rounds (crash, roulette): several players bet in one provider round. Each player's part
-- is its own row, keyed (source, round_ref, player_id), opened, closed and cancelled on its own.
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_source_round_ref_key;
ALTER TABLE game_rounds ADD CONSTRAINT game_rounds_source_round_ref_player_key UNIQUE (source, round_ref, player_id);

-- A rollback is recorded under 'rollback/<bet reference>'. Provider references cannot contain '/'
-- (the routes' pattern), and no other kind of movement may take a key in that namespace, so no bet
-- can occupy the key of another bet's rollback. (Rollbacks recorded before this migration sit under
-- 'rollback:<bet reference>' and are still found, by kind, by wallet_rollback below.) NOT VALID:
-- enforced for every new row; rows written before it were never checked for operator references.
ALTER TABLE wallet_transactions ADD CONSTRAINT wallet_transactions_rollback_key_space
  CHECK (kind = 'rollback' OR reference NOT LIKE 'rollback/%') NOT VALID;

-- wallet_bet: defined in api/sql/functions/wallet_bet.sql (applied after the migrations; see src/db/migrate.ts).

-- wallet_win: defined in api/sql/functions/wallet_win.sql (applied after the migrations; see src/db/migrate.ts).

-- wallet_rollback: defined in api/sql/functions/wallet_rollback.sql (applied after the migrations; see src/db/migrate.ts).

-- wallet_award_jackpot: defined in api/sql/functions/wallet_award_jackpot.sql (applied after the migrations; see src/db/migrate.ts).
