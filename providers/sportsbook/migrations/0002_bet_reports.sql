-- The platform's bet reports (SportHistory). `state_version` goes up with every change of a bet
-- (status, a leg judged, the win confirmed); `reported_version` is the last one the platform
-- answered. The recovery job sends the standing bets that are behind.
ALTER TABLE bets
  ADD COLUMN state_version integer NOT NULL DEFAULT 1,
  ADD COLUMN reported_version integer NOT NULL DEFAULT 0;
CREATE INDEX bets_unreported ON bets (placed_at)
  WHERE reported_version < state_version AND status IN ('open', 'won', 'lost', 'void', 'cashed_out');
