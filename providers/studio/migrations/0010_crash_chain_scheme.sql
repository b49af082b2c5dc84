-- Crash chains now follow bustabit's current scheme: SHA-256 and HMAC of the game hash's 32 bytes
-- ('bytes'). Chains made before hashed its 64-character hex text ('hex-text'); they keep that
-- scheme, so every round already played still verifies against what was published for it.
ALTER TABLE crash_chains
  ADD COLUMN scheme text NOT NULL DEFAULT 'hex-text' CHECK (scheme IN ('hex-text', 'bytes'));
ALTER TABLE crash_chains ALTER COLUMN scheme SET DEFAULT 'bytes';

-- A legacy chain plays no further round: it ends at its last played round, so the leader starts a
-- bytes chain (published before its first round) for the next one. Its unplayed hashes were never
-- revealed and are dropped; a legacy chain that never played a round is dropped whole.
DELETE FROM crash_hashes h USING crash_chains c
 WHERE h.chain_id = c.id AND c.scheme = 'hex-text'
   AND NOT EXISTS (SELECT 1 FROM crash_rounds r WHERE r.chain_id = c.id);
DELETE FROM crash_chains c
 WHERE c.scheme = 'hex-text' AND NOT EXISTS (SELECT 1 FROM crash_rounds r WHERE r.chain_id = c.id);
UPDATE crash_chains c
   SET length = COALESCE((SELECT max(idx) FROM crash_rounds r WHERE r.chain_id = c.id), 0)
 WHERE scheme = 'hex-text';
DELETE FROM crash_hashes h USING crash_chains c
 WHERE h.chain_id = c.id AND c.scheme = 'hex-text' AND h.idx > c.length;
