/**
 * The first tiles of a list are the page's largest paint (the previews' LCP): they are fetched at
 * once, not when the browser's lazy loading has laid them out, and the first one first.
 */
import type { Game } from '@casino/shared/api';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from '@rstest/core';
import { GameTile, initialsOf, type GameTileProps } from './game-tile';

const game = {
  game_id: 7,
  name: 'Sweet Bonanza',
  provider_name: 'Pragmatic Play',
  image: '/games/7.svg',
  is_favorite: false,
} as unknown as Game;

const props: GameTileProps = {
  game,
  mobile: false,
  labels: { play: 'Play', addFavourite: 'Add', removeFavourite: 'Remove', openDetail: 'Open' },
  onPlay: () => undefined,
  onFavourite: () => undefined,
  onOpen: () => undefined,
};

function imageOf(markup: string): HTMLImageElement {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  return holder.querySelector('img') as HTMLImageElement;
}

describe('GameTile image priority', () => {
  it('is lazy by default (a tile below the fold)', () => {
    const image = imageOf(renderToStaticMarkup(<GameTile {...props} />));
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('fetchpriority')).toBeNull();
  });

  it('is fetched at once when the tile is in the first view, on both layouts', () => {
    for (const mobile of [false, true]) {
      const image = imageOf(
        renderToStaticMarkup(<GameTile {...props} mobile={mobile} priority="eager" />),
      );
      expect(image.getAttribute('loading')).toBeNull();
      expect(image.getAttribute('fetchpriority')).toBeNull();
    }
  });

  it('is asked for first when it is the page’s largest paint candidate', () => {
    const image = imageOf(renderToStaticMarkup(<GameTile {...props} priority="high" />));
    expect(image.getAttribute('loading')).toBeNull();
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });
});

describe('GameTile placeholder', () => {
  it('lies under the picture with the game’s initials, hidden from assistive technology', () => {
    for (const mobile of [false, true]) {
      const holder = document.createElement('div');
      holder.innerHTML = renderToStaticMarkup(<GameTile {...props} mobile={mobile} />);
      const placeholder = holder.querySelector('.cs-tile__placeholder')!;
      expect(placeholder.textContent).toBe('SB');
      expect(placeholder.getAttribute('aria-hidden')).toBe('true');
      // Drawn before the picture, so the picture covers it once it has loaded.
      expect(placeholder.nextElementSibling?.tagName).toBe('IMG');
    }
  });

  it('takes up to two initials of letters or digits', () => {
    expect(initialsOf('Crazy Time')).toBe('CT');
    expect(initialsOf('Book of Ra Deluxe')).toBe('BO');
    expect(initialsOf('777 - Fire')).toBe('7F');
    expect(initialsOf('aviator')).toBe('A');
  });
});
