import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { knownEmail, rememberEmail } from './tracking-client';

/**
 * The visitor's address on a page that follows a checkout. Links made before
 * addresses left URLs (and emails already sent) still carry `?email=`: it is
 * taken once, remembered for this browser session as a typed address would
 * be, and removed from the address bar and its history entry, so it goes no
 * further (history, server logs, the next page's Referer). Undefined until
 * the page has hydrated (pages are prerendered without a query string).
 */
export function useEmailFromLink(): string | null | undefined {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const params = new URLSearchParams(search);
    const fromLink = params.get('email')?.trim();
    if (fromLink) {
      rememberEmail(fromLink);
      params.delete('email');
      const rest = params.toString();
      navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true, state });
    }
    setEmail(fromLink || knownEmail());
  }, [pathname, search, hash, state, navigate]);
  return email;
}
