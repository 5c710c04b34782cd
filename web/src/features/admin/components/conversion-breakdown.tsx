import type { ContactsCohort, ConversionBreakdownResult, ConversionBreakdownRow } from '@pitchlens/contracts';
import { lazy } from 'react';
import { breakdownLabel, breakdownRowLabel, stepLabel, touchLabel } from '../admin-format';
import { AdminTable } from './admin-table';
import { ChartFigure, dataColumns } from './chart-figure';
import styles from './conversion-report.module.css';
import { conversionTable, type ConversionCell } from './conversion-table';

const BreakdownChart = lazy(() => import('./charts/breakdown-chart'));

/** Bars per step grow with the rows: about 7 px a bar, never less than the usual chart. */
const chartHeight = (bars: number) => Math.max(280, 80 + bars * 7);

interface BreakdownFiguresProps {
  breakdown: ConversionBreakdownResult;
  /** The same breakdown over the previous period, when comparing: a row is matched by its value. */
  previous?: ConversionBreakdownResult;
  /** Makes a row's counts open their people. */
  peopleOf(row: Pick<ContactsCohort, 'cohortBreakdown' | 'cohortTouch' | 'cohortRow' | 'cohortValue'>, rowLabel: string): ConversionCell;
}

const sameRow = (a: ConversionBreakdownRow, b: ConversionBreakdownRow) => a.kind === b.kind && a.value === b.value;

/** The conversion funnel split by a touch's value: every row on one chart, then each row's figures in a table of its own. */
export function BreakdownFigures({ breakdown, previous, peopleOf }: BreakdownFiguresProps) {
  const { rows } = breakdown;
  const by = breakdownLabel(breakdown.by);
  const steps = rows[0]?.steps ?? [];
  const overview = {
    columns: [by, 'Touch', ...steps.map((s) => stepLabel(s.step))],
    rows: rows.map((row) => [breakdownRowLabel(row), touchLabel(row.touch), ...row.steps.map((s) => s.people)]),
  };
  return (
    <section className={styles.breakdown} aria-label={`Conversion by ${by.toLowerCase()}`}>
      <ChartFigure
        caption={`People who reached each step in order, by ${by.toLowerCase()} (${touchLabel(breakdown.touch).toLowerCase()})`}
        table={overview}
        showTable
        empty="Nobody entered in this range."
        chartHeight={chartHeight(rows.length * steps.length)}
      >
        <BreakdownChart rows={rows} />
      </ChartFigure>
      <div className={styles.rowTables}>
        {rows.map((row) => {
          const caption = `${by}: ${breakdownRowLabel(row)} (${touchLabel(row.touch).toLowerCase()})`;
          const before = previous && (previous.rows.find((r) => sameRow(r, row))?.steps ?? row.steps.map((s) => ({ ...s, people: 0, dropped: 0, stillInWindow: 0 })));
          const which = row.kind === 'value' ? { cohortRow: 'value' as const, cohortValue: row.value ?? '' } : { cohortRow: row.kind };
          const cell = peopleOf({ cohortBreakdown: breakdown.by, cohortTouch: breakdown.touch, ...which }, `, ${by.toLowerCase()} ${breakdownRowLabel(row)}`);
          const table = conversionTable(row.steps, { cell, previous: before });
          return (
            <AdminTable
              key={caption}
              look="report"
              caption={caption}
              showCaption
              regionLabel={caption}
              columns={dataColumns(table)}
              rows={table.rows}
              rowKey={(cells) => String(cells[0])}
              rowHeaders
            />
          );
        })}
      </div>
    </section>
  );
}
