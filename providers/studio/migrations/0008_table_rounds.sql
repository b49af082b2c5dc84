-- Shared timed rounds of the "bet then draw" table games (baccarat, dragon tiger, sic bo, …):
-- betting, drawing, result. Each round's cards or dice come from its server seed, whose SHA-256
-- (the commitment) is shown from the start of betting; the seed is shown only once the result is.
CREATE TABLE table_rounds (
  id               bigserial PRIMARY KEY,
  family           text NOT NULL,
  stream           text NOT NULL,
  phase            text NOT NULL CHECK (phase IN ('betting', 'drawing', 'result')),
  betting_ends_at  timestamptz NOT NULL,
  server_seed      text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  commitment       text NOT NULL CHECK (commitment ~ '^[0-9a-f]{64}$'),
  client_seed      text NOT NULL,
  outcome          jsonb,
  draw_at          timestamptz,
  result_at        timestamptz
);
CREATE INDEX table_rounds_stream ON table_rounds (family, stream, id DESC);

CREATE TABLE table_bets (
  id          bigserial PRIMARY KEY,
  round_id    bigint NOT NULL REFERENCES table_rounds (id),
  session_id  text NOT NULL REFERENCES sessions (id),
  player_id   bigint NOT NULL,
  game_id     integer NOT NULL,
  kind        text NOT NULL,
  amount      bigint NOT NULL CHECK (amount > 0),
  status      text NOT NULL CHECK (status IN ('pending', 'placed', 'refused', 'rolled_back')),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX table_bets_round ON table_bets (round_id, player_id);
CREATE INDEX table_bets_pending ON table_bets (created_at) WHERE status = 'pending';

-- One settlement per player and round: the win (0 for a loss) that closes the player's part.
CREATE TABLE table_settlements (
  round_id    bigint NOT NULL REFERENCES table_rounds (id),
  player_id   bigint NOT NULL,
  session_id  text NOT NULL REFERENCES sessions (id),
  win         bigint NOT NULL CHECK (win >= 0),
  settled     boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (round_id, player_id)
);
CREATE INDEX table_settlements_unsettled ON table_settlements (round_id) WHERE NOT settled;
