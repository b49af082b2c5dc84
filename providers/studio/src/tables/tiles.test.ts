import { describe, expect, it } from '@rstest/core';
import { gameById } from '../catalogue/games';
import { tileSvg } from '../catalogue/tiles';

describe('table tiles', () => {
  it("draws a poker table's tile as the five community cards, not a slot's symbols", () => {
    const poker = gameById(1223)!;
    expect(poker.engine).toBe('poker');
    const svg = tileSvg(poker);
    expect(svg.match(/<rect x="-42" y="-60"/g)).toHaveLength(5);
    expect(svg).toContain(poker.theme.colors[2]);
    expect(svg).not.toContain(poker.name);
  });
});
