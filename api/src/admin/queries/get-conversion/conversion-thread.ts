import { parentPort } from 'node:worker_threads';
import { followAndCode, memberPart, stepTimes, tallyPart, PassRoom, type Followed, type PartTally } from './conversion-pass';
import { gatherPart, type Gathered } from './group-times';
import type { TimeToConvertFigures } from './time-to-convert-figures';
import type { ThreadAsk, ThreadAnswer } from './conversion-threads';

/*
 * A pass thread: follows and tallies its part of the people's slots as the
 * main thread asks (conversion-threads.ts). Its room stays between a report's
 * asks; the seconds, counts and gathered seconds it answers with are in shared
 * memory, which the main thread reads until it asks again.
 */
const room = new PassRoom({ shared: true });

function answer(ask: ThreadAsk): Followed | PartTally | TimeToConvertFigures[] | Gathered | Int32Array {
  switch (ask.kind) {
    case 'follow':
      return followAndCode(ask.columns, ask.follow, ask.touch, room);
    case 'tally':
      return tallyPart(room, ask.tally);
    case 'times':
      return stepTimes(ask.times, ask.edges);
    case 'gather':
      return gatherPart(room, ask.gather);
    case 'members':
      return memberPart(room, ask.members);
  }
}

parentPort?.on('message', (ask: ThreadAsk) => {
  let reply: ThreadAnswer;
  try {
    reply = { ok: true, result: answer(ask) };
  } catch (error) {
    reply = { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(reply);
});
