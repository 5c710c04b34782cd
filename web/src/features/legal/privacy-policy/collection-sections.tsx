import { Link } from 'react-router-dom';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../../config/paths';
import { SectionRef } from '../components/section-ref';
import type { LegalSection } from '../legal-section';

/** Privacy policy: scope, what we collect, why, other people's data, sharing. */
export const collectionSections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are and what this policy covers',
    content: (
      <>
        <p>
          {brand.name} (“{brand.name}”, “we”, “us”, “our”) provides an AI service that scores recorded sales calls and gives coaching
          feedback to sales reps, sales managers, enablement leaders and sales trainers. This Privacy Policy explains what personal
          information we collect, how we use and share it, how long we keep it and the choices and rights you have.
        </p>
        <p>It applies when you:</p>
        <ul>
          <li>visit {brand.siteUrl.replace('https://', '')} and its pages (the “site”);</li>
          <li>create an account or use the {brand.name} application, its integrations or its API (the “service”);</li>
          <li>buy a subscription, start a trial, or book a framework session or an enterprise pilot;</li>
          <li>take part in our referral, book giveaway or Founder Partner programs; or</li>
          <li>contact us by email or through a form.</li>
        </ul>
        <p>
          For our site, accounts, billing and marketing we decide how and why personal information is used. For the call recordings a
          business customer uploads, that customer decides, and we process the recordings on its behalf as a service provider (see{' '}
          <SectionRef id="call-participants-and-referrals" /> and <SectionRef id="gdpr" />). This policy does not cover third-party websites or services we link to; their own policies apply.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    content: (
      <>
        <h3>Account data</h3>
        <p>
          Your name, email address, company, job title, team and role (Admin or User), your password (which we store only as a salted
          hash, never in readable form), your settings and the integrations you connect.
        </p>
        <h3>Uploaded call recordings and transcripts</h3>
        <p>
          The audio and video files you upload or import, the transcripts we create from them, and everything said on those calls,
          which can include personal information about you, your colleagues and the people you sell to. We also keep the scripts,
          playbooks and rubrics you give us, and the scores, coaching insights, missed opportunities and trends we generate. When you
          connect a CRM, calendar, Zoom, Microsoft Teams, Google Meet or Slack, we receive the recordings, meeting details and records
          you authorize that integration to send.
        </p>
        <h3>Usage and analytics events</h3>
        <p>
          When you use the site we record events such as page views (the page address, its title and the page you came from), funnel
          steps (for example viewing an offer, starting a checkout or completing a purchase), downloads and form submissions, together
          with any campaign (UTM) parameters in the link you followed, your browser’s user-agent string and a random session
          identifier. Your IP address is never stored as such: we keep only a keyed hash of it, which cannot be reversed without a
          secret key held on our servers. Inside the application we record which features you use and security events such as
          sign-ins and role changes.
        </p>
        <h3>Payment data</h3>
        <p>
          Card details are typed into a payment form provided by our card payment processor and go directly to that processor. We
          never see or store your full card number or security code. We receive and keep a payment reference, your name and email,
          the product, amount, billing cycle, date and status of each payment, and may receive the card brand and last four digits.
        </p>
        <h3>Information you send us</h3>
        <p>
          The email address you give to receive a download, the details you enter in referral, partner or enterprise forms, the
          contents of emails and support requests, and the information you give when you book a call with us.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use information',
    content: (
      <>
        <p>We use personal information to:</p>
        <ul>
          <li>provide the service: transcribe and score your calls, generate coaching feedback, and show dashboards and shared results to your team;</li>
          <li>create, secure and support your account, including signing you in and enforcing the permissions of your role;</li>
          <li>take payments, run trials and renewals, retry failed payments and handle refunds;</li>
          <li>send the emails the service needs (receipts, trial and billing notices, the downloads you requested, security alerts) and, where allowed, news about {brand.name} that you can unsubscribe from at any time;</li>
          <li>understand how visitors find and move through our site, which pages and offers work and which campaigns bring sign-ups;</li>
          <li>run the referral and partner programs, including contacting the people you refer and paying rewards you have earned;</li>
          <li>keep the site and service secure, prevent fraud and abuse, enforce rate limits and our Terms of Service; and</li>
          <li>meet legal, tax and accounting obligations and respond to lawful requests.</li>
        </ul>
        <p>
          Scores and coaching feedback are produced automatically to help people coach and improve. They are meant to support human
          judgment, not to replace it, and we do not use them to make decisions about you that have legal or similarly significant
          effects.
        </p>
      </>
    ),
  },
  {
    id: 'call-participants-and-referrals',
    title: 'Call participants and people you refer',
    content: (
      <>
        <p>
          Calls include people other than the person who uploads them: prospects, customers and colleagues. Our{' '}
          <Link to={paths.termsOfService}>Terms of Service</Link> require everyone who uploads a call to have the consent of all
          parties to record it and to have given every notice the law requires. Some US states and many countries require the
          consent of everyone on the call.
        </p>
        <p>
          If you took part in a call that a {brand.name} customer uploaded, that customer controls the recording. Please send requests
          about it to the customer; if you contact us, we will pass your request on and help the customer answer it.
        </p>
        <p>
          When you refer someone, you confirm that you know them and have their permission to share their name, work email, job title
          and company with us. We use those details only to invite them to the book giveaway and a demo and to manage your referral
          reward. A referred person can ask us at any time to stop contacting them or to delete their details.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-share-information',
    title: 'How we share information',
    content: (
      <>
        <p>
          <strong>We do not sell your personal information</strong>, we do not share it for cross-context behavioral advertising,
          and we do not rent or trade contact lists. We disclose personal information only as follows.
        </p>
        <h3>Processors that work for us</h3>
        <ul>
          <li><strong>Card payment provider</strong>: processes payments, stores saved payment methods and screens for fraud.</li>
          <li><strong>Email delivery provider</strong>: delivers the emails we send you.</li>
          <li><strong>Hosting and infrastructure providers</strong>: run the servers, databases and storage that hold our data.</li>
        </ul>
        <p>
          They may use your information only to provide their service to us, under contracts that require confidentiality and
          security. We will send a list of our current processors on request.
        </p>
        <h3>Others, in limited cases</h3>
        <ul>
          <li><strong>Your team</strong>: on a team plan, Admins and the colleagues you share with can see your calls, scores and feedback.</li>
          <li><strong>Your employer or Founder Partner</strong>: if they provide your seat, they may see whether the seat is active and how it is used, under their agreement with us.</li>
          <li><strong>Services you connect or open</strong>: integrations you authorize, and embedded videos, calendars or forms you choose to load, receive what is needed to work.</li>
          <li><strong>Legal and safety</strong>: when the law requires it, or to protect the rights, safety and property of our users, the public or {brand.name}.</li>
          <li><strong>Business transfers</strong>: to a buyer or successor in a merger, acquisition or sale of assets, who must honor this policy; we will tell you before that happens.</li>
          <li><strong>With your consent</strong>: in any other case, only when you ask us to.</li>
        </ul>
      </>
    ),
  },
];
