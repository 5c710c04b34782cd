import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { brand } from '@pitchlens/contracts';
import { ExternalButtonLink } from '../ui/button';
import { paths } from '../../config/paths';
import { SiteMenu } from './site-menu';
import styles from './site-header.module.css';

/** The site's header: the brand linking home, Get Started, and the menu of the home page's sections (spec §2 /features). */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    // Keyboard users continue from where they opened the menu.
    toggle.current?.focus();
  }, []);

  return (
    <>
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link to={paths.home} className={styles.logo}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.5" />
              <path d="M16 16l5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
            {brand.name}
          </Link>
          <div className={styles.actions}>
            <ExternalButtonLink href={brand.schedulingUrl} size="sm" className={styles.getStarted}>
              Get Started
            </ExternalButtonLink>
            <button
              ref={toggle}
              type="button"
              className={styles.toggle}
              aria-expanded={open}
              aria-controls={open ? menuId : undefined}
              onClick={() => setOpen(true)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              Menu
            </button>
          </div>
        </div>
      </header>
      {/* Outside the header: its backdrop-filter would make it the frame of the menu's fixed layout. */}
      <SiteMenu id={menuId} open={open} onClose={close} />
    </>
  );
}
