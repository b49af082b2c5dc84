-- Casino Hold'em: one hand at a time per player and table, decided by the player (call or fold).
-- A hand's row exists before its stakes ('ready'), holding the server seed whose SHA-256 the page
-- shows before the player bets; the seed is revealed once the hand is over.
CREATE TABLE poker_rounds (
  id           bigserial PRIMARY KEY,
  session_id   text NOT NULL REFERENCES sessions (id),
  player_id    bigint NOT NULL,
  game_id      integer NOT NULL,
  server_seed  text NOT NULL,
  commitment   text NOT NULL,
  client_seed  text,
  status       text NOT NULL
               CHECK (status IN ('ready', 'betting', 'playing', 'finished', 'settled', 'refused', 'void')),
  ante         bigint CHECK (ante > 0),
  aa_bonus     bigint CHECK (aa_bonus >= 0),
  state        jsonb,
  win          bigint CHECK (win >= 0),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
-- At most one hand not yet decided per player and table: a second deal cannot start beside it.
CREATE UNIQUE INDEX poker_rounds_one_open ON poker_rounds (player_id, game_id)
  WHERE status IN ('ready', 'betting', 'playing');
CREATE INDEX poker_rounds_recovery ON poker_rounds (status, updated_at)
  WHERE status IN ('betting', 'playing', 'finished');

-- Every stake of a hand is its own wallet bet: the ante, the AA bonus, the call.
CREATE TABLE poker_stakes (
  id          bigserial PRIMARY KEY,
  round_id    bigint NOT NULL REFERENCES poker_rounds (id),
  kind        text NOT NULL CHECK (kind IN ('ante', 'bonus', 'call')),
  amount      bigint NOT NULL CHECK (amount > 0),
  status      text NOT NULL CHECK (status IN ('pending', 'placed', 'refused', 'rolled_back')),
  created_at  timestamptz NOT NULL DEFAULT now()
);
-- A hand holds each kind of stake once (a call sent twice cannot debit twice); a refused or
-- rolled-back stake may be tried again.
CREATE UNIQUE INDEX poker_stakes_once ON poker_stakes (round_id, kind)
  WHERE status IN ('pending', 'placed');
CREATE INDEX poker_stakes_pending ON poker_stakes (created_at) WHERE status = 'pending';
