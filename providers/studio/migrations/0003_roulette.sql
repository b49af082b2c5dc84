-- Auto-roulette: shared timed rounds (betting, spinning, result). The result is drawn when the
-- wheel starts and kept secret until the result phase.
CREATE TABLE roulette_rounds (
  id               bigserial PRIMARY KEY,
  stream           text NOT NULL,
  phase            text NOT NULL CHECK (phase IN ('betting', 'spinning', 'result')),
  betting_ends_at  timestamptz NOT NULL,
  result           smallint CHECK (result BETWEEN 0 AND 36),
  spin_at          timestamptz,
  result_at        timestamptz
);
CREATE INDEX roulette_rounds_stream ON roulette_rounds (stream, id DESC);

CREATE TABLE roulette_bets (
  id          bigserial PRIMARY KEY,
  round_id    bigint NOT NULL REFERENCES roulette_rounds (id),
  session_id  text NOT NULL REFERENCES sessions (id),
  player_id   bigint NOT NULL,
  game_id     integer NOT NULL,
  kind        text NOT NULL,
  numbers     smallint[] NOT NULL,
  amount      bigint NOT NULL CHECK (amount > 0),
  status      text NOT NULL CHECK (status IN ('pending', 'placed', 'refused', 'rolled_back')),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX roulette_bets_round ON roulette_bets (round_id, player_id);

-- One settlement per player and round: the win (0 for a loss) that closes the player's part.
CREATE TABLE roulette_settlements (
  round_id    bigint NOT NULL REFERENCES roulette_rounds (id),
  player_id   bigint NOT NULL,
  session_id  text NOT NULL REFERENCES sessions (id),
  win         bigint NOT NULL CHECK (win >= 0),
  settled     boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (round_id, player_id)
);
