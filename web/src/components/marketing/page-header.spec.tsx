import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../config/paths';
import { PageHeader } from './page-header';

const renderHeader = (header: ReactElement) => render(<MemoryRouter>{header}</MemoryRouter>);

describe('PageHeader', () => {
  it('links the brand home', () => {
    renderHeader(<PageHeader />);
    expect(screen.getByRole('link', { name: `${brand.name} home page` })).toHaveAttribute('href', paths.home);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('puts the page link in a named navigation landmark when given a label', () => {
    renderHeader(
      <PageHeader navLabel="Page">
        <a href="/proposal">Enterprise Proposal</a>
      </PageHeader>,
    );
    const nav = screen.getByRole('navigation', { name: 'Page' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Enterprise Proposal' }));
  });

  it('leaves the page link on its own without a label', () => {
    renderHeader(
      <PageHeader>
        <a href="/enterprise">Enterprise overview</a>
      </PageHeader>,
    );
    expect(screen.getByRole('link', { name: 'Enterprise overview' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('drops the rule under the bar when flush', () => {
    renderHeader(<PageHeader flush />);
    expect(screen.getByRole('banner')).toHaveClass('header', 'flush');
  });
});
