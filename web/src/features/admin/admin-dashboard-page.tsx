import { lazy, Suspense, useState } from 'react';
import { AdminGate } from './components/admin-gate';
import { DashboardHeader } from './components/dashboard-header';
import { OverviewPanel } from './components/overview-panel';
import type { TabId } from './dashboard-view';
import { useAdminSession } from './use-admin-session';
import { useDashboardView } from './use-dashboard-view';
import styles from './admin-dashboard-page.module.css';

const OperationsPanel = lazy(() => import('./operations/operations-panel'));

/**
 * /admin-dashboard (spec §2, §4; ARCHITECTURE §5): the gate first; the server
 * checks the password and keeps the session in an httpOnly cookie that lasts
 * for the browser session. Unlocked, the dashboard refreshes every 30 s. The
 * view (tab, filters, range) is in the address, so it can be linked to.
 */
export default function AdminDashboardPage() {
  const session = useAdminSession();
  const [view, changeView] = useDashboardView();
  const { tab } = view;
  // Operations loads on first visit and then stays, so its state survives switching back and forth.
  const [operationsSeen, setOperationsSeen] = useState(tab === 'operations');

  if (session.state !== 'unlocked') {
    return (
      <main>
        <AdminGate checking={session.state === 'checking'} submitting={session.submitting} onSubmit={session.logIn} />
      </main>
    );
  }

  const choose = (next: TabId) => {
    changeView({ tab: next });
    if (next === 'operations') setOperationsSeen(true);
  };

  return (
    <div className={styles.page}>
      <DashboardHeader tab={tab} onTab={choose} onLogOut={() => void session.logOut()} />
      <main>
        <div id="admin-panel-overview" role="tabpanel" aria-labelledby="admin-tab-overview" hidden={tab !== 'overview'}>
          <OverviewPanel
            filters={view.filters}
            onFilters={(filters) => changeView({ filters })}
            conversion={view.conversion}
            onConversion={(conversion) => changeView({ conversion })}
            revenue={view.revenue}
            onRevenue={(revenue) => changeView({ revenue })}
            compare={view.compare}
            onCompare={(compare) => changeView({ compare })}
            onSessionEnded={session.lock}
          />
        </div>
        <div id="admin-panel-operations" role="tabpanel" aria-labelledby="admin-tab-operations" hidden={tab !== 'operations'} className={styles.operations}>
          {operationsSeen && (
            <Suspense fallback={<p role="status">Loading operations…</p>}>
              <OperationsPanel />
            </Suspense>
          )}
        </div>
      </main>
    </div>
  );
}
