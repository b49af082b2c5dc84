-- A round part that got a win, even a win of 0 that does not close it, can no longer be rolled
-- back: `win_total > 0` missed the zero win, so a provider could cancel a round it had already
-- declared lost and its later closing win found the round cancelled. wallet_win sets `won`;
-- wallet_rollback refuses on it (both in sql/functions/).
ALTER TABLE game_rounds ADD COLUMN won boolean NOT NULL DEFAULT false;
UPDATE game_rounds r SET won = true
 WHERE r.win_total > 0
    OR EXISTS (SELECT 1 FROM wallet_transactions w WHERE w.round_id = r.id AND w.kind = 'win');
