-- Progressive jackpot pools of the jackpot provider's games. `amount_units` and `hit_at_units` in
-- millionths of a millime, so a share of every bet (bet × parts per million) adds exactly; `hit_at`
-- is the secret level, drawn uniformly in (seed, must_hit_by] at each (re)seed, at which it pays.
CREATE TABLE jackpot_pools (
  tier          text PRIMARY KEY CHECK (tier IN ('Diamond', 'Golden', 'Silver', 'Bronze')),
  amount_units  bigint NOT NULL,
  seed          bigint NOT NULL CHECK (seed > 0),
  must_hit_by   bigint NOT NULL,
  hit_at_units  bigint NOT NULL,
  share_ppm     integer NOT NULL CHECK (share_ppm > 0),
  CHECK (must_hit_by > seed)
);

CREATE TABLE jackpot_wins (
  id          bigserial PRIMARY KEY,
  tier        text NOT NULL,
  amount      bigint NOT NULL CHECK (amount > 0),
  player_id   bigint NOT NULL,
  username    text NOT NULL,
  game_id     integer NOT NULL,
  round_ref   text NOT NULL,
  won_at      timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE slot_rounds ADD COLUMN jackpot jsonb;
