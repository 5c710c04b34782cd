import { render } from '@testing-library/react';
import { cloneElement, type ReactElement } from 'react';
import BreakdownChart from './breakdown-chart';
import ConversionChart from './conversion-chart';
import FunnelChart from './funnel-chart';
import RevenueChart from './revenue-chart';
import TrafficChart from './traffic-chart';
import UtmChart from './utm-chart';

// jsdom lays nothing out, so the responsive container would measure 0×0: give the charts a size.
jest.mock('recharts', () => ({
  ...jest.requireActual('recharts'),
  ResponsiveContainer: ({ children }: { children: ReactElement<{ width?: number; height?: number }> }) => cloneElement(children, { width: 640, height: 260 }),
}));

// Recharts orders legend entries itself.
const legend = (container: HTMLElement) => [...container.querySelectorAll('.recharts-legend-item-text')].map((el) => el.textContent).sort();

describe('the charts', () => {
  it('draws the funnel with a legend of reached and dropped contacts', () => {
    const { container } = render(
      <FunnelChart
        steps={[
          { step: 'home', contacts: 3, events: 5, reachedOrBeyond: 3, conversionFromPrevious: null, dropOffFromPrevious: 0, dropOffRate: null },
          { step: 'landing', contacts: 2, events: 2, reachedOrBeyond: 2, conversionFromPrevious: 0.6667, dropOffFromPrevious: 1, dropOffRate: 0.3333 },
        ]}
      />,
    );
    expect(legend(container)).toEqual(['Dropped off before it', 'Reached this step or beyond']);
    // Home has no drop-off bar: nobody came before it.
    expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(3);
  });

  it('draws the conversion funnel: who reached each step in order, who may still, who dropped', () => {
    const { container } = render(
      <ConversionChart
        steps={[
          { step: 'home', people: 5, dropped: 0, stillInWindow: 0, conversionFromPrevious: null, conversionFromFirst: 1, timeToConvert: null },
          { step: 'landing', people: 2, dropped: 3, stillInWindow: 1, conversionFromPrevious: 0.4, conversionFromFirst: 0.4, timeToConvert: null },
        ]}
      />,
    );
    expect(legend(container)).toEqual(['Dropped off', 'Reached in order', 'Still in window']);
    // Home: reached only; landing: reached, still in window and dropped.
    expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(4);
  });

  it('draws a broken-down conversion funnel: per step a bar for each row side by side, a legend entry per row', () => {
    const steps = (home: number, landing: number) => [
      { step: 'home' as const, people: home, dropped: 0, stillInWindow: 0, conversionFromPrevious: null, conversionFromFirst: 1, timeToConvert: null },
      { step: 'landing' as const, people: landing, dropped: home - landing, stillInWindow: 0, conversionFromPrevious: null, conversionFromFirst: null, timeToConvert: null },
    ];
    const { container } = render(
      <BreakdownChart
        rows={[
          { kind: 'value', value: 'spring', touch: 'first', steps: steps(4, 2) },
          { kind: 'other', value: null, touch: 'first', steps: steps(3, 1) },
          { kind: 'none', value: null, touch: 'first', steps: steps(2, 1) },
        ]}
      />,
    );
    expect(legend(container)).toEqual(['(none)', '(other)', 'spring']);
    // Two steps, three rows: six bars.
    expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(6);
  });

  it('draws traffic, sources and revenue', () => {
    const traffic = render(<TrafficChart days={[{ day: '2026-11-21', pageViews: 4, uniqueVisitors: 2, funnelEvents: 3, downloads: 0 }]} />);
    expect(legend(traffic.container)).toEqual(['Funnel events', 'Page views', 'Unique visitors']);
    const utm = render(<UtmChart sources={[{ source: 'linkedin', contacts: 2, identified: 1 }]} />);
    expect(legend(utm.container)).toEqual(['Contacts', 'With an email']);
    const revenue = render(<RevenueChart products={[{ product: 'Framework Mapping Session', netCents: 49_700 }]} />);
    expect(legend(revenue.container)).toEqual(['Net revenue']);
  });

  it('marks each annotated day of the traffic chart, its texts shown on hover', () => {
    const days = ['2026-11-20', '2026-11-21', '2026-11-22'].map((day) => ({ day, pageViews: 4, uniqueVisitors: 2, funnelEvents: 3, downloads: 0 }));
    const { container } = render(<TrafficChart days={days} notes={new Map([['2026-11-21', ['Newsletter sent', 'Prices changed']], ['2026-12-01', ['Not shown']]])} />);
    const markers = [...container.querySelectorAll('.annotation-marker title')].map((title) => title.textContent);
    expect(markers).toEqual(['Newsletter sent\nPrices changed']);
  });
});
