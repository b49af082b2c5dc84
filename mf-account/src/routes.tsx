/**
 * The account remote's routes (docs/product.md#pages). Each screen is its own chunk so the first
 * route only downloads what it shows; /profile/* is the desktop profile area under its tab bar.
 */
import { useShellSnapshot } from '@casino/shared/events/react';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from '@casino/shared/router';
import { ProfileLayout } from './layouts/profile-layout';
import { UserPending } from './layouts/user-pending';

const DashboardPage = lazy(() =>
  import('./pages/dashboard').then((m) => ({ default: m.DashboardPage })),
);
const UserCardPage = lazy(() =>
  import('./pages/user-card').then((m) => ({ default: m.UserCardPage })),
);
const TransactionHistoryPage = lazy(() =>
  import('./pages/transaction-history').then((m) => ({ default: m.TransactionHistoryPage })),
);
const CasinoHistoryPage = lazy(() =>
  import('./pages/casino-history').then((m) => ({ default: m.CasinoHistoryPage })),
);
const SportHistoryPage = lazy(() =>
  import('./pages/sport-history').then((m) => ({ default: m.SportHistoryPage })),
);
const GamesHistoryPage = lazy(() =>
  import('./pages/games-history').then((m) => ({ default: m.GamesHistoryPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./pages/reset-password').then((m) => ({ default: m.ResetPasswordPage })),
);

/** /profile opens the dashboard on desktop and the user card on mobile (the mobile menu links to /profile). */
function ProfileIndex() {
  const { device } = useShellSnapshot();
  return device.class === 'mobile' ? (
    <UserCardPage />
  ) : (
    <Navigate to="/profile/dashboard" replace />
  );
}

export function AccountRoutes() {
  return (
    // The outer boundary waits for the translations; the inner one for a screen's chunk.
    <Suspense fallback={null}>
      <BrowserRouter>
        <Suspense fallback={<UserPending />}>
          <Routes>
            <Route path="/profile" element={<ProfileLayout />}>
              <Route index element={<ProfileIndex />} />
              <Route path="dashboard" element={<DashboardPage />} />
              <Route
                path="transaction_history"
                element={<TransactionHistoryPage variant="profile" />}
              />
              <Route
                path="games_history"
                element={<CasinoHistoryPage variant="profile" titleKey="title.gamesHistory" />}
              />
              <Route path="sport_history" element={<SportHistoryPage variant="profile" />} />
              <Route path="reset_password" element={<ResetPasswordPage variant="profile" />} />
              <Route path="*" element={<Navigate to="/profile" replace />} />
            </Route>
            <Route path="/user_card" element={<UserCardPage />} />
            <Route
              path="/transaction_history"
              element={<TransactionHistoryPage variant="screen" />}
            />
            <Route
              path="/casino_history"
              element={<CasinoHistoryPage variant="screen" titleKey="title.casinoHistory" />}
            />
            <Route path="/sport_history" element={<SportHistoryPage variant="screen" />} />
            <Route path="/games_history" element={<GamesHistoryPage variant="screen" />} />
            <Route path="/reset_password" element={<ResetPasswordPage variant="screen" />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </Suspense>
  );
}
