import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../config/paths';
import { stubFetch, type StubCall } from '../../../test/stub-fetch';
import FeaturesPage from './features-page';

function WhereAmI() {
  const { pathname, hash } = useLocation();
  return <p data-testid="location">{pathname + hash}</p>;
}

function renderPage() {
  const view = render(
    <MemoryRouter initialEntries={[paths.features]}>
      <Routes>
        <Route path={paths.features} element={<FeaturesPage />} />
        <Route path={paths.home} element={<p>Home page</p>} />
      </Routes>
      <WhereAmI />
    </MemoryRouter>,
  );
  const toggle = screen.getByRole('button', { name: 'Menu' });
  const menu = () => screen.queryByRole('navigation', { name: 'Site menu' });
  const backdrop = () => view.container.querySelector('.backdrop');
  return { toggle, menu, backdrop };
}

describe('features page', () => {
  let sent: StubCall[];

  beforeEach(() => {
    jest.useFakeTimers();
    sent = stubFetch();
  });

  afterEach(() => jest.useRealTimers());

  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('records the features funnel step once', () => {
    renderPage();
    const calls = sent.map((call) => [call.url, call.body]);
    expect(calls).toEqual([['/api/track-contact', expect.objectContaining({ currentFunnelStep: 'features' })]]);
  });

  it('opens the menu and closes it on a backdrop click', async () => {
    const { toggle, menu, backdrop } = renderPage();
    expect(menu()).not.toBeInTheDocument();

    await user().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user().click(backdrop()!);
    expect(menu()).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the menu when a link is followed', async () => {
    const { toggle, menu } = renderPage();
    await user().click(toggle);
    const pricing = screen.getByRole('link', { name: 'Pricing' });
    expect(pricing).toHaveAttribute('href', `${paths.home}#pricing`);

    await user().click(pricing);
    expect(menu()).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`${paths.home}#pricing`);
  });

  it('closes the menu on Escape and on its Get Started link', async () => {
    const { toggle, menu } = renderPage();
    await user().click(toggle);
    await user().keyboard('{Escape}');
    expect(menu()).not.toBeInTheDocument();

    await user().click(toggle);
    const getStarted = screen.getAllByRole('link', { name: 'Get Started' }).find((link) => menu()?.contains(link));
    expect(getStarted).toHaveAttribute('href', brand.schedulingUrl);
    await user().click(getStarted!);
    expect(menu()).not.toBeInTheDocument();
  });

  it('links the demo and proposal buttons and the footer as the spec lists', () => {
    renderPage();
    for (const demo of screen.getAllByRole('link', { name: 'Book 15-Min Demo' })) {
      expect(demo).toHaveAttribute('href', brand.schedulingUrl);
      expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const proposal of screen.getAllByRole('link', { name: 'View Enterprise Proposal' })) {
      expect(proposal).toHaveAttribute('href', paths.enterprise);
    }
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    const hrefs = Array.from(footer.querySelectorAll('a'), (link) => link.getAttribute('href'));
    expect(hrefs).toEqual([paths.features, paths.partner, paths.enterprise, paths.privacyPolicy, paths.termsOfService, paths.security, paths.privacyRequest]);
  });
});
