import { useEffect, useState } from 'react';
import { sessionStore } from '../session-store';

/** What a visitor can buy on the site, as the pages after it need to know. */
export type Purchase = 'premium' | 'trial' | 'framework_session';

/** Session storage: the purchases of this browser session, so a later page can thank a buyer and no one else. */
export const SESSION_PURCHASES_KEY = 'session_purchases';

function read(): Purchase[] {
  try {
    const stored: unknown = JSON.parse(sessionStore()?.getItem(SESSION_PURCHASES_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is Purchase => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberPurchase(purchase: Purchase): void {
  const bought = read();
  if (!bought.includes(purchase)) sessionStore()?.setItem(SESSION_PURCHASES_KEY, JSON.stringify([...bought, purchase]));
}

export function boughtThisSession(purchase: Purchase): boolean {
  return read().includes(purchase);
}

/**
 * Whether this browser session bought it: undefined until the page has
 * hydrated (the prerendered HTML cannot know, and must match the first render).
 */
export function useBoughtThisSession(purchase: Purchase): boolean | undefined {
  const [bought, setBought] = useState<boolean | undefined>(undefined);
  useEffect(() => setBought(boughtThisSession(purchase)), [purchase]);
  return bought;
}
