-- wallet_move: the one definition of this ledger function (last changed by 0004_wallet_functions.sql).
-- Applied as a repeatable migration whenever this file changes (src/db/migrate.ts), as the owner,
-- before migrations/privileges.sql. A change of arguments or result type needs a DROP FUNCTION first.
--
-- Moves p_amount between two accounts. from_after is NULL when a player account lacks the funds
-- (nothing moved then).
CREATE OR REPLACE FUNCTION wallet_move(p_from bigint, p_to bigint, p_amount bigint, p_from_is_house boolean,
                            OUT from_after bigint, OUT to_after bigint)
LANGUAGE plpgsql AS $$
BEGIN
  IF p_amount = 0 THEN
    SELECT balance INTO from_after FROM accounts WHERE id = p_from;
    SELECT balance INTO to_after FROM accounts WHERE id = p_to;
  ELSIF p_from_is_house THEN
    UPDATE accounts SET balance = balance + p_amount WHERE id = p_to RETURNING balance INTO to_after;
    UPDATE accounts SET balance = balance - p_amount WHERE id = p_from RETURNING balance INTO from_after;
  ELSE
    UPDATE accounts SET balance = balance - p_amount
     WHERE id = p_from AND balance >= p_amount RETURNING balance INTO from_after;
    IF from_after IS NULL THEN
      RETURN;
    END IF;
    UPDATE accounts SET balance = balance + p_amount WHERE id = p_to RETURNING balance INTO to_after;
  END IF;
END $$;
