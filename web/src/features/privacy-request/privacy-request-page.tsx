import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PrivacyRequest } from '@pitchlens/contracts';
import { paths } from '../../config/paths';
import { PrivacyRequestForm } from './components/privacy-request-form';
import { PrivacyRequestLayout } from './components/privacy-request-layout';
import { RequestSent } from './components/request-sent';
import styles from './privacy-request.module.css';

/** /privacy-request: a person asks for a copy of their data or its deletion; the link mailed to the address confirms it. */
export default function PrivacyRequestPage() {
  const [sent, setSent] = useState<PrivacyRequest | null>(null);
  return (
    <PrivacyRequestLayout
      title="Get a copy of your data, or have it deleted"
      lead="Tell us the email address you used with us and what you want. We email that address a link first, so only the person who reads its mail can ask."
    >
      {sent ? <RequestSent request={sent} onAnother={() => setSent(null)} /> : <PrivacyRequestForm onSent={setSent} />}
      <p className={styles.note}>
        This covers what our site recorded about you: the pages you visited, the forms you sent, the emails we sent you and your
        purchases. How we handle your data, and your other rights, are in our{' '}
        <Link to={`${paths.privacyPolicy}#your-rights`}>privacy policy</Link>.
      </p>
    </PrivacyRequestLayout>
  );
}
