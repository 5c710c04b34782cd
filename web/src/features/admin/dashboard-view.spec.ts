import { DEFAULT_CONVERSION, DEFAULT_REVENUE, readView, viewSearch, type DashboardView, type LinkedFilters } from './dashboard-view';

const initialFilters: LinkedFilters = { step: 'all', from: '', to: '', includeAnonymous: false, sort: 'lastActivity', order: 'desc', page: 1, cohort: null };
const chosen: DashboardView = {
  tab: 'operations',
  filters: {
    step: 'trial_checkout',
    from: '2026-11-01',
    to: '2026-11-20',
    includeAnonymous: true,
    sort: 'email',
    order: 'asc',
    page: 3,
    cohort: { cohort: 'conversion', cohortFrom: '2026-11-01', cohortSteps: 'home,landing', cohortWindow: '1d', cohortAsOf: '2026-11-21T10:00:00.000Z', cohortStep: '2', cohortCell: 'stillInWindow' },
  },
  conversion: { steps: ['landing', 'home'], window: '90d', breakdown: 'campaign', touch: 'last' },
  revenue: { touch: 'last', dimension: 'referrer' },
  compare: true,
};

describe('the dashboard view in its address', () => {
  it('is the plain address when nothing is chosen', () => {
    expect(viewSearch({ tab: 'overview', filters: initialFilters, conversion: DEFAULT_CONVERSION, revenue: DEFAULT_REVENUE, compare: false }).toString()).toBe('');
    expect(readView(new URLSearchParams())).toEqual({ tab: 'overview', filters: initialFilters, conversion: DEFAULT_CONVERSION, revenue: DEFAULT_REVENUE, compare: false });
  });

  it('reads back every choice it writes', () => {
    const search = viewSearch(chosen);
    expect(search.toString()).toBe(
      'tab=operations&step=trial_checkout&from=2026-11-01&to=2026-11-20&includeAnonymous=true&sort=email&order=asc&page=3&cohort=conversion&cohortFrom=2026-11-01&cohortStep=2&cohortCell=stillInWindow&cohortSteps=home%2Clanding&cohortWindow=1d&cohortAsOf=2026-11-21T10%3A00%3A00.000Z&steps=landing%2Chome&window=90d&breakdown=campaign&touch=last&revenueTouch=last&revenueBy=referrer&compare=previous',
    );
    expect(readView(search)).toEqual(chosen);
  });

  it('reads what the dashboard does not offer, from a link edited by hand, as the default', () => {
    const view = readView(
      new URLSearchParams(
        'tab=settings&step=checkout&from=1%20Nov&to=2026-11-20&sort=name&order=up&page=-2&includeAnonymous=yes&steps=home&window=999d&breakdown=country&touch=middle&revenueTouch=middle&revenueBy=colour&compare=next&cohort=people&cohortStep=2',
      ),
    );
    expect(view).toEqual({ tab: 'overview', filters: { ...initialFilters, to: '2026-11-20' }, conversion: DEFAULT_CONVERSION, revenue: DEFAULT_REVENUE, compare: false });
  });

  it('leaves the touch out of the address while nothing is broken down', () => {
    const touchAlone = { ...chosen, conversion: { ...chosen.conversion, breakdown: null } };
    expect(viewSearch(touchAlone).has('touch')).toBe(false);
    expect(viewSearch({ ...chosen, conversion: { ...chosen.conversion, touch: 'first' } }).get('breakdown')).toBe('campaign');
  });
});
