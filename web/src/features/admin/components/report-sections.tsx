import type { AdminReportRange } from '@pitchlens/contracts';
import type { ConversionView, RevenueView } from '../dashboard-view';
import { TrafficReport, UtmReport } from './activity-reports';
import { CompareToggle } from './compare-toggle';
import { ConversionReport } from './conversion-report';
import { FunnelReport } from './funnel-report';
import { RevenueReport } from './revenue-report';
import { SummaryCards } from './summary-cards';
import styles from './overview-panel.module.css';

/** What the reports are asked beside their range: the conversion funnel, the revenue attribution, and whether to compare. */
export interface ReportViewProps {
  conversion: ConversionView;
  onConversion(next: ConversionView): void;
  revenue: RevenueView;
  onRevenue(next: RevenueView): void;
  compare: boolean;
  onCompare(next: boolean): void;
}

interface ReportSectionsProps extends ReportViewProps {
  range: AdminReportRange;
}

/** The dashboard's figures: the summary and every report over the range, for the admin and for a shared link alike. */
export function ReportSections({ range, conversion, onConversion, revenue, onRevenue, compare, onCompare }: ReportSectionsProps) {
  return (
    <>
      <section aria-labelledby="summary-title">
        <div className={styles.headingRow}>
          <h2 id="summary-title" className={styles.heading}>
            Summary
          </h2>
          <CompareToggle checked={compare} onChange={onCompare} range={range} />
        </div>
        <SummaryCards range={range} compare={compare} />
      </section>
      <section aria-labelledby="reports-title">
        <h2 id="reports-title" className={styles.heading}>
          Funnel, traffic and revenue
        </h2>
        <div className={styles.reports}>
          <div className={styles.wide}>
            <FunnelReport range={range} compare={compare} />
          </div>
          <div className={styles.wide}>
            <ConversionReport range={range} value={conversion} onChange={onConversion} compare={compare} />
          </div>
          <div className={styles.wide}>
            <TrafficReport range={range} compare={compare} />
          </div>
          <UtmReport range={range} compare={compare} />
          <div className={styles.wide}>
            <RevenueReport range={range} value={revenue} onChange={onRevenue} compare={compare} />
          </div>
        </div>
      </section>
    </>
  );
}
