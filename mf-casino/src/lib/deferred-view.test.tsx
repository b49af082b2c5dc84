/**
 * A store update reaches the tiles as a transition: after it the old tiles stay until React's
 * scheduler runs (a later task, sliced), where a plain `useUnit` read redraws them at once, in the
 * task of the update.
 */
import { createEvent, createStore } from 'effector';
import { useUnit } from 'effector-react';
import { memo } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it } from '@rstest/core';
import { useDeferredView } from './deferred-view';

const gamesSet = createEvent<string[]>();
const $games = createStore<string[]>(['a']).on(gamesSet, (_, games) => games);

const Tiles = memo(function Tiles({ games }: { games: string[] }) {
  return (
    <ul>
      {games.map((game) => (
        <li key={game}>{game}</li>
      ))}
    </ul>
  );
});

function List() {
  const games = useUnit($games);
  const view = useDeferredView({ games });
  return <Tiles games={view.games} />;
}

const microtasks = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('useDeferredView', () => {
  let root: ReturnType<typeof createRoot> | undefined;
  afterEach(() => {
    root?.unmount();
    gamesSet(['a']);
  });

  it('draws the first view at once and a store update in a later task', async () => {
    const holder = document.createElement('div');
    document.body.append(holder);
    root = createRoot(holder);
    flushSync(() => root?.render(<List />));
    expect(holder.textContent).toBe('a');

    gamesSet(['a', 'b', 'c']);
    await microtasks();
    // Without the hook the synchronous re-render has already drawn 'abc' here.
    expect(holder.textContent).toBe('a');

    for (let i = 0; i < 20 && holder.textContent !== 'abc'; i += 1) await nextTask();
    expect(holder.textContent).toBe('abc');
  });
});
