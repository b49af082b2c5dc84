/**
 * The account remote's routes (docs/product.md#pages). Each screen is its own chunk so the first
 * route only downloads what it shows; /profile/* is the desktop profile area under its tab bar.
 */
import { useShellSnapshot } from '@casino/shared/events/react';
import { lazy, Suspense } from 'react';
import { AppRouter, Navigate, Route, Routes } from '@casino/shared/router';
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
const RealityCheckPage = lazy(() =>
  import('./pages/reality-check').then((m) => ({ default: m.RealityCheckPage })),
);
const DepositPage = lazy(() => import('./pages/deposit').then((m) => ({ default: m.DepositPage })));
const WithdrawPage = lazy(() =>
  import('./pages/withdraw').then((m) => ({ default: m.WithdrawPage })),
);
const LimitsPage = lazy(() => import('./pages/limits').then((m) => ({ default: m.LimitsPage })));
const TimeOutPage = lazy(() =>
  import('./pages/time-out').then((m) => ({ default: m.TimeOutPage })),
);
const StatementPage = lazy(() =>
  import('./pages/statement').then((m) => ({ default: m.StatementPage })),
);
const ExcludedPage = lazy(() =>
  import('./pages/excluded').then((m) => ({ default: m.ExcludedPage })),
);
const DepositReturnPage = lazy(() =>
  import('./pages/deposit-return').then((m) => ({ default: m.DepositReturnPage })),
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
      <AppRouter>
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
        </Suspense>
      </AppRouter>
    </Suspense>
  );
}
