import styles from '../components/checkout.module.css';

/** Shown to a returning buyer whose card is already on file (spec §2). */
export function WelcomeBack({ firstName }: { firstName?: string }) {
  return (
    <div className={styles.notice}>
      <h2>Welcome Back{firstName ? `, ${firstName}` : ''}!</h2>
      <p>Your saved payment details are ready, so this takes one click. You can also use a different card.</p>
    </div>
  );
}
