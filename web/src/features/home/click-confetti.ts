import buttonStyles from '../../components/ui/button.module.css';

export interface Point {
  x: number;
  y: number;
}

interface ClickLike {
  target: EventTarget | null;
  clientX: number;
  clientY: number;
  /** 0 when the click came from the keyboard, which has no pointer position. */
  detail: number;
}

/**
 * The button a click landed on: a real <button> or a link drawn with the shared
 * button style. Plain text links are left alone.
 */
export function confettiTrigger(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest('button, a');
  if (!control) return null;
  return control.tagName === 'BUTTON' || control.classList.contains(buttonStyles.button) ? control : null;
}

/** A viewport point as the 0..1 fractions the confetti library expects. */
export function viewportFraction(point: Point, viewport: { width: number; height: number }): Point {
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return { x: clamp(point.x / viewport.width), y: clamp(point.y / viewport.height) };
}

/** Where the burst starts: the pointer, or the button's centre for a keyboard press. */
export function confettiOrigin(click: ClickLike, control: Element, viewport: { width: number; height: number }): Point {
  if (click.detail > 0) return viewportFraction({ x: click.clientX, y: click.clientY }, viewport);
  const box = control.getBoundingClientRect();
  return viewportFraction({ x: box.left + box.width / 2, y: box.top + box.height / 2 }, viewport);
}
