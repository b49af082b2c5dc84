import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from '@casino/shared/router';
import { CONTENT_PAGES, ContentPage } from './pages/content';
import { HomePage } from './pages/home';

export function HomeRoutes() {
  return (
    <Suspense fallback={null}>
      <BrowserRouter>
        <Routes>
          {CONTENT_PAGES.map((page) => (
            <Route key={page} path={`/${page}`} element={<ContentPage page={page} />} />
          ))}
          {/* Home, and every path no other application claims (spec: unknown paths show home). */}
          <Route path="*" element={<HomePage />} />
        </Routes>
      </BrowserRouter>
    </Suspense>
  );
}
