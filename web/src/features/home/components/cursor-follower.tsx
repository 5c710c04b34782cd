import { useEffect, useRef, useState } from 'react';
import { stepToward } from '../cursor-easing';
import styles from './cursor-follower.module.css';

/** Only a mouse-like pointer that can hover has a cursor to follow; reduced motion turns the effect off. */
export const FOLLOWER_MEDIA_QUERY = '(hover: hover) and (pointer: fine) and (prefers-reduced-motion: no-preference)';

/** Decides in an effect, never during render, so the prerendered HTML and the first client render agree. */
function useFollowerWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.(FOLLOWER_MEDIA_QUERY);
    if (!query) return;
    const update = () => setWanted(query.matches);
    update();
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, []);
  return wanted;
}

/** A ring that trails the pointer; it animates only while catching up, so an idle page costs nothing. */
export function CursorFollower({ partyMode }: { partyMode: boolean }) {
  const wanted = useFollowerWanted();
  const ring = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ring.current;
    if (!wanted || !element) return;
    let current = { x: 0, y: 0 };
    const target = { x: 0, y: 0 };
    let frame = 0;
    let placed = false;

    const draw = () => {
      element.style.transform = `translate3d(${current.x}px, ${current.y}px, 0)`;
    };
    const tick = () => {
      const next = stepToward(current, target);
      current = next.point;
      draw();
      frame = next.settled ? 0 : requestAnimationFrame(tick);
    };
    const onMove = (event: PointerEvent) => {
      target.x = event.clientX;
      target.y = event.clientY;
      if (!placed) {
        // Appear under the pointer instead of gliding in from the corner.
        placed = true;
        current = { ...target };
        draw();
      }
      element.dataset.visible = 'true';
      if (!frame) frame = requestAnimationFrame(tick);
    };
    const onLeave = (event: PointerEvent) => {
      if (!event.relatedTarget) element.dataset.visible = 'false';
    };

    window.addEventListener('pointermove', onMove, { passive: true });
    document.addEventListener('pointerout', onLeave);
    return () => {
      window.removeEventListener('pointermove', onMove);
      document.removeEventListener('pointerout', onLeave);
      cancelAnimationFrame(frame);
    };
  }, [wanted]);

  if (!wanted) return null;
  return <div ref={ring} className={`${styles.ring} ${partyMode ? styles.party : ''}`} aria-hidden="true" />;
}
