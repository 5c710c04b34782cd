import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'light';
export type ButtonSize = 'md' | 'lg' | 'sm';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

export function buttonClass({ variant = 'primary', size = 'md', block }: Look, extra?: string): string {
  return [styles.button, styles[variant], styles[size], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

export function Button({ variant, size, block, className, type = 'button', ...props }: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...props} />;
}

/** A link to a page of this site, looking like a button. */
export function ButtonLink({ variant, size, block, className, ...props }: Look & LinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...props} />;
}

/** A link leaving the site (booking page, video, app), opened in a new tab. */
export function ExternalButtonLink({ variant, size, block, className, ...props }: Look & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a target="_blank" rel="noopener noreferrer" className={buttonClass({ variant, size, block }, className)} {...props} />;
}
