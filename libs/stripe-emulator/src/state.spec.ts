import { Clock } from './clock';
import { EmulatorState } from './state';

/** A clock that ticks a second every time it is read: the worst case of an action straddling a second. */
class TickingClock extends Clock {
  private second = 1_800_000_000;

  override now(): number {
    return (this.second += 1);
  }
}

describe('EmulatorState.atOneInstant', () => {
  it('stamps what an action sets and the events it emits with one second, however the clock ticks', () => {
    const state = new EmulatorState(new TickingClock());
    const { set, created } = state.atOneInstant(() => {
      const set = state.now();
      const created = state.emit('thing.updated', { id: 'thing_1', object: 'thing', updated_at: set }).created;
      return { set, created: [created, state.emit('thing.closed', { id: 'thing_1', object: 'thing' }).created] };
    });
    expect(created).toEqual([set, set]);
    // Outside an action the clock is read afresh.
    expect(state.now()).toBeGreaterThan(set);
  });
});
