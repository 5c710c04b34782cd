import { Link } from 'react-router-dom';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../config/paths';
import styles from './site-footer.module.css';

export interface FooterLink {
  label: string;
  to: string;
}

/** The legal links every page ends with (spec §2). */
export const legalLinks: FooterLink[] = [
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms of Service', to: paths.termsOfService },
  { label: 'Security', to: paths.security },
];

/** Where a visitor asks for a copy of their data or its deletion. */
export const privacyRequestLink: FooterLink = { label: 'Your data', to: paths.privacyRequest };

export function SiteFooter({ links = [...legalLinks, privacyRequestLink], children }: { links?: FooterLink[]; children?: React.ReactNode }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {children}
        <nav aria-label="Footer" className={styles.links}>
          {links.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
        <p className={styles.copy}>
          © {__BUILD_YEAR__} {brand.name}. All rights reserved. ·{' '}
          <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
        </p>
      </div>
    </footer>
  );
}
