/** Prematch is /sport (and /prematch), live is /live. */
import { Suspense } from 'react';
import { AppRouter, Route, Routes } from '@casino/shared/router';
import { ComingSoonPage } from './pages/coming-soon';
import { SportPage } from './pages/sport';

export function SportRoutes() {
  return (
    <Suspense fallback={null}>
      <AppRouter>
        <Routes>
          <Route path="/sport/*" element={<SportPage view="prematch" />} />
          <Route path="/prematch/*" element={<SportPage view="prematch" />} />
          <Route path="/live/*" element={<SportPage view="live" />} />
          <Route path="*" element={<ComingSoonPage />} />
        </Routes>
      </AppRouter>
    </Suspense>
  );
}
