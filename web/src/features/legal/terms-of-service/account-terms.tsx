import { Link } from 'react-router-dom';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../../config/paths';
import { legalFigures as f } from '../legal-figures';
import { SectionRef } from '../components/section-ref';
import type { LegalSection } from '../legal-section';

/** Terms: the agreement, the service, accounts, uploaded calls. */
export const accountTerms: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to these terms',
    content: (
      <>
        <p>
          These Terms of Service (“Terms”) are an agreement between you and {brand.name} (“{brand.name}”, “we”, “us”). They govern
          your use of our website, the {brand.name} application and API (together, the “service”), and any subscription, trial,
          framework session or enterprise pilot you buy. By creating an account, starting a trial, making a purchase or using the
          service, you accept these Terms.
        </p>
        <p>
          If you use the service for a company, you confirm that you may accept these Terms on its behalf, and “you” includes that
          company. If you have signed an order form, enterprise proposal or partner agreement with us, that document prevails where
          it conflicts with these Terms. Our <Link to={paths.privacyPolicy}>Privacy Policy</Link> explains how we handle personal
          information.
        </p>
      </>
    ),
  },
  {
    id: 'the-service',
    title: 'The service',
    content: (
      <p>
        {brand.name} analyzes recorded sales calls with AI and returns scores, coaching insights, missed opportunities, improvement
        suggestions and progress trends, optionally measured against your own scripts, playbooks and rubrics. We improve the service
        continuously and may add, change or retire features. We will not materially reduce the core features of a paid plan during a
        billing period you have already paid for.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Eligibility and accounts',
    content: (
      <>
        <ul>
          <li>You must be at least {f.minimumAge} years old and able to enter into a binding contract.</li>
          <li>
            <strong>One account per person.</strong> Each account and each seat belongs to one named individual; sign-in details may
            not be shared. A team Admin may reassign a seat when a member leaves.
          </li>
          <li>Give accurate information when you register and keep it up to date.</li>
          <li>
            Your password must be at least {f.minimumPasswordLength} characters long and meet the complexity rules shown when you
            choose it, such as mixing letters, numbers and symbols.
          </li>
          <li>
            Keep your sign-in details confidential. You are responsible for activity under your account, and you must tell us
            promptly at the address in <SectionRef id="contact" /> if you suspect anyone else has used it.
          </li>
        </ul>
        <p>
          On a team plan, Admins manage members and roles, can see the calls shared within the team and can remove a member’s access
          at any time; removal takes effect immediately.
        </p>
      </>
    ),
  },
  {
    id: 'uploaded-calls',
    title: 'Uploaded calls and your content',
    content: (
      <>
        <p>
          <strong>Consent of all parties.</strong> Before you record or upload a call, you must obtain the consent of everyone on it
          and give every notice the law requires, even where local law would allow one-party consent. You are responsible for having
          the right to upload every recording, transcript and document you give us.
        </p>
        <p>
          <strong>Ownership and license.</strong> You keep all rights in your recordings, transcripts, scripts, playbooks and rubrics
          and in the scores and feedback generated from them. You grant us a limited license to host, copy, transcribe, analyze and
          display that content only to provide and support the service for you and as our Privacy Policy describes.
        </p>
        <p>
          <strong>File checks.</strong> We accept supported audio, video and transcript formats only. Every upload is validated by type,
          and we may reject files whose content does not match their type, that appear harmful, or that exceed the size limits of
          your plan. Please leave out information the service does not need, such as payment card numbers or health details.
        </p>
        <p>
          <strong>Retention.</strong> On the standard plan call data is kept for {f.callDataRetentionDays} days from upload and then
          deleted, so export anything you want to keep longer. The <Link to={paths.privacyPolicy}>Privacy Policy</Link> lists every
          retention period.
        </p>
      </>
    ),
  },
];
