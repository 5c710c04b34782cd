import { brand } from '@pitchlens/contracts';
import { ExternalButtonLink } from '../../../components/ui/button';
import { menuItems } from '../home-sections';
import styles from './floating-menu.module.css';

interface FloatingMenuProps {
  partyMode: boolean;
  onTogglePartyMode: () => void;
}

/** Spec §2: section anchors, Get Started and the party-mode switch, always in reach. */
export function FloatingMenu({ partyMode, onTogglePartyMode }: FloatingMenuProps) {
  return (
    <nav className={styles.dock} aria-label="Page sections">
      <div className={`${styles.pill} ${partyMode ? styles.partyPill : ''}`}>
        <ul className={styles.anchors}>
          {menuItems.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`} className={styles.anchor}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <ExternalButtonLink href={brand.schedulingUrl} size="sm">
            Get Started
          </ExternalButtonLink>
          <button type="button" className={styles.party} aria-pressed={partyMode} onClick={onTogglePartyMode}>
            {partyMode ? 'Disable Party Mode' : 'Enable Party Mode'}
          </button>
        </div>
      </div>
    </nav>
  );
}
