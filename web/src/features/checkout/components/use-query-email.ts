import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The ?email= of the address, read after hydration (pages are prerendered
 * without a query string): undefined until then, null when there is none.
 */
export function useQueryEmail(): string | null | undefined {
  const { search } = useLocation();
  const [email, setEmail] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    setEmail(new URLSearchParams(search).get('email')?.trim() || null);
  }, [search]);
  return email;
}

/** `path` with ?email= when the buyer's address is known. */
export function withEmail(path: string, email: string | null | undefined): string {
  const address = email?.trim();
  return address ? `${path}?${new URLSearchParams({ email: address })}` : path;
}
