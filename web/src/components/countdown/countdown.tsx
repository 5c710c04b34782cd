import { formatClock, formatDays, useCountdown } from './use-countdown';

interface CountdownProps {
  /** Names the offer, whose deadline is kept per visitor. */
  offer: string;
  durationSeconds: number;
  onExpire?: () => void;
  format?: 'clock' | 'days';
  className?: string;
  label: string;
}

/** A ticking countdown; screen readers get its label, not a change every second. */
export function Countdown({ offer, durationSeconds, onExpire, format = 'clock', className, label }: CountdownProps) {
  const secondsLeft = useCountdown(offer, durationSeconds, onExpire);
  return (
    <span className={className} role="timer" aria-label={label} aria-live="off">
      {format === 'days' ? formatDays(secondsLeft) : formatClock(secondsLeft)}
    </span>
  );
}
