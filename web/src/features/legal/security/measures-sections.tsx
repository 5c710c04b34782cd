import { legalFigures as f } from '../legal-figures';
import type { LegalSection } from '../legal-section';

interface Milestone {
  quarter: string;
  items: string[];
}

const roadmap: Milestone[] = [
  {
    quarter: 'Q4 2025',
    items: [
      'SOC 2 Type I readiness: a gap assessment against the Trust Services Criteria, written security policies and vendor risk reviews',
      'Security awareness training for everyone on the team',
    ],
  },
  {
    quarter: 'Q1 2026',
    items: [
      'Single sign-on with SAML 2.0 for Team and Enterprise plans',
      'An independent penetration test by an outside firm, with a summary available to customers under NDA',
    ],
  },
  {
    quarter: 'Q2 2026',
    items: [
      `Customer-managed retention: Admins choose how long call data is kept, including periods shorter than ${f.callDataRetentionDays} days`,
      'SOC 2 Type I audit by an independent auditor',
    ],
  },
];

/** Security page: what is in place, and what comes next. */
export const measuresSections: LegalSection[] = [
  {
    id: 'current-measures',
    title: 'What we do today',
    content: (
      <ul>
        <li>
          <strong>Encryption in transit and at rest.</strong> Every connection to our site, application and API uses TLS. Databases,
          stored recordings and backups are encrypted at rest.
        </li>
        <li>
          <strong>Hashed passwords.</strong> Passwords are stored only as salted hashes made with a deliberately slow algorithm, never
          in readable form. They must be at least {f.minimumPasswordLength} characters and meet complexity rules.
        </li>
        <li>
          <strong>Two roles: Admin and User.</strong> Admins manage members, roles and team settings. Users upload and review their own
          calls and the calls shared with them, and nothing more.
        </li>
        <li>
          <strong>Audit logging.</strong> Sign-ins, role changes, members added or removed, sharing and deletions are logged with who
          did what and when.
        </li>
        <li>
          <strong>Immediate access revocation.</strong> When an Admin removes a member or lowers their role, the change applies at once,
          including to sessions already open.
        </li>
        <li>
          <strong>Private analytics.</strong> Our site analytics never store an IP address: only a keyed hash of it, which cannot be
          reversed without a secret key held on our servers. Email addresses never appear in analytics identifiers.
        </li>
        <li>
          <strong>Append-only audit of analytics events.</strong> Every analytics event is written to a log in which the database itself
          refuses edits and deletions, so the record cannot be quietly rewritten.
        </li>
        <li>
          <strong>Checked uploads.</strong> Uploaded files are validated by type before we process them.
        </li>
        <li>
          <strong>Card data stays with the processor.</strong> Card details go straight from your browser to our PCI DSS compliant card
          payment processor and never touch our servers.
        </li>
        <li>
          <strong>Abuse limits.</strong> The API and our forms are rate limited, and our pages run under a strict Content Security
          Policy that blocks scripts from unapproved sources and forbids other sites from framing them.
        </li>
      </ul>
    ),
  },
  {
    id: 'roadmap',
    title: 'Roadmap: Q4 2025 to Q2 2026',
    content: (
      <>
        <p>These are our targets for the next three quarters. We will update this page as each item ships.</p>
        {roadmap.map((milestone) => (
          <div key={milestone.quarter}>
            <h3>{milestone.quarter}</h3>
            <ul>
              {milestone.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </>
    ),
  },
];
