-- Blackjack: one round at a time per player and table, played by the player's own decisions.
-- A round's row exists before its bet ('ready'), holding the server seed whose SHA-256 the page
-- shows before the player bets; the seed is revealed once the round is over.
CREATE TABLE blackjack_rounds (
  id           bigserial PRIMARY KEY,
  session_id   text NOT NULL REFERENCES sessions (id),
  player_id    bigint NOT NULL,
  game_id      integer NOT NULL,
  server_seed  text NOT NULL,
  commitment   text NOT NULL,
  client_seed  text,
  status       text NOT NULL
               CHECK (status IN ('ready', 'betting', 'playing', 'finished', 'settled', 'refused', 'void')),
  bet          bigint CHECK (bet > 0),
  state        jsonb,
  win          bigint CHECK (win >= 0),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
-- At most one round not yet decided per player and table: a second deal cannot start beside it.
CREATE UNIQUE INDEX blackjack_rounds_one_open ON blackjack_rounds (player_id, game_id)
  WHERE status IN ('ready', 'betting', 'playing');
CREATE INDEX blackjack_rounds_recovery ON blackjack_rounds (status, updated_at)
  WHERE status IN ('betting', 'playing', 'finished');

-- Every stake of a round is its own wallet bet: the bet, a double, the split hand, insurance.
CREATE TABLE blackjack_stakes (
  id          bigserial PRIMARY KEY,
  round_id    bigint NOT NULL REFERENCES blackjack_rounds (id),
  kind        text NOT NULL CHECK (kind IN ('bet', 'double', 'split', 'insurance')),
  amount      bigint NOT NULL CHECK (amount > 0),
  status      text NOT NULL CHECK (status IN ('pending', 'placed', 'refused', 'rolled_back')),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blackjack_stakes_round ON blackjack_stakes (round_id);
CREATE INDEX blackjack_stakes_pending ON blackjack_stakes (created_at) WHERE status = 'pending';
