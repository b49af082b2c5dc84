-- Crash: hash chains (terminal hash and salt published before play), shared rounds, and the
-- players' bets in them. A round's hash and crash point are kept secret until it crashes.
CREATE TABLE crash_chains (
  id             serial PRIMARY KEY,
  stream         text NOT NULL,
  terminal_hash  text NOT NULL,
  salt           text NOT NULL,
  length         integer NOT NULL CHECK (length > 0),
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE crash_hashes (
  chain_id  integer NOT NULL REFERENCES crash_chains (id),
  idx       integer NOT NULL,
  hash      text NOT NULL,
  PRIMARY KEY (chain_id, idx)
);

CREATE TABLE crash_rounds (
  id               bigserial PRIMARY KEY,
  stream           text NOT NULL,
  chain_id         integer NOT NULL REFERENCES crash_chains (id),
  idx              integer NOT NULL,
  hash             text NOT NULL,
  crash_point      integer NOT NULL CHECK (crash_point >= 100),
  phase            text NOT NULL CHECK (phase IN ('betting', 'running', 'crashed')),
  betting_ends_at  timestamptz NOT NULL,
  started_at       timestamptz,
  crashed_at       timestamptz,
  UNIQUE (chain_id, idx)
);
CREATE INDEX crash_rounds_stream ON crash_rounds (stream, id DESC);

-- pending = the wallet has not confirmed the bet; placed = in play; cashed / lost = decided;
-- settled = the wallet confirmed the win (0 for a loss) that closes the player's part.
CREATE TABLE crash_bets (
  id            bigserial PRIMARY KEY,
  round_id      bigint NOT NULL REFERENCES crash_rounds (id),
  session_id    text NOT NULL REFERENCES sessions (id),
  player_id     bigint NOT NULL,
  username      text NOT NULL,
  game_id       integer NOT NULL,
  amount        bigint NOT NULL CHECK (amount > 0),
  auto_cashout  integer CHECK (auto_cashout >= 101),
  status        text NOT NULL CHECK (status IN ('pending', 'refused', 'placed', 'cashed', 'lost', 'rolled_back')),
  cashout       integer,
  win           bigint,
  settled       boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (round_id, session_id)
);
CREATE INDEX crash_bets_unsettled ON crash_bets (created_at) WHERE NOT settled AND status IN ('pending', 'placed', 'cashed', 'lost');
