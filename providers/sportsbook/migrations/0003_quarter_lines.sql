-- Quarter Asian handicap lines (−0.25, −0.75, …): a leg can be half won or half lost.
ALTER TABLE bet_legs DROP CONSTRAINT bet_legs_result_check;
ALTER TABLE bet_legs ADD CONSTRAINT bet_legs_result_check
  CHECK (result IN ('win', 'lose', 'push', 'void', 'half_win', 'half_lose'));
