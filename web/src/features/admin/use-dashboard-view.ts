import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readView, viewSearch, type DashboardView } from './dashboard-view';

/**
 * The dashboard's view, kept in the address, so a view is a link and survives
 * a reload. The controls show the copy held here, which changes at once: the
 * router applies a new address in a transition, and an input held to it would
 * be set back until that ends (a date typed digit by digit would lose digits).
 */
export function useDashboardView(): [DashboardView, (change: Partial<DashboardView>) => void] {
  const [search, setSearch] = useSearchParams();
  const [view, setView] = useState(() => readView(search));
  // Changes made before the next render (the tab and the filters) build on each other.
  const latest = useRef(view);
  const change = useCallback(
    (patch: Partial<DashboardView>) => {
      const before = viewSearch(latest.current).toString();
      latest.current = { ...latest.current, ...patch };
      setView(latest.current);
      const after = viewSearch(latest.current);
      // Replaced, not pushed: Back leaves the dashboard, as it always did.
      if (after.toString() !== before) setSearch(after, { replace: true });
    },
    [setSearch],
  );
  return [view, change];
}
