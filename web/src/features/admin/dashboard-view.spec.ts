import { DEFAULT_CONVERSION, DEFAULT_REVENUE, readView, viewSearch, type DashboardView, type LinkedFilters } from './dashboard-view';

const initialFilters: LinkedFilters = { step: 'all', from: '', to: '', includeAnonymous: false, sort: 'lastActivity', order: 'desc', page: 1 };
const chosen: DashboardView = {
  tab: 'operations',
  filters: { step: 'trial_checkout', from: '2026-11-01', to: '2026-11-20', includeAnonymous: true, sort: 'email', order: 'asc', page: 3 },
  conversion: { steps: ['landing', 'home'], window: '90d' },
  revenue: { touch: 'last', dimension: 'referrer' },
};

describe('the dashboard view in its address', () => {
  it('is the plain address when nothing is chosen', () => {
    expect(viewSearch({ tab: 'overview', filters: initialFilters, conversion: DEFAULT_CONVERSION, revenue: DEFAULT_REVENUE }).toString()).toBe('');
    expect(readView(new URLSearchParams())).toEqual({ tab: 'overview', filters: initialFilters, conversion: DEFAULT_CONVERSION, revenue: DEFAULT_REVENUE });
  });

  it('reads back every choice it writes', () => {
    const search = viewSearch(chosen);
    expect(search.toString()).toBe(
      'tab=operations&step=trial_checkout&from=2026-11-01&to=2026-11-20&includeAnonymous=true&sort=email&order=asc&page=3&steps=landing%2Chome&window=90d&touch=last&by=referrer',
    );
    expect(readView(search)).toEqual(chosen);
  });

  it('reads what the dashboard does not offer, from a link edited by hand, as the default', () => {
    const view = readView(
      new URLSearchParams('tab=settings&step=checkout&from=1%20Nov&to=2026-11-20&sort=name&order=up&page=-2&includeAnonymous=yes&steps=home&window=999d&touch=middle&by=colour'),
    );
    expect(view).toEqual({ tab: 'overview', filters: { ...initialFilters, to: '2026-11-20' }, conversion: DEFAULT_CONVERSION, revenue: DEFAULT_REVENUE });
  });
});
