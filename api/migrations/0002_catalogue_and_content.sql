CREATE TABLE providers (
  id          integer PRIMARY KEY,
  alias       text NOT NULL UNIQUE,
  image       text NOT NULL,
  types       smallint[] NOT NULL,
  sort_order  integer NOT NULL
);

CREATE TABLE categories (
  id          integer PRIMARY KEY,
  type        smallint NOT NULL CHECK (type IN (1, 2, 3)),
  name        text NOT NULL,
  sort_order  integer NOT NULL
);

CREATE TABLE games (
  id           integer PRIMARY KEY,
  name         text NOT NULL,
  provider_id  integer NOT NULL REFERENCES providers (id),
  type         smallint NOT NULL CHECK (type IN (1, 2, 3)),
  image        text NOT NULL,
  -- Lower is more popular; lists are ordered by it.
  popularity   integer NOT NULL,
  is_top       boolean NOT NULL DEFAULT false,
  palette      text NOT NULL
);
CREATE INDEX games_type_provider_idx ON games (type, provider_id);

CREATE TABLE game_categories (
  game_id      integer NOT NULL REFERENCES games (id),
  category_id  integer NOT NULL REFERENCES categories (id),
  PRIMARY KEY (game_id, category_id)
);

CREATE TABLE favourites (
  player_id   bigint NOT NULL REFERENCES players (id),
  game_id     integer NOT NULL REFERENCES games (id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, game_id)
);

CREATE TABLE banners (
  id          serial PRIMARY KEY,
  title       text NOT NULL,
  url         text NOT NULL,
  is_mobile   boolean NOT NULL,
  sort_order  integer NOT NULL
);

CREATE TABLE jackpot_pools (
  tier        text PRIMARY KEY CHECK (tier IN ('Diamond', 'Golden', 'Silver', 'Bronze')),
  amount      bigint NOT NULL CHECK (amount >= 0),
  sort_order  integer NOT NULL
);

CREATE TABLE jackpot_wins (
  id              bigserial PRIMARY KEY,
  player_id       bigint NOT NULL REFERENCES players (id),
  tier            text NOT NULL REFERENCES jackpot_pools (tier),
  amount          bigint NOT NULL CHECK (amount > 0),
  transaction_id  bigint,
  won_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jackpot_wins_time_idx ON jackpot_wins (won_at DESC);
