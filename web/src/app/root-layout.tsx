import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from './hooks';
import { applyRouteMeta } from '../lib/meta/apply-route-meta';
import { trackPageView } from '../lib/tracking/tracking-client';
import { PageLoading } from '../components/ui/page-loading';

// Toasts only appear after an action fails or succeeds, so their code waits until then.
const Toaster = lazy(() => import('../components/ui/toast/toaster').then((module) => ({ default: module.Toaster })));

/** Applies each route's metadata and records one page view per route load (spec §2). */
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
    void trackPageView(pathname, document.title, referrer);
    // The hash only moves within a page; it is not a new page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

/**
 * Scrolls to the address's #section once the page is there. Pages load lazily,
 * so the browser's own jump finds no anchor; this sits in the same Suspense
 * boundary as the page, so its effect runs only after the page has mounted.
 */
function ScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [hash]);
  return null;
}

/** Marks the document once React has taken over the prerendered page (browser tests wait for it). */
function useHydratedMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

export function RootLayout() {
  useHydratedMarker();
  useRouteChange();
  const hasToasts = useAppSelector((state) => state.toasts.length > 0);
  const toastsUsed = useRef(false);
  toastsUsed.current ||= hasToasts;
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
        <ScrollToHash />
      </Suspense>
      {toastsUsed.current && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
