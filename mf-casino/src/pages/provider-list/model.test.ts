import type { Game, Provider } from '@casino/shared/api';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from '@rstest/core';
import {
  $hasMore,
  $providers,
  $sections,
  fetchProviderPageFx,
  fetchSectionFx,
  loadMoreClicked,
  ProviderListGate,
} from './model';

const provider = (id: number): Provider => ({ pro_id: id, id, Alias: `P${id}`, Image: '' });
const game = (id: number, providerId: number): Game => ({
  game_id: id,
  name: `G${id}`,
  image: '',
  provider_id: providerId,
  provider_name: `P${providerId}`,
  type: 1,
  is_favorite: false,
});

describe('provider list', () => {
  it('loads providers three at a time while the last page was full, each with its 12 games', async () => {
    const all = [1, 2, 3, 4].map(provider);
    const pages: number[] = [];
    const sections: number[] = [];
    const scope = fork({
      handlers: [
        [
          fetchProviderPageFx,
          async ({ pageIndex }: { pageIndex: number }) => (
            pages.push(pageIndex),
            all.slice((pageIndex - 1) * 3, pageIndex * 3)
          ),
        ],
        [
          fetchSectionFx,
          async ({ providerId }: { providerId: number }) => (
            sections.push(providerId),
            [game(providerId * 100, providerId)]
          ),
        ],
      ],
    });
    await allSettled(ProviderListGate.open, { scope, params: { type: 1 } });
    expect(scope.getState($providers).map((p) => p.pro_id)).toEqual([1, 2, 3]);
    expect(scope.getState($hasMore)).toBe(true);
    expect(Object.keys(scope.getState($sections))).toEqual(['1', '2', '3']);
    await allSettled(loadMoreClicked, { scope });
    expect(scope.getState($providers)).toHaveLength(4);
    expect(scope.getState($hasMore)).toBe(false);
    await allSettled(loadMoreClicked, { scope });
    expect(pages).toEqual([1, 2]);
    expect(sections.sort()).toEqual([1, 2, 3, 4]);
    expect(scope.getState($sections)[4]).toEqual([game(400, 4)]);
  });
});
