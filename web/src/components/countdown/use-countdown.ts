import { useEffect, useRef, useState } from 'react';
import { offerDeadline } from './offer-deadline';

/**
 * Seconds left of `offer`, which lasts `durationSeconds` from the visitor's
 * first sight of it (offerDeadline), ticking each second and stopping at 0
 * (spec §4). `onExpire` runs once at 0, at once when the offer has already
 * ended. The first render shows the full duration, so prerendered HTML and
 * hydration agree; the real time left follows straight after.
 */
export function useCountdown(offer: string, durationSeconds: number, onExpire?: () => void): number {
  const [secondsLeft, setSecondsLeft] = useState(durationSeconds);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    const endsAt = offerDeadline(offer, durationSeconds);
    let expired = false;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0 && !expired) {
        expired = true;
        window.clearInterval(timer);
        expire.current?.();
      }
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [offer, durationSeconds]);

  return secondsLeft;
}

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function durationParts(totalSeconds: number): DurationParts {
  const total = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** "HH:MM:SS", hours counting past 24 ("47:59:59"). */
export function formatClock(totalSeconds: number): string {
  const { days, hours, minutes, seconds } = durationParts(totalSeconds);
  return `${two(days * 24 + hours)}:${two(minutes)}:${two(seconds)}`;
}

/** "13d 23h 59m 59s" for countdowns measured in days. */
export function formatDays(totalSeconds: number): string {
  const { days, hours, minutes, seconds } = durationParts(totalSeconds);
  return `${days}d ${two(hours)}h ${two(minutes)}m ${two(seconds)}s`;
}
