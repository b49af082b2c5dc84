-- Sport bet reports (issue 10): what the sportsbook tells the platform about each bet, for
-- SportHistory to show the same bets and results as My bets in the frame. Display data only: the
-- money is the wallet's (the bet's round in game_rounds); a report whose stake or return disagrees
-- with that round is refused. One row per bet (its round), replaced only by a higher version.
CREATE TABLE sport_bet_reports (
  round_id    bigint PRIMARY KEY REFERENCES game_rounds (id),
  player_id   bigint NOT NULL REFERENCES players (id),
  version     bigint NOT NULL CHECK (version >= 1),
  status      text NOT NULL CHECK (status IN ('open', 'won', 'lost', 'void', 'cashed_out')),
  bet_kind    text NOT NULL CHECK (bet_kind IN ('single', 'multi')),
  stake       bigint NOT NULL CHECK (stake > 0),
  -- Hundredths (2.35 is 235).
  odds        integer NOT NULL CHECK (odds >= 100),
  potential   bigint NOT NULL CHECK (potential >= 0),
  payout      bigint CHECK (payout >= 0),
  placed_at   timestamptz NOT NULL,
  settled_at  timestamptz,
  -- [{event, market, selection: {fr, en, ar}, odds, result}]
  legs        jsonb NOT NULL,
  reported_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sport_bet_reports_player_idx ON sport_bet_reports (player_id, placed_at DESC, round_id DESC);
