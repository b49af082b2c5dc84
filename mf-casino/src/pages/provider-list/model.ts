/**
 * The provider-list variant of a game list (desktop index of /casino, /live_casino, /crash):
 * one section per provider with its first 12 games, providers three at a time with Load More.
 */
import type { Game, GameType, Provider } from '@casino/shared/api';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { fetchGames, fetchProviderPage, replaceFavourite } from '../../entities/game';
import { favouriteChanged } from '../../features/game-actions';

import { PROVIDER_PAGE_SIZE, SECTION_SIZE } from './constants';

export { PROVIDER_PAGE_SIZE, SECTION_SIZE };

export type SectionGames = Game[] | 'loading' | 'failed';

export const ProviderListGate = createGate<{ type: GameType }>();
export const loadMoreClicked = createEvent();
export const retryClicked = createEvent();
export const sectionRetryClicked = createEvent<number>();

export const fetchProviderPageFx = createEffect(
  ({ type, pageIndex }: { type: GameType; pageIndex: number }) =>
    fetchProviderPage(type, pageIndex, PROVIDER_PAGE_SIZE).then((page) => page.data),
);
export const fetchSectionFx = createEffect(
  ({ type, providerId }: { type: GameType; providerId: number }) =>
    fetchGames({ type, providerId, pageIndex: 1, pageSize: SECTION_SIZE }).then(
      (page) => page.data,
    ),
);

export const $type = createStore<GameType>(1).on(ProviderListGate.open, (_, { type }) => type);
export const $providers = createStore<Provider[]>([]).reset(ProviderListGate.open);
export const $page = createStore(0).reset(ProviderListGate.open);
/** Another page exists while the last one came back full (exactly 3 providers). */
export const $hasMore = createStore(false).reset(ProviderListGate.open);
export const $failed = createStore(false).reset(ProviderListGate.open, fetchProviderPageFx);
export const $loading = fetchProviderPageFx.pending;
/**
 * Whether the page has had its providers' answer (or a failure): until then it is loading, and
 * may draw the first page the edge embedded in the page (first-page.ts).
 */
export const $answered = createStore(false)
  .on([fetchProviderPageFx.done, fetchProviderPageFx.fail], () => true)
  .reset(ProviderListGate.open);
export const $sections = createStore<Record<number, SectionGames>>({}).reset(ProviderListGate.open);

sample({
  clock: ProviderListGate.open,
  fn: ({ type }) => ({ type, pageIndex: 1 }),
  target: fetchProviderPageFx,
});
sample({
  clock: retryClicked,
  source: { type: $type, page: $page },
  fn: ({ type, page }) => ({ type, pageIndex: page + 1 }),
  target: fetchProviderPageFx,
});
sample({
  clock: loadMoreClicked,
  source: { type: $type, page: $page, hasMore: $hasMore, loading: $loading },
  filter: ({ hasMore, loading }) => hasMore && !loading,
  fn: ({ type, page }) => ({ type, pageIndex: page + 1 }),
  target: fetchProviderPageFx,
});

$providers.on(fetchProviderPageFx.doneData, (providers, page) => [
  ...providers,
  ...page.filter((next) => !providers.some((known) => known.pro_id === next.pro_id)),
]);
$page.on(fetchProviderPageFx.done, (_, { params }) => params.pageIndex);
$hasMore.on(fetchProviderPageFx.doneData, (_, page) => page.length === PROVIDER_PAGE_SIZE);
$failed.on(fetchProviderPageFx.fail, () => true);

// Each provider that arrives loads its own section.
const sectionsWanted = sample({
  clock: fetchProviderPageFx.done,
  fn: ({ params, result }) =>
    result.map((provider) => ({ type: params.type, providerId: provider.pro_id })),
});
$sections.on(sectionsWanted, (sections, wanted) => ({
  ...sections,
  ...Object.fromEntries(wanted.map(({ providerId }) => [providerId, 'loading'])),
}));
const requestSectionsFx = createEffect((wanted: { type: GameType; providerId: number }[]) =>
  Promise.all(wanted.map((one) => fetchSectionFx(one).catch(() => undefined))),
);
sample({ clock: sectionsWanted, target: requestSectionsFx });
sample({
  clock: sectionRetryClicked,
  source: $type,
  fn: (type, providerId) => ({ type, providerId }),
  target: fetchSectionFx,
});
$sections
  .on(fetchSectionFx, (sections, { providerId }) => ({ ...sections, [providerId]: 'loading' }))
  .on(fetchSectionFx.done, (sections, { params, result }) => ({
    ...sections,
    [params.providerId]: result,
  }))
  .on(fetchSectionFx.fail, (sections, { params }) => ({
    ...sections,
    [params.providerId]: 'failed',
  }))
  .on(favouriteChanged, (sections, { gameId, isFavorite }) =>
    Object.fromEntries(
      Object.entries(sections).map(([id, games]) => [
        id,
        Array.isArray(games) ? replaceFavourite(games, gameId, isFavorite) : games,
      ]),
    ),
  );
