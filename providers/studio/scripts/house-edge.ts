/**
 * Prints every table bet's exact RTP and house edge, family by family (the computations of
 * `src/tables/edges/registry.ts`), and checks each against its published range. Exits 1 when a
 * figure is out of its range.
 *
 *   pnpm --filter @casino/studio house-edge [family ...]
 */
import type { TableFamily } from '../src/catalogue/games';
import { edgePercent, rtpOf, rtpPercent } from '../src/tables/exact-ratio';
import { edgesOf, HOUSE_EDGES } from '../src/tables/edges/registry';

const only = process.argv.slice(2);
let failures = 0;
console.log(
  'family         bet                      RTP %    edge %   exact RTP              published',
);
for (const family of HOUSE_EDGES.keys()) {
  if (only.length > 0 && !only.includes(family)) continue;
  const started = performance.now();
  for (const edge of edgesOf(family as TableFamily)!) {
    const rtp = rtpOf(edge);
    const inRange = rtp >= edge.published[0] && rtp <= edge.published[1];
    if (!inRange) failures++;
    console.log(
      [
        family.padEnd(14),
        edge.kind.padEnd(24),
        rtpPercent(edge).padStart(6),
        edgePercent(edge).padStart(8),
        `  ${(rtp * 100).toFixed(6)} %`.padEnd(22),
        `${(edge.published[0] * 100).toFixed(2)}–${(edge.published[1] * 100).toFixed(2)} %`,
        inRange ? '' : '  OUT OF RANGE',
      ].join(' '),
    );
  }
  console.log(`${family}: ${((performance.now() - started) / 1000).toFixed(2)} s`);
}
if (failures > 0) {
  console.error(`${failures} bet(s) outside their published range`);
  process.exit(1);
}
