-- Login throttling that holds against concurrent guesses and cannot be turned against players
-- (see api/README.md, "Login throttling").
--
-- * An attempt is reserved (in_flight + 1) before its password is checked and settled after, so
--   simultaneous guesses cannot all pass the limit before the first failure is written.
-- * A bucket is a username, a client address, or a (player, address) pair the player has logged
--   in from before ('pair'): a lock triggered from elsewhere does not keep a player out at home.
-- * Past the limit every failure locks with a growing delay; expires_at says when the bucket is
--   forgotten (its last failure or lock end plus the failure window), and a timer deletes it.
ALTER TABLE login_throttle DROP CONSTRAINT login_throttle_scope_check;
ALTER TABLE login_throttle ADD CONSTRAINT login_throttle_scope_check CHECK (scope IN ('username', 'address', 'pair'));
ALTER TABLE login_throttle
  ADD COLUMN in_flight integer NOT NULL DEFAULT 0 CONSTRAINT login_throttle_in_flight_check CHECK (in_flight >= 0),
  ADD COLUMN expires_at timestamptz NOT NULL DEFAULT now();
-- Rows of the old scheme keep their lock, and their failures for the old 15-minute window.
UPDATE login_throttle
   SET expires_at = greatest(locked_until, window_started_at + interval '15 minutes') + interval '15 minutes';
ALTER TABLE login_throttle DROP COLUMN window_started_at;
CREATE INDEX login_throttle_expires_idx ON login_throttle (expires_at);

-- Addresses each player has logged in from (the edge's view of the client, X-Forwarded-For from
-- trusted proxies only); forgotten after LOGIN_KNOWN_ADDRESS_DAYS.
CREATE TABLE login_known_addresses (
  player_id     bigint NOT NULL REFERENCES players (id),
  address       text NOT NULL,
  last_login_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, address)
);
CREATE INDEX login_known_addresses_last_login_idx ON login_known_addresses (last_login_at);
