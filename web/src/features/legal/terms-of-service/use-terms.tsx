import { Link } from 'react-router-dom';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../../config/paths';
import { legalFigures as f } from '../legal-figures';
import type { LegalSection } from '../legal-section';

/** Terms: acceptable use, API, intellectual property, privacy, termination. */
export const useTerms: LegalSection[] = [
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    content: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>upload calls recorded without the consent and notices the law requires, or content you have no right to share;</li>
          <li>use the service to break the law, harass anyone or discriminate against anyone;</li>
          <li>upload malware, or files disguised as a type they are not;</li>
          <li>
            probe, scan or test the security of the service except as our <Link to={paths.security}>security disclosure policy</Link>{' '}
            allows;
          </li>
          <li>copy, scrape, reverse engineer or resell the service, or use it to build a competing product, except as a Founder Partner under a written agreement with us;</li>
          <li>share sign-in details, or get around seat limits, rate limits or other technical restrictions;</li>
          <li>overload or disrupt the service or the networks it runs on; or</li>
          <li>submit referrals of people who have not agreed to be contacted, or otherwise misrepresent who you are.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'api-and-integrations',
    title: 'API and integrations',
    content: (
      <>
        <p>
          API access is subject to our API documentation and to rate limits per account and per key, which keep the service fast and
          reliable for every customer. Requests above a limit are rejected until the limit window resets. We may adjust limits, and
          we will give you reasonable notice before lowering the limits of your plan. Keep your API keys secret; you are responsible
          for calls made with them.
        </p>
        <p>
          Integrations with CRMs, calendars, Zoom, Microsoft Teams, Google Meet, Slack and other services are governed by those
          providers’ own terms as well as these. We are not responsible for third-party services, and you can disconnect an
          integration at any time.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property and feedback',
    content: (
      <p>
        {brand.name} owns the service, its software, scoring methods and brand. While your subscription is active we give you a
        limited, non-exclusive, non-transferable right to use the service for your internal business purposes. If you send us ideas
        or suggestions, we may use them without any obligation to you.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy and data protection',
    content: (
      <p>
        Our <Link to={paths.privacyPolicy}>Privacy Policy</Link> explains what personal information we collect, how we use and share
        it, and your rights. For personal data in the calls you upload, you are the controller and we process it on your behalf as
        your service provider; business customers can ask us for a data processing agreement.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    content: (
      <>
        <p>
          You may close your account at any time. We may suspend or terminate your access if you materially breach these Terms,
          including the acceptable-use rules, if a payment remains unpaid after our retries, if the law requires it, or to prevent
          harm to other users or the service. Where practical, we will tell you first and give you a chance to put things right.
        </p>
        <p>
          We may also close an account that nobody has signed in to for more than {f.inactivityTerminationMonths} months. We will
          email you before we do, and an account with an active paid subscription is closed only at the end of its paid period.
        </p>
        <p>
          When an account is terminated, access ends and its data is deleted within {f.deletionAfterTerminationDays} days, so export
          anything you need beforehand. Sections that by their nature should continue, including those on payment, intellectual
          property, disclaimers, liability and disputes, survive termination.
        </p>
      </>
    ),
  },
];
