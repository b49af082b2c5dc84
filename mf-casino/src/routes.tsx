import type { GameType } from '@casino/shared/api';
import { lazy, Suspense } from 'react';
import { AppRouter, Navigate, Route, Routes, useLocation } from '@casino/shared/router';
import { readOpenGameState } from './entities/game';
import { FullPageGame } from './features/full-page-game';
import { GameListPage } from './pages/game-list';
import { PRAGMATIC_PROVIDER } from './pages/game-list/pragmatic';
import { ProviderListPage } from './pages/provider-list';

// The launcher is only needed once a game is played; the lists do not carry it.
const PlayGamePage = lazy(() =>
  import('./pages/play-game').then((module) => ({ default: module.PlayGamePage })),
);

function PlayGame() {
  const location = useLocation();
  // A new navigation to play_game (another game) must start a fresh launch.
  return <PlayGamePage key={location.key} />;
}

/** The preview route is the list, or a game full page when navigation asked for one (mobile). */
function Preview({ type, titleKey }: { type: GameType; titleKey: string }) {
  useLocation();
  // The server (a first view) draws the list: a page opens on a game only by navigation.
  const openGame = typeof window === 'undefined' ? null : readOpenGameState(window.history.state);
  return openGame ? (
    <FullPageGame game={openGame} />
  ) : (
    <GameListPage type={type} titleKey={titleKey} />
  );
}

const sections: { path: string; type: GameType; titleKey: string }[] = [
  { path: '/casino', type: 1, titleKey: 'title.casino' },
  { path: '/live_casino', type: 2, titleKey: 'title.liveCasino' },
  { path: '/crash', type: 3, titleKey: 'title.crash' },
];

const OWN_PREFIXES = ['/casino', '/live_casino', '/crash', '/favorite', '/top_game', '/pragmatic'];

/**
 * An unknown path under our prefixes goes home (spec: unknown paths show the home page). Any other
 * path belongs to another application: the shell is navigating away while we are still mounted,
 * so we render nothing and never redirect (that raced the navigation to /login).
 */
function UnknownPath() {
  const { pathname } = useLocation();
  const ours = OWN_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return ours ? <Navigate to="/" replace /> : null;
}

export function CasinoRoutes() {
  return (
    <Suspense fallback={null}>
      <AppRouter>
        <Routes>
          {sections.map(({ path, type, titleKey }) => [
            // The index is the provider-list variant (desktop menu); the preview is the filterable list (mobile menu, 'All' links).
            <Route
              key={`${path}-index`}
              path={path}
              element={<ProviderListPage type={type} titleKey={titleKey} />}
            />,
            <Route
              key={`${path}-preview`}
              path={`${path}/preview`}
              element={<Preview type={type} titleKey={titleKey} />}
            />,
            <Route key={`${path}-play`} path={`${path}/play_game`} element={<PlayGame />} />,
          ])}
          <Route
            path="/favorite"
            element={<GameListPage type={1} titleKey="title.favorite" favouritesRoute />}
          />
          <Route path="/top_game" element={<GameListPage type={2} titleKey="title.topGames" />} />
          <Route
            path="/pragmatic"
            element={
              <GameListPage
                type={1}
                titleKey="title.pragmatic"
                defaultProviderId={PRAGMATIC_PROVIDER}
              />
            }
          />
          <Route path="*" element={<UnknownPath />} />
        </Routes>
      </AppRouter>
    </Suspense>
  );
}
