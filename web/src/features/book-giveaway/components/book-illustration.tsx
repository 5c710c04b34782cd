import { GIFT_CARD_DOLLARS } from '../giveaway-offer';
import styles from './giveaway-hero.module.css';

/** A book and a gift card drawn inline: the hero's picture without an image download. */
export function BookIllustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 320 300" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="giveaway-cover" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2563eb" />
          <stop offset="1" stopColor="#1e3a8a" />
        </linearGradient>
      </defs>
      <g transform="rotate(-6 150 150)">
        <rect x="62" y="28" width="176" height="236" rx="10" fill="#0f172a" opacity="0.35" transform="translate(8 10)" />
        <rect x="62" y="28" width="176" height="236" rx="10" fill="url(#giveaway-cover)" />
        <rect x="62" y="28" width="18" height="236" rx="6" fill="#1e3a8a" />
        <rect x="100" y="70" width="112" height="12" rx="6" fill="#dbeafe" />
        <rect x="100" y="92" width="84" height="12" rx="6" fill="#dbeafe" opacity="0.7" />
        <circle cx="156" cy="170" r="34" fill="none" stroke="#fff" strokeWidth="8" />
        <path d="M180 194l22 22" stroke="#fff" strokeWidth="8" strokeLinecap="round" />
        <rect x="100" y="232" width="100" height="8" rx="4" fill="#93c5fd" />
      </g>
      <g transform="rotate(8 250 230)">
        <rect x="180" y="190" width="124" height="80" rx="10" fill="#fff" stroke="#fecaca" strokeWidth="2" />
        <rect x="180" y="212" width="124" height="14" fill="#b91c1c" />
        <text x="196" y="256" fontFamily="system-ui, sans-serif" fontSize="26" fontWeight="800" fill="#0f172a">
          ${GIFT_CARD_DOLLARS}
        </text>
        <path d="M268 246l10 -10 10 10 -10 10z" fill="#b91c1c" />
      </g>
    </svg>
  );
}
