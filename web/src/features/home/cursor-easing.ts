import type { Point } from './click-confetti';

/** Share of the remaining distance the follower covers each frame; lower trails further behind. */
export const FOLLOW_EASING = 0.18;
const SETTLED_PX = 0.1;

/** One animation frame of the follower: move part of the way and say whether it has arrived. */
export function stepToward(current: Point, target: Point, easing = FOLLOW_EASING): { point: Point; settled: boolean } {
  const dx = target.x - current.x;
  const dy = target.y - current.y;
  if (Math.abs(dx) < SETTLED_PX && Math.abs(dy) < SETTLED_PX) return { point: { ...target }, settled: true };
  return { point: { x: current.x + dx * easing, y: current.y + dy * easing }, settled: false };
}
