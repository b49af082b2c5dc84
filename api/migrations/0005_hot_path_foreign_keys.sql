-- Foreign keys that point at shared rows take a KEY SHARE row lock on them for every insert: on
-- the hot path every bet of a popular game locked that game's row and every movement locked the
-- player's row, turning concurrent bets into multixact churn. The ledger functions (the only
-- writers) take player_id from the session and account rows, which keep their own foreign keys.
-- Keys to rows the same transaction already locked (accounts, the round, the transaction) stay.
ALTER TABLE wallet_transactions DROP CONSTRAINT wallet_transactions_player_id_fkey;
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_player_id_fkey;
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_game_id_fkey;
