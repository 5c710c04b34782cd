import type { ReadReplicaResponse } from '@pitchlens/contracts';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { stubFetch } from '../../../../../test/stub-fetch';
import { makeStore } from '../../../../lib/store/store';
import { ReadReplica } from './read-replica';

const NONE: ReadReplicaResponse = { configured: false, reachable: false, lagMs: null, maxLagMs: 5000, reportsFrom: 'primary', reason: null };

function renderWith(status: ReadReplicaResponse) {
  stubFetch((call) => (call.url.endsWith('/admin/operations/read-replica') ? { status: 200, body: status } : { status: 404, body: {} }));
  render(
    <Provider store={makeStore()}>
      <ReadReplica />
    </Provider>,
  );
}

it('says the primary answers everything when no replica is configured', async () => {
  renderWith(NONE);
  expect(await screen.findByText(/None is configured/)).toBeInTheDocument();
});

it('shows a replica that keeps up, and that the reports read it', async () => {
  renderWith({ ...NONE, configured: true, reachable: true, lagMs: 1200, reportsFrom: 'replica' });
  expect(await screen.findByTestId('reports-from')).toHaveTextContent('replica');
  expect(screen.getByText(/The replica is reachable, 1 s behind \(at most 5 s allowed\)/)).toBeInTheDocument();
  expect(screen.queryByText(/Why the primary answers/)).not.toBeInTheDocument();
});

it('says why the primary answers the reports when the replica is away', async () => {
  renderWith({ ...NONE, configured: true, reason: 'unreachable: connect ECONNREFUSED 10.0.0.7:5432' });
  expect(await screen.findByTestId('reports-from')).toHaveTextContent('primary');
  expect(screen.getByText(/The replica is unreachable, lag unknown/)).toBeInTheDocument();
  expect(screen.getByText('Why the primary answers the reports: unreachable: connect ECONNREFUSED 10.0.0.7:5432.')).toBeInTheDocument();
});
