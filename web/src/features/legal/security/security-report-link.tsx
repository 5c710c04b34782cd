import { SupportRequestLink } from '../components/support-links';

/** Subject that routes a report to whoever is on security duty. */
export const SECURITY_REPORT_SUBJECT = 'Security report';

// A template gets reporters to send what triage needs in their first message.
const REPORT_TEMPLATE = ['What I found:', '', 'Page or feature affected:', '', 'Steps to reproduce:', '', 'Expected impact:', ''].join('\n');

/** The mail link for vulnerability reports, with a prefilled subject and report template. */
export function SecurityReportLink() {
  return (
    <SupportRequestLink subject={SECURITY_REPORT_SUBJECT} body={REPORT_TEMPLATE}>
      email a security report
    </SupportRequestLink>
  );
}
