import { brand } from '@pitchlens/contracts';
import { buttonClass } from '../../../components/ui/button';
import { mailtoHref } from '../../../lib/mailto';

interface EmailButtonProps {
  subject: string;
  body: string;
  children: string;
  variant?: 'primary' | 'light';
  className?: string;
}

/** A button that opens the visitor's mail app with a message to us already written. */
export function EmailButton({ subject, body, children, variant = 'primary', className }: EmailButtonProps) {
  return (
    <a href={mailtoHref({ to: brand.supportEmail, subject, body })} className={buttonClass({ variant, size: 'lg' }, className)}>
      {children}
    </a>
  );
}
