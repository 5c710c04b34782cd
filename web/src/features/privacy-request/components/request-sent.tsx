import { useEffect, useRef } from 'react';
import type { PrivacyRequest } from '@pitchlens/contracts';
import { Button } from '../../../components/ui/button';
import { usePolicyFigures } from '../../../lib/privacy/policy-figures';
import styles from '../privacy-request.module.css';

interface RequestSentProps {
  request: PrivacyRequest;
  onAnother: () => void;
}

/**
 * What happens next. It reads the same whether or not we hold anything about
 * the address, as the server's answer does: the page must not tell who is known.
 * Focus moves here so the change is announced.
 */
export function RequestSent({ request, onAnother }: RequestSentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { erasureDays } = usePolicyFigures();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.panel} aria-labelledby="privacy-request-sent">
      <h2 id="privacy-request-sent" ref={heading} tabIndex={-1} className={styles.panelTitle}>
        Check your inbox
      </h2>
      <p>
        If we hold data for <strong>{request.email}</strong>, we have emailed that address a link to confirm your request. Nothing
        happens until the link is opened.
      </p>
      <p>
        {request.kind === 'erase'
          ? `Once you confirm, we erase your data within ${erasureDays} days and email you when it is done.`
          : 'Once you confirm, we email you a copy of your data.'}
      </p>
      <Button variant="secondary" onClick={onAnother}>
        Make another request
      </Button>
    </section>
  );
}
