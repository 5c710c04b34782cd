import { brand } from '@pitchlens/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../config/paths';
import { renderRouted } from '../../../test/render-routed';
import { callsTo, stubFetch } from '../../../test/stub-fetch';
import BookGiveawayPage from './book-giveaway-page';

// The page asks the server for the books remaining; unless a test answers, the call stays pending (the page then shows the spec's figure).
beforeEach(() => {
  stubFetch(() => new Promise(() => undefined));
});

function renderPage() {
  const user = userEvent.setup();
  renderRouted(<BookGiveawayPage />, { at: paths.bookGiveaway, withStore: true });
  return user;
}

describe('the book giveaway page', () => {
  it('has one h1 inside the main landmark and headings that never skip a level', () => {
    renderPage();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Send a Sales Leader a Free Book. Get a $25 Amazon Gift Card.');
    const levels = [...document.querySelectorAll('h1, h2, h3, h4')].map((h) => Number(h.tagName[1]));
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
  });

  it('puts the form under the referral-form anchor that the hero links to', () => {
    renderPage();
    expect(document.getElementById('referral-form')).toContainElement(screen.getByRole('button', { name: 'Send Their Free Books' }));
    expect(screen.getByRole('link', { name: 'Refer Up to 3 Leaders' })).toHaveAttribute('href', '#referral-form');
    expect(screen.getByRole('link', { name: 'See How It Works' })).toHaveAttribute('href', '#how-it-works');
    expect(document.getElementById('how-it-works')).toHaveTextContent('How It Works');
  });

  it('states the offer: 199 books, $25 per attended demo, what each side gets', () => {
    renderPage();
    expect(screen.getByText(/books remaining/).closest('li')).toHaveTextContent('199 books remaining');
    const theyGet = screen.getByRole('heading', { name: 'What They Get' }).closest('article')!;
    expect(within(theyGet).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(theyGet).toHaveTextContent('A free book, one of only 199 copies');
    const youGet = screen.getByRole('heading', { name: 'What You Get' }).closest('article')!;
    expect(youGet).toHaveTextContent('A $25 Amazon gift card for every referral who attends the demo');
    expect(youGet).toHaveTextContent('Up to $75 per submission of 3 referrals');
  });

  it('shows the demo as a poster linking to the brand’s video, loading no third-party frame', () => {
    renderPage();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Play video: The 15-minute Pitchlens demo' })).toHaveAttribute('href', brand.demoVideoUrl);
    expect(screen.getByRole('link', { name: 'Watch it on YouTube' })).toHaveAttribute('href', brand.demoVideoUrl);
  });

  it("opens the founder's story and the terms from the footer, one dialog at a time", async () => {
    const user = renderPage();
    const dialog = () => document.querySelector('dialog')!;
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    expect(dialog()).not.toHaveAttribute('open');

    await user.click(screen.getByRole('button', { name: "Why I'm doing this" }));
    expect(dialog()).toHaveAttribute('open');
    expect(within(dialog()).getByRole('heading', { level: 2 })).toHaveTextContent("Why I'm Doing This");
    expect(dialog()).toHaveTextContent('140 minutes');
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(dialog()).not.toHaveAttribute('open');

    await user.click(screen.getByRole('button', { name: 'Terms & Payout Rules' }));
    expect(within(dialog()).getByRole('heading', { level: 2 })).toHaveTextContent('Terms & Payout Rules');
    for (const text of [
      '$25 Amazon gift card for each person you refer who books and attends a 15-minute demo within 14 days',
      'within 24 hours of the completed demo',
      'emailed their free book and a demo invitation as soon as you submit',
      'Up to 3 referrals per submission, and unlimited submissions',
      'B2B companies with 100+ employees',
      'Gmail, Yahoo or Hotmail',
      'referred once across all referrers',
      'one gift card per referred company within any 60-day period',
    ]) {
      expect(dialog()).toHaveTextContent(text);
    }
  });

  it('shows the books remaining that the server derives from the referrals, in the hero and the deadline bar', async () => {
    const calls = stubFetch((call) => (call.url.endsWith('/api/giveaway/books-remaining') ? { status: 200, body: { booksRemaining: 187 } } : { status: 202, body: {} }));
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true, writable: true });
    try {
      renderPage();
      const hero = await screen.findByText('187', { selector: 'strong' });
      expect(hero.closest('li')).toHaveTextContent('187 books remaining');
      expect(screen.getByRole('complementary', { name: 'Giveaway deadline' })).toHaveTextContent('187 books remaining');
      // The giveaway's size is still the spec's: only what is left comes from the server.
      expect(screen.getByText(/^Free book giveaway/)).toHaveTextContent('only 199 copies');
      expect(callsTo(calls, '/api/giveaway/books-remaining')).toHaveLength(1);
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
    }
  });

  it('shows the spec’s 199 until the server answers, and keeps it when the call fails', async () => {
    let answer: (reply: { status: number; body?: unknown }) => void = () => undefined;
    stubFetch(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(screen.getByText(/books remaining/).closest('li')).toHaveTextContent('199 books remaining');
    await act(async () => answer({ status: 503, body: { success: false } }));
    expect(screen.getByText(/books remaining/).closest('li')).toHaveTextContent('199 books remaining');
  });

  it('ends with the legal links', () => {
    renderPage();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', paths.privacyPolicy);
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', paths.termsOfService);
  });
});
