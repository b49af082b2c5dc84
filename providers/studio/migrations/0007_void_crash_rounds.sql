-- A crash round its leader could not fly to its end (the studio stopped or lost its database
-- mid-flight) is void: nobody could cash out while it was away, so the bets still in play are
-- refunded through the wallet (status void, settled once the wallet has answered the refund)
-- instead of being settled as lost. Bets already cashed out stand.
ALTER TABLE crash_rounds DROP CONSTRAINT crash_rounds_phase_check;
ALTER TABLE crash_rounds
  ADD CONSTRAINT crash_rounds_phase_check CHECK (phase IN ('betting', 'running', 'crashed', 'void'));
ALTER TABLE crash_rounds ADD COLUMN voided_at timestamptz;

ALTER TABLE crash_bets DROP CONSTRAINT crash_bets_status_check;
ALTER TABLE crash_bets
  ADD CONSTRAINT crash_bets_status_check
  CHECK (status IN ('pending', 'refused', 'placed', 'cashed', 'lost', 'rolled_back', 'void'));

DROP INDEX crash_bets_unsettled;
CREATE INDEX crash_bets_unsettled ON crash_bets (created_at)
  WHERE NOT settled AND status IN ('pending', 'placed', 'cashed', 'lost', 'void');
