import type { Options } from 'canvas-confetti';

/** Spec §9: 200 pieces per button click; 50 pieces over 3 seconds on success pages. */
export const CLICK_CONFETTI_PIECES = 200;
export const SUCCESS_CONFETTI_PIECES = 50;
export const SUCCESS_CONFETTI_MS = 3000;

// The library is loaded on first use so it never weighs on a page's first load.
const load = () => import('canvas-confetti').then((module) => module.default);

const base: Options = { disableForReducedMotion: true, zIndex: 1000 };

export async function confettiBurst(pieces = CLICK_CONFETTI_PIECES, origin?: { x: number; y: number }): Promise<void> {
  const confetti = await load();
  await confetti({ ...base, particleCount: pieces, spread: 80, startVelocity: 40, origin: origin ?? { x: 0.5, y: 0.6 } });
}

/** Confetti from both sides for 3 seconds, 50 pieces in all. Returns a stop function. */
export function celebrate(): () => void {
  const endsAt = Date.now() + SUCCESS_CONFETTI_MS;
  const intervalMs = 300;
  const perSide = Math.ceil(SUCCESS_CONFETTI_PIECES / (2 * (SUCCESS_CONFETTI_MS / intervalMs)));
  let stopped = false;
  const timer = window.setInterval(() => {
    if (stopped || Date.now() >= endsAt) {
      window.clearInterval(timer);
      return;
    }
    void load().then((confetti) => {
      void confetti({ ...base, particleCount: perSide, spread: 60, origin: { x: 0.15, y: 0.4 } });
      void confetti({ ...base, particleCount: perSide, spread: 60, origin: { x: 0.85, y: 0.4 } });
    });
  }, intervalMs);
  return () => {
    stopped = true;
    window.clearInterval(timer);
  };
}
