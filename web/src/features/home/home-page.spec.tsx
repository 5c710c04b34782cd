import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../../lib/store/store';
import { celebrate, confettiBurst } from '../../components/effects/confetti';
import { stubFetch, type StubCall } from '../../../test/stub-fetch';
import HomePage from './home-page';
import { menuItems } from './home-sections';

jest.mock('../../components/effects/confetti', () => ({
  CLICK_CONFETTI_PIECES: 200,
  confettiBurst: jest.fn(() => Promise.resolve()),
  celebrate: jest.fn(() => () => undefined),
}));

function renderPage(store = makeStore()) {
  return render(
    <Provider store={store}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </Provider>,
  );
}

let calls: StubCall[];

beforeEach(() => {
  jest.clearAllMocks();
  calls = stubFetch();
});

describe('HomePage', () => {
  it('has one h1 with the hero headline and records the home funnel step', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Actionable Sales Feedback in Seconds');
    const [first] = calls;
    expect(first!.url).toBe('/api/track-contact');
    expect(first!.body).toMatchObject({ currentFunnelStep: 'home' });
  });

  it('switches party mode on and off', async () => {
    const user = userEvent.setup();
    renderPage();
    const toggle = screen.getByRole('button', { name: 'Enable Party Mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveTextContent('Disable Party Mode');
    expect(celebrate).toHaveBeenCalledTimes(1);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveTextContent('Enable Party Mode');
    expect(celebrate).toHaveBeenCalledTimes(1);
  });

  it('bursts 200 pieces of confetti from the point where a button was clicked', () => {
    renderPage();
    // jsdom's viewport is 1024 x 768.
    fireEvent.click(screen.getByRole('button', { name: 'View Full Report' }), { clientX: 512, clientY: 192, detail: 1 });
    expect(confettiBurst).toHaveBeenCalledWith(200, { x: 0.5, y: 0.25 });
  });

  it('bursts for links drawn as buttons but not for plain text links', () => {
    renderPage();
    const explore = screen.getByRole('link', { name: 'Explore All Features' });
    explore.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(explore, { detail: 1 });
    expect(confettiBurst).toHaveBeenCalledTimes(1);

    const referral = screen.getByRole('link', { name: /Refer a sales leader/ });
    referral.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(referral, { detail: 1 });
    expect(confettiBurst).toHaveBeenCalledTimes(1);
  });

  it('points every menu anchor at a section of the page', () => {
    const { container } = renderPage();
    const menu = screen.getByRole('navigation', { name: 'Page sections' });
    const anchors = within(menu)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('#'));
    expect(anchors.map((link) => link.textContent)).toEqual(['Home', 'Product', 'Features', 'Benefits', 'Testimonials', 'Pricing']);
    for (const link of anchors) {
      const id = link.getAttribute('href')!.slice(1);
      expect(container.querySelector(`section[id="${id}"]`)).not.toBeNull();
    }
    expect(anchors).toHaveLength(menuItems.length);
  });

  it('sends Get Started, trial and sales buttons to the booking page in a new tab', () => {
    renderPage();
    const booking = [
      ...screen.getAllByRole('link', { name: 'Get Started' }),
      ...screen.getAllByRole('link', { name: /Start Free Trial/ }),
      screen.getByRole('link', { name: 'Contact Sales' }),
      screen.getByRole('link', { name: 'Start Your Free Trial' }),
    ];
    expect(booking).toHaveLength(6);
    for (const link of booking) {
      expect(link).toHaveAttribute('href', 'https://calendly.com/pitchlens/15min');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('copies a link to the sample report where the browser has no share sheet', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const store = makeStore();
    renderPage(store);
    fireEvent.click(screen.getByRole('button', { name: 'Share Results' }));
    await waitFor(() => expect(store.getState().toasts[0]?.title).toBe('Link copied'));
    expect(writeText).toHaveBeenCalledWith('http://localhost/#product');
  });

  it('links the footer to features, the legal pages and the privacy request', () => {
    renderPage();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/features',
      '/privacy-policy',
      '/terms-of-service',
      '/security',
      '/privacy-request',
    ]);
  });
});
