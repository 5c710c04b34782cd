import { Countdown } from '../../../components/countdown/countdown';
import styles from './countdown-bar.module.css';

interface CountdownBarProps {
  /** Names the offer, whose deadline is kept per visitor. */
  offer: string;
  seconds: number;
  /** What the clock counts down to, read before the time ("This offer expires in"). */
  message: string;
  onExpire?: () => void;
}

/** The urgency strip pinned to the top of a time-limited offer. */
export function CountdownBar({ offer, seconds, message, onExpire }: CountdownBarProps) {
  return (
    <div className={styles.bar}>
      <p className={styles.text}>
        <span>{message}</span>{' '}
        <Countdown className={styles.clock} offer={offer} durationSeconds={seconds} onExpire={onExpire} label={message} />
      </p>
    </div>
  );
}
