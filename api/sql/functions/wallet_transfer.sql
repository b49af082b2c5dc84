-- wallet_transfer: the one definition of this ledger function (last changed by 0004_wallet_functions.sql).
-- Applied as a repeatable migration whenever this file changes (src/db/migrate.ts), as the owner,
-- before migrations/privileges.sql. A change of arguments or result type needs a DROP FUNCTION first.
--
-- Operator and platform movements: deposit, withdrawal, cashback, bonus transfer, jackpot.
-- p_from/p_to name accounts as 'cash', 'bonus' or 'house:<purpose>'.
CREATE OR REPLACE FUNCTION wallet_transfer(p_source text, p_reference text, p_kind text, p_request_hash text,
                                p_player_id bigint, p_from text, p_to text, p_amount bigint)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_seen record;
  v_from bigint;
  v_to bigint;
  v_move record;
  v_cash bigint;
  v_bonus bigint;
BEGIN
  SELECT kind, request_hash, result INTO v_seen FROM wallet_transactions
   WHERE source = p_source AND reference = p_reference;
  IF FOUND THEN
    RETURN wallet_replay(v_seen.kind, v_seen.request_hash, v_seen.result, p_request_hash);
  END IF;
  v_from := CASE WHEN p_from LIKE 'house:%' THEN house_account(substr(p_from, 7), p_player_id)
                 ELSE (SELECT id FROM accounts WHERE player_id = p_player_id AND kind = p_from) END;
  v_to := CASE WHEN p_to LIKE 'house:%' THEN house_account(substr(p_to, 7), p_player_id)
               ELSE (SELECT id FROM accounts WHERE player_id = p_player_id AND kind = p_to) END;
  IF v_from IS NULL OR v_to IS NULL THEN
    RETURN jsonb_build_object('status', 'unknown_player');
  END IF;
  SELECT * INTO v_move FROM wallet_move(v_from, v_to, p_amount, p_from LIKE 'house:%');
  IF v_move.from_after IS NULL THEN
    RETURN jsonb_build_object('status', 'insufficient_funds',
                              'balance', (SELECT balance FROM accounts WHERE id = v_from));
  END IF;
  v_cash := CASE WHEN p_from = 'cash' THEN v_move.from_after WHEN p_to = 'cash' THEN v_move.to_after
                 ELSE (SELECT balance FROM accounts WHERE player_id = p_player_id AND kind = 'cash') END;
  v_bonus := CASE WHEN p_from = 'bonus' THEN v_move.from_after WHEN p_to = 'bonus' THEN v_move.to_after
                  ELSE (SELECT balance FROM accounts WHERE player_id = p_player_id AND kind = 'bonus') END;
  RETURN wallet_record(p_source, p_reference, p_kind, p_request_hash, p_player_id, p_amount, NULL, NULL,
                       v_from, v_to, v_move.from_after, v_move.to_after,
                       jsonb_build_object('balance', v_cash, 'bonus', v_bonus, 'amount', p_amount));
END $$;
