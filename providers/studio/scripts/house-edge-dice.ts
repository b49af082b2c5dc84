/**
 * Prints the exact return and house edge of every bet of Sic Bo, Andar Bahar and the three money
 * wheels (fractions and percentages cut to two decimals): `pnpm --filter @casino/studio house-edge:dice`.
 */
import { andarBaharEdges } from '../src/tables/andar-bahar/edge';
import { type BetEdge, percentCut } from '../src/tables/exact-ratio';
import { LAYOUTS } from '../src/tables/money-wheel/rules';
import { wheelEdges } from '../src/tables/money-wheel/edge';
import { sicBoEdges } from '../src/tables/sic-bo/edge';

function print(family: string, edges: BetEdge[]): void {
  console.log(`\n${family}`);
  for (const { bet, rtp, edge } of edges)
    console.log(
      `  ${bet.padEnd(28)} RTP ${percentCut(rtp).padStart(6)} %  edge ${percentCut(edge).padStart(5)} %  (RTP ${rtp.num}/${rtp.den})`,
    );
}

print('sic-bo', sicBoEdges());
print('andar-bahar', andarBaharEdges());
for (const layout of Object.values(LAYOUTS))
  print(`money-wheel ${layout.theme}`, wheelEdges(layout));
