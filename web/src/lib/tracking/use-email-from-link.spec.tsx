import { act, render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { KNOWN_EMAIL_STORAGE_KEY } from './tracking-client';
import { useEmailFromLink } from './use-email-from-link';

function Probe() {
  return <output data-testid="email">{String(useEmailFromLink())}</output>;
}

/** Opens `url` as the browser's own address, as the site's BrowserRouter sees it, and lets the effects run. */
async function openInBrowser(url: string) {
  window.history.replaceState(null, '', url);
  const view = render(
    <BrowserRouter>
      <Probe />
    </BrowserRouter>,
  );
  await act(async () => {});
  return view;
}

describe('useEmailFromLink', () => {
  it('reads an older ?email= link once and takes the address out of the address bar without a new history entry', async () => {
    const entries = window.history.length;
    await openInBrowser('/framework-session?email=ann%40acme.com&utm_source=newsletter#book');
    expect(screen.getByTestId('email')).toHaveTextContent('ann@acme.com');
    expect(window.location.href).toBe('http://localhost/framework-session?utm_source=newsletter#book');
    expect(window.history.length).toBe(entries);
    expect(sessionStorage.getItem(KNOWN_EMAIL_STORAGE_KEY)).toBe('ann@acme.com');
  });

  it('knows the buyer again from this browser session once the address has left the URL', async () => {
    (await openInBrowser('/framework-session?email=ann%40acme.com')).unmount();
    await openInBrowser('/framework-checkout');
    expect(screen.getByTestId('email')).toHaveTextContent('ann@acme.com');
    expect(window.location.href).toBe('http://localhost/framework-checkout');
  });

  it('is null for a visitor whose address is unknown, and leaves their URL alone', async () => {
    await openInBrowser('/framework-session?utm_source=newsletter');
    expect(screen.getByTestId('email')).toHaveTextContent('null');
    expect(window.location.href).toBe('http://localhost/framework-session?utm_source=newsletter');
  });
});
