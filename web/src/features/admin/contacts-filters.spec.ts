import { INITIAL_FILTERS, contactsRequest, csvHref, pageCount, reportRange, sortBy } from './contacts-filters';

describe('contactsRequest', () => {
  it('asks for the first page by last activity, newest first, when nothing is chosen', () => {
    expect(contactsRequest(INITIAL_FILTERS)).toEqual({ sort: 'lastActivity', order: 'desc', page: 1, pageSize: 50 });
  });

  it('adds the chosen step, the trimmed email and the date range', () => {
    const request = contactsRequest({ ...INITIAL_FILTERS, step: 'trial_checkout', email: '  Ann@Acme ', from: '2026-11-01', to: '2026-11-20', page: 3 });
    expect(request).toEqual({ step: 'trial_checkout', email: 'Ann@Acme', from: '2026-11-01', to: '2026-11-20', sort: 'lastActivity', order: 'desc', page: 3, pageSize: 50 });
  });

  it('asks for anonymous visitors too only when the switch is on', () => {
    expect(contactsRequest({ ...INITIAL_FILTERS, includeAnonymous: true })).toMatchObject({ includeAnonymous: true });
    expect(contactsRequest(INITIAL_FILTERS)).not.toHaveProperty('includeAnonymous');
    expect(csvHref({ ...INITIAL_FILTERS, includeAnonymous: true })).toBe('/api/contacts.csv?includeAnonymous=true&sort=lastActivity&order=desc');
  });

  it('leaves paging out of the CSV link', () => {
    expect(csvHref({ ...INITIAL_FILTERS, step: 'landing', email: 'ann@', page: 4 })).toBe('/api/contacts.csv?step=landing&email=ann%40&sort=lastActivity&order=desc');
  });
});

describe('sortBy', () => {
  it('flips the order of the current column and starts a new one descending, back on page 1', () => {
    const flipped = sortBy({ ...INITIAL_FILTERS, page: 2 }, 'lastActivity');
    expect(flipped).toMatchObject({ sort: 'lastActivity', order: 'asc', page: 1 });
    expect(sortBy(flipped, 'email')).toMatchObject({ sort: 'email', order: 'desc' });
  });
});

describe('reportRange and pageCount', () => {
  it('keeps only the chosen bounds', () => {
    expect(reportRange({ from: '', to: '' })).toEqual({});
    expect(reportRange({ from: '2026-11-01', to: '' })).toEqual({ from: '2026-11-01' });
  });

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
  });
});
