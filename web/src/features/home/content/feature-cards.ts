export type FeatureIcon = 'framework' | 'shield' | 'chart' | 'target' | 'team' | 'plug';

export interface FeatureCard {
  icon: FeatureIcon;
  title: string;
  text: string;
}

/** Spec §1 landing content, plus the integrations it names. */
export const featureCards: FeatureCard[] = [
  {
    icon: 'framework',
    title: 'Custom Frameworks',
    text: 'Score every call against your own scripts, playbooks and rubrics, so feedback follows the way your team is taught to sell.',
  },
  {
    icon: 'shield',
    title: 'Enterprise Security',
    text: 'Admin and user roles, audit logging and immediate access revocation. Call data on the standard plan is deleted after 90 days.',
  },
  {
    icon: 'chart',
    title: 'Performance Tracking',
    text: 'Watch each rep’s scores call by call. Trend detection flags who is improving and who is slipping before it shows in the pipeline.',
  },
  {
    icon: 'target',
    title: 'Actionable Coaching',
    text: 'No vague grades: every report names the missed opportunities and the exact thing to do differently on the next call.',
  },
  {
    icon: 'team',
    title: 'Team Insights',
    text: 'Managers get one dashboard of rep performance, methodology adherence and coaching recommendations across the whole team.',
  },
  {
    icon: 'plug',
    title: 'Fits Your Stack',
    text: 'Works with Zoom, Teams and Google Meet, your CRM, calendar and Slack, and an API for everything else.',
  },
];
