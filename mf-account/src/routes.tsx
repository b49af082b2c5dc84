/**
 * The account remote's routes (docs/product.md#pages). Each screen is its own chunk so the first
 * route only downloads what it shows (`lazyScreen`); /profile/* is the desktop profile area under
 * its tab bar.
 */
import { useHydrated } from '@casino/shared/app/first-render';
import { useShellSnapshot } from '@casino/shared/events/react';
import { Suspense } from 'react';
import { AppRouter, Navigate, Route, Routes } from '@casino/shared/router';
import { lazyScreen } from './layouts/lazy-screen';
import { ProfileLayout } from './layouts/profile-layout';

const DashboardPage = lazyScreen(() => import('./pages/dashboard').then((m) => m.DashboardPage));
const UserCardPage = lazyScreen(() => import('./pages/user-card').then((m) => m.UserCardPage));
const TransactionHistoryPage = lazyScreen(() =>
  import('./pages/transaction-history').then((m) => m.TransactionHistoryPage),
);
const CasinoHistoryPage = lazyScreen(() =>
  import('./pages/casino-history').then((m) => m.CasinoHistoryPage),
);
const SportHistoryPage = lazyScreen(() =>
  import('./pages/sport-history').then((m) => m.SportHistoryPage),
);
const GamesHistoryPage = lazyScreen(() =>
  import('./pages/games-history').then((m) => m.GamesHistoryPage),
);
const ResetPasswordPage = lazyScreen(() =>
  import('./pages/reset-password').then((m) => m.ResetPasswordPage),
);
const RealityCheckPage = lazyScreen(() =>
  import('./pages/reality-check').then((m) => m.RealityCheckPage),
);
const DepositPage = lazyScreen(() => import('./pages/deposit').then((m) => m.DepositPage));
const WithdrawPage = lazyScreen(() => import('./pages/withdraw').then((m) => m.WithdrawPage));
const LimitsPage = lazyScreen(() => import('./pages/limits').then((m) => m.LimitsPage));
const TimeOutPage = lazyScreen(() => import('./pages/time-out').then((m) => m.TimeOutPage));
const StatementPage = lazyScreen(() => import('./pages/statement').then((m) => m.StatementPage));
const ExcludedPage = lazyScreen(() => import('./pages/excluded').then((m) => m.ExcludedPage));
const DepositReturnPage = lazyScreen(() =>
  import('./pages/deposit-return').then((m) => m.DepositReturnPage),
);

/**
 * /profile opens the dashboard on desktop and the user card on mobile (the mobile menu links to
 * /profile); until hydrated, the pending screen the server drew.
 */
function ProfileIndex() {
  const { device } = useShellSnapshot();
  const hydrated = useHydrated();
  if (hydrated && device.class !== 'mobile') return <Navigate to="/profile/dashboard" replace />;
  return <UserCardPage />;
}

export function AccountRoutes() {
  return (
    // The boundary waits for the translations; each screen waits for its chunk in its own.
    <Suspense fallback={null}>
      <AppRouter>
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
            {/* Responsible gambling: under the tab bar on desktop, alone with the back header
                  on a phone (reached from the user card). */}
            <Route path="limits" element={<LimitsPage />} />
            <Route path="time-out" element={<TimeOutPage />} />
            <Route path="statement" element={<StatementPage />} />
            <Route path="reality-check" element={<RealityCheckPage />} />
            <Route path="*" element={<Navigate to="/profile" replace />} />
          </Route>
          {/* The cashier: under the profile area's tab bar on desktop, alone on a phone. The
                provider sends the player back to /cashier/return (the API's return address). */}
          <Route path="/cashier" element={<ProfileLayout />}>
            <Route index element={<Navigate to="/cashier/deposit" replace />} />
            <Route path="deposit" element={<DepositPage />} />
            <Route path="withdraw" element={<WithdrawPage />} />
            <Route path="return" element={<DepositReturnPage />} />
            <Route path="*" element={<Navigate to="/cashier/deposit" replace />} />
          </Route>
          {/* A player in a time-out or self-exclusion (guests: they cannot log in), reached
                from the login form's refusal. */}
          <Route path="/excluded/withdraw" element={<ExcludedPage step="withdraw" />} />
          <Route path="/excluded/end" element={<ExcludedPage step="end" />} />
          <Route path="/excluded/*" element={<Navigate to="/excluded/withdraw" replace />} />
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
      </AppRouter>
    </Suspense>
  );
}
