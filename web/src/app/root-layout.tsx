import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../lib/store/hooks';
import { isAdminPath } from '../config/paths';
import { applyRouteMeta } from '../lib/meta/apply-route-meta';
import { trackPageView } from '../lib/tracking/tracking-client';
import { PageLoading } from '../components/ui/page-loading';

// Toasts only appear after an action fails or succeeds, so their code waits until then.
const Toaster = lazy(() => import('../components/ui/toast/toaster').then((module) => ({ default: module.Toaster })));

/** Applies each route's metadata and records one page view per route load (spec §2), the admin pages' excepted. */
function useRouteChange(): void {
  const { pathname, hash } = useLocation();
  const previousUrl = useRef<string | null>(null);
  useEffect(() => {
    const url = window.location.origin + pathname;
    // React's development double-run of effects must not count a second view.
    if (previousUrl.current === url) return;
    applyRouteMeta(pathname);
    if (!hash) window.scrollTo(0, 0);
    const referrer = previousUrl.current ?? document.referrer;
    previousUrl.current = url;
    if (!isAdminPath(pathname)) void trackPageView(pathname, document.title, referrer);
    // The hash only moves within a page; it is not a new page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

/**
 * Runs once the page itself is there: it sits in the same Suspense boundary
 * as the lazily loaded page, so its effects run only after the page has
 * mounted (hydrated, on a first load). Marks the document hydrated and scrolls
 * to the address's #section, which the browser's own jump could not find.
 */
function PageMounted() {
  const { hash } = useLocation();
  useEffect(() => {
    // The page has hydrated too: browser tests wait for this before typing into it.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [hash]);
  return null;
}

export function RootLayout() {
  useRouteChange();
  const hasToasts = useAppSelector((state) => state.toasts.length > 0);
  const toastsUsed = useRef(false);
  toastsUsed.current ||= hasToasts;
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
        <PageMounted />
      </Suspense>
      {toastsUsed.current && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
