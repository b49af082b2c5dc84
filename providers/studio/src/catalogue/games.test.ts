import { describe, expect, it } from '@rstest/core';
import { GAMES, tableFamilyOf } from './games';
import listed from './platform-games.json' with { type: 'json' };

describe('live tables', () => {
  it('play the game their name names', () => {
    const tables = listed.filter((game) => game.type === 2);
    expect(tables.length).toBe(60);
    for (const table of tables) {
      const family = tableFamilyOf(table.name);
      expect({ name: table.name, family: family ?? 'none' }).not.toEqual({
        name: table.name,
        family: 'none',
      });
      expect({ name: table.name, engine: GAMES.get(table.game_id)?.engine }).toEqual({
        name: table.name,
        engine: family,
      });
    }
  });

  it('reads each family from the words of a name', () => {
    expect(tableFamilyOf('Grand Blackjack')).toBe('blackjack');
    expect(tableFamilyOf('Speed Baccarat')).toBe('baccarat');
    expect(tableFamilyOf('Turbo Dragon Tiger')).toBe('dragon-tiger');
    expect(tableFamilyOf('Golden Poker')).toBe('poker');
    expect(tableFamilyOf('Mega Sic Bo')).toBe('sic-bo');
    expect(tableFamilyOf('First Person Andar Bahar')).toBe('andar-bahar');
    expect(tableFamilyOf('Tunis Money Drop')).toBe('money-wheel');
    expect(tableFamilyOf('Golden Dream Wheel')).toBe('money-wheel');
    expect(tableFamilyOf('VIP Crazy Coins')).toBe('money-wheel');
    expect(tableFamilyOf('Immersive Roulette')).toBe('roulette');
    expect(tableFamilyOf('Lucky Dice')).toBeUndefined();
  });
});
