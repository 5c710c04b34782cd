import { useEffect } from 'react';

/**
 * Other pages link to sections of this one (/#pricing). The page is loaded
 * lazily, so the browser looks for the anchor before it exists; scroll once
 * the sections are there.
 */
export function useScrollToHash(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}
