import { useRef } from 'react';
import { Link, type To } from 'react-router-dom';
import { brand } from '@pitchlens/contracts';
import { ExternalButtonLink } from '../ui/button';
import { useDismissible } from '../ui/use-dismissible';
import { paths } from '../../config/paths';
import styles from './site-menu.module.css';

const homeSection = (id: string): To => ({ pathname: paths.home, hash: `#${id}` });

const menuLinks: { label: string; to: To }[] = [
  { label: 'Home', to: paths.home },
  { label: 'Product', to: homeSection('product') },
  { label: 'Features', to: homeSection('features') },
  { label: 'Benefits', to: homeSection('benefits') },
  { label: 'Testimonials', to: homeSection('testimonials') },
  { label: 'Pricing', to: homeSection('pricing') },
];

interface SiteMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The menu sliding in from the right; a backdrop click, a link, the close button or Escape closes it. */
export function SiteMenu({ id, open, onClose }: SiteMenuProps) {
  const closeButton = useRef<HTMLButtonElement>(null);

  useDismissible(open, onClose, closeButton);

  if (!open) return null;
  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <nav id={id} className={styles.panel} aria-label="Site menu">
        <button ref={closeButton} type="button" className={styles.close} onClick={onClose} aria-label="Close menu">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <ul className={styles.links}>
          {menuLinks.map((link) => (
            <li key={link.label}>
              <Link to={link.to} onClick={onClose} className={styles.link}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <ExternalButtonLink href={brand.schedulingUrl} onClick={onClose} block>
          Get Started
        </ExternalButtonLink>
      </nav>
    </>
  );
}
