-- The sportsbook's own book: sessions opened from the platform's launch tokens, events with their
-- model and live state, bets and their legs. Money is integer millimes; odds are hundredths.

CREATE TABLE sessions (
  id text PRIMARY KEY,
  wallet_token text NOT NULL,
  player_id integer NOT NULL,
  username text NOT NULL,
  currency text NOT NULL,
  lang text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_player ON sessions (player_id);

CREATE TABLE events (
  id bigserial PRIMARY KEY,
  sport text NOT NULL CHECK (sport IN ('football', 'basketball', 'tennis')),
  league text NOT NULL,
  home text NOT NULL,
  away text NOT NULL,
  starts_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'live', 'finished', 'abandoned')),
  params jsonb NOT NULL,
  state jsonb NOT NULL,
  -- The final result (null while playing and for an abandoned event).
  result jsonb,
  -- Minute (or point) at which the event will be abandoned, drawn at creation; null: played out.
  abandon_at integer,
  ended_at timestamptz,
  settled boolean NOT NULL DEFAULT false
);
CREATE INDEX events_open ON events (status, starts_at) WHERE status IN ('scheduled', 'live');
CREATE INDEX events_ended ON events (ended_at DESC) WHERE status IN ('finished', 'abandoned');
CREATE INDEX events_unsettled ON events (id) WHERE settled = false AND status IN ('finished', 'abandoned');

CREATE TABLE bets (
  id text PRIMARY KEY,
  player_id integer NOT NULL,
  session_id text NOT NULL REFERENCES sessions (id),
  wallet_token text NOT NULL,
  -- The client's key for this placement: a repeated request finds the same bet.
  request_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('single', 'multi')),
  stake bigint NOT NULL CHECK (stake > 0),
  odds integer NOT NULL CHECK (odds >= 100),
  potential bigint NOT NULL,
  -- pending: wallet not yet answered; open: stake taken; refused: the wallet said no (never stands);
  -- won / lost / void: settled; cashed_out: paid early; rolled_back: stake given back unplayed.
  status text NOT NULL CHECK (status IN ('pending', 'open', 'refused', 'won', 'lost', 'void', 'cashed_out', 'rolled_back')),
  payout bigint,
  -- The win has been confirmed by the wallet (or the bet needs none).
  paid boolean NOT NULL DEFAULT false,
  placed_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (player_id, request_id)
);
CREATE INDEX bets_player ON bets (player_id, placed_at DESC);
CREATE INDEX bets_unpaid ON bets (settled_at) WHERE paid = false AND status IN ('won', 'lost', 'void', 'cashed_out');
CREATE INDEX bets_pending ON bets (placed_at) WHERE status = 'pending';

CREATE TABLE bet_legs (
  bet_id text NOT NULL REFERENCES bets (id),
  idx smallint NOT NULL,
  event_id bigint NOT NULL REFERENCES events (id),
  market text NOT NULL,
  outcome text NOT NULL,
  odds integer NOT NULL CHECK (odds >= 100),
  result text CHECK (result IN ('win', 'lose', 'push', 'void')),
  PRIMARY KEY (bet_id, idx)
);
CREATE INDEX bet_legs_event ON bet_legs (event_id) WHERE result IS NULL;
