-- Players are created by the operator (no self-registration). Usernames are stored lower-case.
CREATE TABLE players (
  id             bigserial PRIMARY KEY,
  username       text NOT NULL,
  password_hash  text NOT NULL,
  name           text NOT NULL DEFAULT '',
  surname        text NOT NULL DEFAULT '',
  currency       text NOT NULL DEFAULT 'TND',
  blocked        boolean NOT NULL DEFAULT false,
  -- One-shot jackpot notification, delivered once by UserDetails (see README).
  jackpot_state  boolean NOT NULL DEFAULT false,
  jackpot_name   text,
  jackpot_amount bigint,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT players_username_format CHECK (username ~ '^[a-z0-9_.-]{3,32}$')
);
CREATE UNIQUE INDEX players_username_key ON players (username);

-- Bearer tokens: only the SHA-256 of the opaque token is stored.
CREATE TABLE sessions (
  id          bigserial PRIMARY KEY,
  player_id   bigint NOT NULL REFERENCES players (id),
  token_hash  bytea NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX sessions_player_idx ON sessions (player_id);

-- Failed logins per username and per client address, shared by every API instance.
CREATE TABLE login_throttle (
  scope             text NOT NULL CHECK (scope IN ('username', 'address')),
  key               text NOT NULL,
  failures          integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL DEFAULT now(),
  locked_until      timestamptz,
  PRIMARY KEY (scope, key)
);
