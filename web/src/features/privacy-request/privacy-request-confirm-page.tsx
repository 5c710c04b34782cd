import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useConfirmPrivacyRequestMutation } from './api/privacy-request-api';
import { PrivacyRequestLayout } from './components/privacy-request-layout';
import { confirmOutcome, type ConfirmOutcome } from './confirm-outcome';
import styles from './privacy-request.module.css';

const VIEWS: Record<ConfirmOutcome, { title: string; message: string }> = {
  confirming: { title: 'Confirming your request', message: 'One moment while we check your link…' },
  export: { title: 'Request confirmed', message: 'Confirmed. We are preparing your data and will email it to you shortly.' },
  erase: { title: 'Request confirmed', message: 'Confirmed. We are erasing your data and will email you when it is done.' },
  invalid: {
    title: 'This link does not work',
    message: 'The link is invalid or has expired, or it was used already. Make your request again and we will email you a new link.',
  },
  unreachable: { title: 'We could not confirm your request', message: 'Something went wrong on our side. Please try again in a minute.' },
};

/**
 * /privacy-request/confirm?token=…: the link mailed to the address. It confirms
 * on arrival; the prerendered page, and the first render that hydrates it, say
 * "confirming" because neither knows the token's fate yet.
 */
export default function PrivacyRequestConfirmPage() {
  const token = useSearchParams()[0].get('token');
  const [confirm] = useConfirmPrivacyRequestMutation();
  const [outcome, setOutcome] = useState<ConfirmOutcome>('confirming');
  const asked = useRef(false);

  const ask = useCallback(async () => {
    setOutcome('confirming');
    setOutcome(token ? confirmOutcome(await confirm({ token })) : 'invalid');
  }, [confirm, token]);

  useEffect(() => {
    // A token works once: React's development double run of effects must not spend it twice.
    if (asked.current) return;
    asked.current = true;
    void ask();
  }, [ask]);

  const view = VIEWS[outcome];
  return (
    <PrivacyRequestLayout title={view.title} lead={<span role="status">{view.message}</span>}>
      <div className={styles.actions}>
        {outcome === 'invalid' && (
          <ButtonLink to={paths.privacyRequest} size="lg">
            Make a new privacy request
          </ButtonLink>
        )}
        {outcome === 'unreachable' && (
          <Button size="lg" onClick={() => void ask()}>
            Try again
          </Button>
        )}
      </div>
    </PrivacyRequestLayout>
  );
}
