-- Game and sportsbook sessions end with the login that opened them: a logout ends those of its
-- login session; a password change, the operator's revocation or a block ends all the player's.
-- An ended session's launch token can no longer be redeemed and its new bets are refused
-- (`session_ended`), while wins and rollbacks of its open rounds still settle. Sessions opened
-- before this migration (and by the operator's CLI) name no login session.
ALTER TABLE game_sessions ADD COLUMN login_session_id bigint, ADD COLUMN ended_at timestamptz;
CREATE INDEX game_sessions_login_session_idx ON game_sessions (login_session_id)
  WHERE login_session_id IS NOT NULL;
CREATE INDEX game_sessions_player_idx ON game_sessions (player_id);
