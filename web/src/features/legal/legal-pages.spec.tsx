import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { paths } from '../../config/paths';
import { renderRouted } from '../../../test/render-routed';
import { stubPolicyFigures } from '../../../test/stub-policy-figures';
import PrivacyPolicyPage from './privacy-policy-page';
import SecurityPage from './security-page';
import TermsOfServicePage from './terms-of-service-page';

const pages: [name: string, path: string, Page: ComponentType][] = [
  ['privacy policy', paths.privacyPolicy, PrivacyPolicyPage],
  ['terms of service', paths.termsOfService, TermsOfServicePage],
  ['security page', paths.security, SecurityPage],
];

describe.each(pages)('the %s', (_name, path, Page) => {
  beforeEach(() => {
    stubPolicyFigures();
    renderRouted(<Page />, { at: path, withStore: true });
  });

  it('has one h1 inside the main landmark, a home link and the legal footer', () => {
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Pitchlens' })).toHaveAttribute('href', paths.home);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('lists every section in the contents, each entry jumping to that section', () => {
    const entries = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    const sections = document.querySelectorAll('main section[id]');
    expect(entries).toHaveLength(sections.length);
    entries.forEach((entry, index) => {
      const target = document.getElementById(entry.getAttribute('href')!.slice(1));
      expect(target).toBe(sections[index]);
      expect(within(target!).getByRole('heading', { level: 2 })).toHaveTextContent(entry.textContent!);
    });
  });

  it('numbers every cross-reference like the section it points to', () => {
    const references = [...document.querySelectorAll<HTMLAnchorElement>('main section a[href^="#"]')];
    references.forEach((reference) => {
      const number = /^section (\d+)$/.exec(reference.textContent!)![1];
      const target = document.getElementById(reference.getAttribute('href')!.slice(1))!;
      expect(within(target).getByRole('heading', { level: 2 })).toHaveTextContent(new RegExp(`^${number}\\. `));
    });
  });

  it('marks its own entry in the header as the current page', () => {
    const header = screen.getByRole('navigation', { name: 'Legal documents' });
    const current = within(header).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.getAttribute('href'))).toEqual([path]);
  });
});
