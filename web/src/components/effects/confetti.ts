import type { CreateTypes, Options } from 'canvas-confetti';

/** Spec §9: 200 pieces per button click; 50 pieces over 3 seconds on success pages. */
export const CLICK_CONFETTI_PIECES = 200;
export const SUCCESS_CONFETTI_PIECES = 50;
export const SUCCESS_CONFETTI_MS = 3000;

// The library is loaded on first use so it never weighs on a page's first load.
const load = () => import('canvas-confetti').then((module) => module.default);

/** The canvas of the bursts in flight, and how many are. */
let flight: { fire: CreateTypes; canvas: HTMLCanvasElement; bursts: number } | null = null;

/**
 * Fires one burst on a canvas over the whole window, made for the first burst
 * in flight and removed when the last lands. The library's own canvas would
 * do the same, but it is a bare element outside the page's landmarks that
 * screen readers may stop on; this one is hidden from them (it is decoration).
 */
async function fire(options: Options): Promise<void> {
  const confetti = await load();
  if (!flight) {
    const canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    Object.assign(canvas.style, { position: 'fixed', top: '0', left: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '1000' });
    document.body.appendChild(canvas);
    flight = { fire: confetti.create(canvas, { resize: true, disableForReducedMotion: true }), canvas, bursts: 0 };
  }
  const current = flight;
  current.bursts += 1;
  try {
    await current.fire(options);
  } finally {
    current.bursts -= 1;
    // A flight is only replaced once its last burst has landed, so this one is still the current.
    if (current.bursts === 0) {
      current.canvas.remove();
      flight = null;
    }
  }
}

export function confettiBurst(pieces = CLICK_CONFETTI_PIECES, origin?: { x: number; y: number }): Promise<void> {
  return fire({ particleCount: pieces, spread: 80, startVelocity: 40, origin: origin ?? { x: 0.5, y: 0.6 } });
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
    void fire({ particleCount: perSide, spread: 60, origin: { x: 0.15, y: 0.4 } });
    void fire({ particleCount: perSide, spread: 60, origin: { x: 0.85, y: 0.4 } });
  }, intervalMs);
  return () => {
    stopped = true;
    window.clearInterval(timer);
  };
}
