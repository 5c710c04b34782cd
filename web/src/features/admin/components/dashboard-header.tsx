import type { KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TABS, type TabId } from '../dashboard-view';
import styles from './dashboard-header.module.css';

interface DashboardHeaderProps {
  tab: TabId;
  onTab(tab: TabId): void;
  onLogOut(): void;
}

/** Title, the tab bar (WAI-ARIA tabs: arrow keys move between them) and Log out. */
export function DashboardHeader({ tab, onTab, onLogOut }: DashboardHeaderProps) {
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = TABS.findIndex((t) => t.id === tab);
    const next = TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
    onTab(next.id);
    document.getElementById(`admin-tab-${next.id}`)?.focus();
  }

  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <h1 className={styles.title}>Pitchlens Admin Dashboard</h1>
        <Button variant="secondary" size="sm" className={styles.logout} onClick={onLogOut}>
          Log out
        </Button>
      </div>
      <div role="tablist" aria-label="Dashboard views" className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.id}
            id={`admin-tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls={`admin-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className={styles.tab}
            onClick={() => onTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
    </header>
  );
}
