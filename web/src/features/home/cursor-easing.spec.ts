import { stepToward } from './cursor-easing';

describe('stepToward', () => {
  it('covers the given share of the distance each frame', () => {
    expect(stepToward({ x: 0, y: 0 }, { x: 100, y: 50 }, 0.2)).toEqual({ point: { x: 20, y: 10 }, settled: false });
  });

  it('snaps onto the target once within a tenth of a pixel', () => {
    expect(stepToward({ x: 99.95, y: 10 }, { x: 100, y: 10 })).toEqual({ point: { x: 100, y: 10 }, settled: true });
  });

  it('arrives after a bounded number of frames', () => {
    let state = { point: { x: 0, y: 0 }, settled: false };
    let frames = 0;
    while (!state.settled && frames < 200) {
      state = stepToward(state.point, { x: 800, y: 600 });
      frames += 1;
    }
    expect(state.settled).toBe(true);
    expect(frames).toBeLessThan(100);
  });
});
