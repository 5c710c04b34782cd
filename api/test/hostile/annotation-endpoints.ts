import type { Endpoint } from './hostile-requests';

const NOTE_ID = '0193a4b2-7c1d-7e8f-9a0b-1c2d3e4f5a6b';

/** The annotation routes: a range, a note's body, a note's id (unknown: every valid edit is a 404). */
export const ANNOTATION_ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/api/admin/annotations', session: 'admin', query: { from: '2026-01-01', to: '2026-01-31T12:00:00Z' } },
  { method: 'POST', path: '/api/admin/annotations', session: 'admin', body: { day: '2026-01-15', text: 'Spring newsletter sent' } },
  { method: 'PATCH', path: '/api/admin/annotations/:id', session: 'admin', params: { id: NOTE_ID }, body: { day: '2026-01-16', text: 'Sent a day later' } },
  { method: 'DELETE', path: '/api/admin/annotations/:id', session: 'admin', params: { id: NOTE_ID } },
];
