import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SlideOutMenu } from './slide-out-menu';

function CurrentPath() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

function renderMenu() {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[paths.bookGiveaway]}>
      <SlideOutMenu />
      <CurrentPath />
    </MemoryRouter>,
  );
  return { user, ...view };
}

const toggle = () => screen.getByRole('button', { name: 'Menu' });
const panel = () => screen.getByRole('navigation', { name: 'Site menu', hidden: true });

describe('the slide-out menu', () => {
  it('starts closed, its links out of reach', () => {
    renderMenu();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-controls', panel().id);
    expect(panel()).toHaveAttribute('inert');
  });

  it('opens on the button with the five site links, focusing the first', async () => {
    const { user } = renderMenu();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).not.toHaveAttribute('inert');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', paths.home],
      ['Free Book Giveaway', paths.bookGiveaway],
      ['Free Pitch Breakdown', paths.hormoziBreakdown],
      ['Pitchlens Premium', paths.premium],
      ['Framework Session', paths.frameworkSession],
    ]);
    expect(links[0]).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Free Book Giveaway' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user } = renderMenu();
    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('closes on a click on the backdrop', async () => {
    const { user, container } = renderMenu();
    await user.click(toggle());
    await user.click(container.querySelector('.backdrop')!);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with its close button', async () => {
    const { user } = renderMenu();
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is followed', async () => {
    const { user } = renderMenu();
    await user.click(toggle());
    await user.click(screen.getByRole('link', { name: 'Pitchlens Premium' }));
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(paths.premium);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
