-- A player's game session: opened when the platform's launch token is redeemed. The page URL
-- carries the session id (not the launch token, which is redeemable once), so a reload resumes.
CREATE TABLE sessions (
  id            text PRIMARY KEY,
  wallet_token  text NOT NULL,
  player_id     bigint NOT NULL,
  username      text NOT NULL,
  currency      text NOT NULL,
  game_id       integer NOT NULL,
  lang          text NOT NULL,
  expires_at    timestamptz NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- One slot round: the outcome is drawn and stored before any money moves; the wallet bet, then the
-- win, settle it. pending = bet not confirmed; refused = the platform refused the bet (never
-- played); bet_placed = win not confirmed; settled; rolled_back = the bet was refunded.
CREATE TABLE slot_rounds (
  id          text PRIMARY KEY,
  session_id  text NOT NULL REFERENCES sessions (id),
  player_id   bigint NOT NULL,
  game_id     integer NOT NULL,
  model       text NOT NULL,
  bet         bigint NOT NULL CHECK (bet > 0),
  win         bigint NOT NULL CHECK (win >= 0),
  outcome     jsonb NOT NULL,
  status      text NOT NULL CHECK (status IN ('pending', 'refused', 'bet_placed', 'settled', 'rolled_back')),
  balance     bigint,
  refusal     text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX slot_rounds_unsettled ON slot_rounds (updated_at) WHERE status IN ('pending', 'bet_placed');
CREATE INDEX slot_rounds_session ON slot_rounds (session_id, created_at DESC);
