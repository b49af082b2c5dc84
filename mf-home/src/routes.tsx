import { usePathname } from '@casino/shared/navigation';
import { lazy, Suspense } from 'react';
import { CONTENT_PAGES } from './pages/content/pages';
import { HomePage } from './pages/home';

// The content pages and their texts come when one is shown, not with the home page.
const ContentPage = lazy(() =>
  import('./pages/content/view').then((module) => ({ default: module.ContentPage })),
);

/** `/promotions`, `/Promotions/`: a content page's path, matched as a router would. */
export function contentPageOf(pathname: string) {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return CONTENT_PAGES.find((page) => path === `/${page}`);
}

/**
 * Our pages are fixed paths: a path switch, no router (react-router is ~14 KB gzip that the home
 * page, the first page most players see, would load for nothing).
 */
export function HomeRoutes() {
  const page = contentPageOf(usePathname());
  return (
    <Suspense fallback={null}>
      {/* Home, and every path no other application claims (spec: unknown paths show home). */}
      {page ? <ContentPage page={page} /> : <HomePage />}
    </Suspense>
  );
}
