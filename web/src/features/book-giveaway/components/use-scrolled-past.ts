import { useEffect, useState } from 'react';

/** Whether the page is scrolled further down than `thresholdPx`; false in the prerendered HTML. */
export function useScrolledPast(thresholdPx: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > thresholdPx);
    // A reload or an anchor link can open the page already scrolled.
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [thresholdPx]);
  return past;
}
