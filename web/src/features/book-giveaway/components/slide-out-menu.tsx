import { useCallback, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useDismissible } from '../../../components/ui/use-dismissible';
import { paths } from '../../../config/paths';
import styles from './slide-out-menu.module.css';

const menuLinks = [
  { label: 'Home', to: paths.home },
  { label: 'Free Book Giveaway', to: paths.bookGiveaway },
  { label: 'Free Pitch Breakdown', to: paths.hormoziBreakdown },
  { label: 'Pitchlens Premium', to: paths.premium },
  { label: 'Framework Session', to: paths.frameworkSession },
];

const PANEL_ID = 'giveaway-menu';

/** A button that slides a panel of site links in; a link, the backdrop or Escape closes it. */
export function SlideOutMenu() {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const firstLink = useRef<HTMLAnchorElement>(null);

  const closeAndReturnFocus = useCallback(() => {
    setOpen(false);
    toggle.current?.focus();
  }, []);

  useDismissible(open, closeAndReturnFocus, firstLink);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        Menu
      </button>
      <div className={`${styles.backdrop} ${open ? styles.backdropOpen : ''}`} onClick={closeAndReturnFocus} aria-hidden="true" />
      <nav id={PANEL_ID} aria-label="Site menu" className={`${styles.panel} ${open ? styles.panelOpen : ''}`} inert={!open}>
        <button type="button" className={styles.close} onClick={closeAndReturnFocus} aria-label="Close menu">
          ×
        </button>
        <ul className={styles.links}>
          {menuLinks.map((link, index) => (
            <li key={link.to}>
              <NavLink
                ref={index === 0 ? firstLink : undefined}
                to={link.to}
                end
                className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
