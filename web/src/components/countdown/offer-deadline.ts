const STORAGE_PREFIX = 'offer_deadline:';

/**
 * When `offer` ends for this visitor: fixed the first time they see it and
 * kept in the browser (local storage, shared by every tab), so a reload or a
 * new tab shows the same time left. A deadline that restarted on each visit
 * would be a false claim. Without storage it lasts as long as the page.
 */
export function offerDeadline(offer: string, durationSeconds: number, nowMs = Date.now()): number {
  const key = STORAGE_PREFIX + offer;
  const fresh = nowMs + durationSeconds * 1000;
  try {
    const stored = Number(window.localStorage.getItem(key));
    // A stored deadline further off than the offer lasts is not one this page set; start again.
    if (Number.isFinite(stored) && stored > 0 && stored <= fresh) return stored;
    window.localStorage.setItem(key, String(fresh));
  } catch {
    // Storage refused (private mode, quota): the deadline holds for this page only.
  }
  return fresh;
}
