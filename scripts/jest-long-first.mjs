// Jest orders test files by their last run's duration, and without one (a clean clone, CI) by file
// size. The truth test is a small file that runs two minutes: started last, it alone outlasted every
// other file by a minute. The long suites start first; the rest keep Jest's own order.
import testSequencer from '@jest/test-sequencer';

// A CommonJS module: its class is the `default` of what it exports.
const Sequencer = testSequencer.default;

/** Longest first, as measured on a clean clone (CONTRIBUTING "Where the time goes"). */
const LONG_SUITES = [
  'api/test/truth/analytics-truth.int-spec.ts',
  'worker/src/runtime/dependency-outage.int-spec.ts',
  'api/src/hostile-input.int-spec.ts',
  'worker/src/runtime/faults.int-spec.ts',
];

const rank = (test) => {
  const index = LONG_SUITES.findIndex((suffix) => test.path.endsWith(suffix));
  return index === -1 ? LONG_SUITES.length : index;
};

class LongFirst extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    // Array sort is stable: within the rest, Jest's order holds.
    return ordered.map((test, i) => ({ test, i })).sort((a, b) => rank(a.test) - rank(b.test) || a.i - b.i).map(({ test }) => test);
  }
}

export default LongFirst;
