-- The platform learns of the pools and their hits (README, "Jackpots"): a version of the pools
-- (every bet's share adds one; a hit's reseed happens in the same transaction) so the platform
-- keeps only the newest report; a hit is paid through the wallet's `jackpot` call, after which
-- it is marked paid (or refused, with the platform's reason); unpaid hits are sent again.
ALTER TABLE jackpot_pools ADD COLUMN version bigint NOT NULL DEFAULT 0;
ALTER TABLE jackpot_wins ADD COLUMN paid_at timestamptz, ADD COLUMN refusal text;
-- Hits recorded before this migration were paid with their slot round's win.
UPDATE jackpot_wins SET paid_at = won_at;
CREATE UNIQUE INDEX jackpot_wins_round_tier_key ON jackpot_wins (round_ref, tier);
CREATE INDEX jackpot_wins_unpaid_idx ON jackpot_wins (won_at) WHERE paid_at IS NULL AND refusal IS NULL;
