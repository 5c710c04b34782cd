import { inLanes } from './in-lanes';

/** Work whose items each wait to be finished by the test, so it sees what runs at once. */
function heldWork() {
  const running: string[] = [];
  const started: string[] = [];
  const finishers = new Map<string, { done: (value: string) => void; fail: (error: Error) => void }>();
  const work = (item: string) =>
    new Promise<string>((resolve, reject) => {
      running.push(item);
      started.push(item);
      finishers.set(item, {
        done: (value) => {
          running.splice(running.indexOf(item), 1);
          resolve(value);
        },
        fail: (error) => {
          running.splice(running.indexOf(item), 1);
          reject(error);
        },
      });
    });
  /** Lets pending callbacks run, so lanes take their next item. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { running, started, finishers, work, settle };
}

it('runs at most `lanes` items at once, taking them in order, and answers in the items’ order', async () => {
  const { running, started, finishers, work, settle } = heldWork();
  const all = inLanes(['a', 'b', 'c', 'd'], 2, work);
  await settle();
  expect(running).toEqual(['a', 'b']);
  finishers.get('b')?.done('B');
  await settle();
  expect(running).toEqual(['a', 'c']);
  finishers.get('c')?.done('C');
  await settle();
  expect(running).toEqual(['a', 'd']);
  finishers.get('d')?.done('D');
  finishers.get('a')?.done('A');
  await expect(all).resolves.toEqual(['A', 'B', 'C', 'D']);
  expect(started).toEqual(['a', 'b', 'c', 'd']);
});

it('starts nothing after a failure and throws it only once the other lanes have stopped', async () => {
  const { running, started, finishers, work, settle } = heldWork();
  let outcome: unknown = 'pending';
  const all = inLanes(['a', 'b', 'c'], 2, work).then(
    () => 'resolved',
    (error: Error) => error.message,
  );
  void all.then((value) => (outcome = value));
  await settle();
  finishers.get('a')?.fail(new Error('a failed'));
  await settle();
  // b is still running: the failure waits for it, and c never starts.
  expect(outcome).toBe('pending');
  expect(running).toEqual(['b']);
  finishers.get('b')?.done('B');
  expect(await all).toBe('a failed');
  expect(started).toEqual(['a', 'b']);
});

it('answers an empty list at once', async () => {
  await expect(inLanes([], 2, () => Promise.reject(new Error('never called')))).resolves.toEqual([]);
});

it('throws the failure that happened first, not the first lane’s', async () => {
  const { finishers, work, settle } = heldWork();
  const all = inLanes(['a', 'b'], 2, work);
  await settle();
  finishers.get('b')?.fail(new Error('b failed first'));
  await settle();
  finishers.get('a')?.fail(new Error('a failed after it'));
  await expect(all).rejects.toThrow('b failed first');
});
