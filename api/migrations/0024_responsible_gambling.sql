-- Responsible gambling: limits, time-outs, self-exclusion and the record of every change
-- (rules in docs/responsible-gambling.md).
--
-- Limits hold only the value in force; what a limit has used is never stored but summed from the
-- ledger over a rolling window each time it is needed (rg_used), so nothing can drift. A raise or
-- a removal waits in rg_limit_requests for its 24-hour cooling-off and the player's confirmation.
-- A player with any limit or exclusion is flagged (players.rg_guarded), so the bet hot path of
-- everyone else pays nothing for the checks.

ALTER TABLE players ADD COLUMN rg_guarded boolean NOT NULL DEFAULT false;

CREATE TABLE rg_limits (
  player_id  bigint NOT NULL REFERENCES players (id),
  kind       text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager')),
  period     text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount     bigint NOT NULL CHECK (amount >= 0),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (player_id, kind, period)
);

-- A raise (new_amount above the current) or a removal (new_amount NULL) waiting for its
-- cooling-off; at most one open request per limit.
CREATE TABLE rg_limit_requests (
  id             bigserial PRIMARY KEY,
  player_id      bigint NOT NULL REFERENCES players (id),
  kind           text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager')),
  period         text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  new_amount     bigint CHECK (new_amount >= 0),
  requested_at   timestamptz NOT NULL,
  confirmable_at timestamptz NOT NULL,
  closed_at      timestamptz,
  outcome        text CHECK (outcome IN ('confirmed', 'replaced', 'cancelled')),
  CHECK ((closed_at IS NULL) = (outcome IS NULL))
);
CREATE UNIQUE INDEX rg_limit_requests_open_key ON rg_limit_requests (player_id, kind, period)
  WHERE closed_at IS NULL;

-- A time-out ends by itself at ends_at. A self-exclusion stays in force after its term until the
-- player asked for its end (end_requested_at) and 24 hours more have passed (end_effective_at);
-- a permanent one (ends_at NULL) ends only by the operator.
CREATE TABLE rg_exclusions (
  id               bigserial PRIMARY KEY,
  player_id        bigint NOT NULL REFERENCES players (id),
  kind             text NOT NULL CHECK (kind IN ('timeout', 'self_exclusion')),
  duration         text NOT NULL CHECK (duration IN ('24h', '7d', '30d', '6w', '6m', '1y', '5y', 'permanent')),
  started_at       timestamptz NOT NULL,
  ends_at          timestamptz,
  end_requested_at timestamptz,
  end_effective_at timestamptz,
  ended_at         timestamptz,
  ended_by         text,
  CHECK (kind = 'self_exclusion' OR ends_at IS NOT NULL)
);
CREATE INDEX rg_exclusions_player_idx ON rg_exclusions (player_id, started_at DESC);

-- Every change of a limit, an exclusion or a setting: who, when, old, new, effective at.
CREATE TABLE rg_changes (
  id           bigserial PRIMARY KEY,
  player_id    bigint NOT NULL REFERENCES players (id),
  actor        text NOT NULL,
  at           timestamptz NOT NULL,
  subject      text NOT NULL,
  old_value    text,
  new_value    text,
  effective_at timestamptz
);
CREATE INDEX rg_changes_player_idx ON rg_changes (player_id, at DESC, id DESC);

CREATE TABLE rg_settings (
  player_id              bigint PRIMARY KEY REFERENCES players (id),
  reality_check_minutes  integer CHECK (reality_check_minutes BETWEEN 1 AND 1440),
  -- The choice at the prompt to set limits before the first deposit: 'set' or 'skipped'.
  limits_prompt          text CHECK (limits_prompt IN ('set', 'skipped')),
  limits_prompt_at       timestamptz
);

-- The length of a limit's rolling window.
CREATE FUNCTION rg_window(p_period text) RETURNS interval LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_period WHEN 'day' THEN interval '24 hours' WHEN 'week' THEN interval '7 days'
                       ELSE interval '1 month' END
$$;

-- What a limit of this kind has used in (p_since, p_until], from the ledger: gross deposits;
-- stakes (bets less the bets rolled back); losses (stakes less wins and jackpot wins, never
-- below zero). Deposits still pending at a payment provider count too: they may yet be credited.
CREATE FUNCTION rg_used(p_player bigint, p_kind text, p_since timestamptz, p_until timestamptz)
RETURNS bigint LANGUAGE sql STABLE AS $$
  WITH moves AS (
    SELECT coalesce(sum(amount) FILTER (WHERE kind = 'deposit'), 0) AS deposits,
           coalesce(sum(amount) FILTER (WHERE kind = 'bet'), 0)
             - coalesce(sum(amount) FILTER (WHERE kind = 'rollback'), 0) AS stakes,
           coalesce(sum(amount) FILTER (WHERE kind IN ('win', 'jackpot')), 0) AS wins
      FROM wallet_transactions
     WHERE player_id = p_player AND created_at > p_since AND created_at <= p_until
       AND kind IN ('deposit', 'bet', 'rollback', 'win', 'jackpot')
  )
  SELECT (CASE p_kind
            WHEN 'deposit' THEN deposits + (SELECT coalesce(sum(amount), 0) FROM payment_deposits
                                             WHERE player_id = p_player AND status = 'pending'
                                               AND created_at > p_since AND created_at <= p_until)
            WHEN 'wager' THEN stakes
            ELSE greatest(stakes - wins, 0)
          END)::bigint
    FROM moves
$$;

-- The exclusion in force at p_now, if any (see rg_exclusions).
CREATE FUNCTION rg_exclusion_in_force(p_player bigint, p_now timestamptz)
RETURNS rg_exclusions LANGUAGE sql STABLE AS $$
  SELECT * FROM rg_exclusions
   WHERE player_id = p_player AND ended_at IS NULL AND started_at <= p_now
     AND CASE kind
           WHEN 'timeout' THEN ends_at > p_now
           ELSE end_effective_at IS NULL OR end_effective_at > p_now
         END
   ORDER BY started_at DESC LIMIT 1
$$;

-- Why this player may not stake p_amount at p_now, or NULL: an exclusion in force, or the
-- strictest wager or loss limit the stake would pass. The caller holds the player's cash account
-- lock (as every movement of that account does), so two racing stakes are counted one after the
-- other and cannot both pass the last dinar of a limit.
CREATE FUNCTION rg_bet_refusal(p_player bigint, p_amount bigint, p_now timestamptz)
RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_exclusion rg_exclusions;
  v_limit record;
  v_left bigint;
  v_tightest record;
  v_tightest_left bigint;
BEGIN
  v_exclusion := rg_exclusion_in_force(p_player, p_now);
  IF v_exclusion.id IS NOT NULL THEN
    RETURN jsonb_build_object('status', 'player_excluded', 'exclusion', v_exclusion.kind,
                              'until', v_exclusion.ends_at);
  END IF;
  FOR v_limit IN SELECT kind, period, amount FROM rg_limits
                  WHERE player_id = p_player AND kind IN ('wager', 'loss') LOOP
    v_left := greatest(v_limit.amount
                       - rg_used(p_player, v_limit.kind, p_now - rg_window(v_limit.period), p_now), 0);
    IF v_left < p_amount AND (v_tightest_left IS NULL OR v_left < v_tightest_left) THEN
      v_tightest := v_limit;
      v_tightest_left := v_left;
    END IF;
  END LOOP;
  IF v_tightest_left IS NOT NULL THEN
    RETURN jsonb_build_object('status', 'limit_reached', 'limit_kind', v_tightest.kind,
                              'limit_period', v_tightest.period, 'remaining', v_tightest_left);
  END IF;
  RETURN NULL;
END $$;

-- Locks the player's cash account as every movement of it does, and flags the player as guarded,
-- before a rule of theirs changes: a stake is then judged either wholly before or wholly after
-- the change. The API may not lock ledger rows itself; this entry point does only that.
CREATE FUNCTION rg_lock_player(p_player bigint) RETURNS void LANGUAGE plpgsql
SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
  PERFORM 1 FROM accounts WHERE player_id = p_player AND kind = 'cash' FOR UPDATE;
  UPDATE players SET rg_guarded = true WHERE id = p_player AND NOT rg_guarded;
END $$;
