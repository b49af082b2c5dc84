/** The detail modal's Like row names each game it offers in text a player can read. */
import type { Game } from '@casino/shared/api';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from '@rstest/core';
import { GameDetail } from './game-detail';

const game = (game_id: number, name: string) =>
  ({
    game_id,
    name,
    provider_name: 'Studio',
    image: `/t/${game_id}.svg`,
    is_favorite: false,
  }) as unknown as Game;

function render(likeGames: Game[]): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(
    <GameDetail
      game={game(1, 'Mega Reels')}
      likeGames={likeGames}
      labels={{
        toFavourites: 'Fav',
        removeFavourite: 'Unfav',
        play: 'Play',
        like: 'Like',
        loading: '…',
      }}
      favouritePending={false}
      onPlay={() => undefined}
      onFavourite={() => undefined}
      onPick={() => undefined}
    />,
  );
  return holder;
}

describe('GameDetail Like row', () => {
  it('shows each liked game’s name as visible text in its button', () => {
    const holder = render([game(2, 'Crazy Time'), game(3, 'Speed Roulette')]);
    const buttons = [...holder.querySelectorAll('.cs-detail__like button')];
    expect(buttons.map((button) => button.textContent)).toEqual(['Crazy Time', 'Speed Roulette']);
    // The name is text, not only a label for assistive technology.
    for (const button of buttons) expect(button.getAttribute('aria-label')).toBeNull();
  });
});
