import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The query string, but only after hydration. Pages are prerendered without
 * one, and React does not patch attributes that differ on hydration, so a link
 * built from the query string during the first render would keep the
 * prerendered href.
 */
export function useClientSearch(): string {
  const { search } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? search : '';
}
