import { replicaRefusal } from './read-source';

describe('replicaRefusal', () => {
  const caughtUp = { standby: true, caughtUp: true, lagMs: 0 };
  const behind = (lagMs: number | null) => ({ standby: true, caughtUp: false, lagMs });

  it('lets a replica that holds all the primary had flushed answer anything', () => {
    expect(replicaRefusal(caughtUp, 'recent', 5000)).toBeNull();
    expect(replicaRefusal(caughtUp, 'current', 0)).toBeNull();
  });

  it('lets figures be read from a replica behind by no more than the bound', () => {
    expect(replicaRefusal(behind(5000), 'recent', 5000)).toBeNull();
    expect(replicaRefusal(behind(5001), 'recent', 5000)).toBe('replay 5001 ms behind the primary, over the 5000 ms allowed');
  });

  it('never reads what an admin may just have written from a replica that is behind at all', () => {
    expect(replicaRefusal(behind(1), 'current', 5000)).toBe('has not replayed the latest writes');
  });

  it('passes over a replica whose lag is unknown, and a server that is not a standby', () => {
    expect(replicaRefusal(behind(null), 'recent', 5000)).toBe('behind the primary, with no transaction replayed since it started');
    expect(replicaRefusal({ standby: false, caughtUp: false, lagMs: null }, 'recent', 5000)).toBe('not a standby (the server is not in recovery)');
  });
});
