import { useId, useState } from 'react';
import { CardGrid } from '../../../components/marketing/card-grid';
import { FeatureCardBody } from '../../../components/marketing/feature-card';
import { SectionTitle } from '../../../components/marketing/section-heading';
import { Button } from '../../../components/ui/button';
import { Section } from '../../../components/ui/section';
import styles from './feature-grid.module.css';

interface Feature {
  /** SVG path data on a 24×24 grid, drawn as a stroke. */
  icon: string;
  title: string;
  text: string;
}

const features: Feature[] = [
  {
    icon: 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
    title: '60-second call scoring',
    text: 'Upload a recording or connect Zoom, Teams or Google Meet and get a full scorecard about a minute later, while the call is still fresh.',
  },
  {
    icon: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5zM4 21h15',
    title: 'Your playbook, not a generic one',
    text: 'Calls are scored against your own scripts, playbooks and rubrics, so the feedback matches the way your team is trained to sell.',
  },
  {
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01',
    title: 'Missed-opportunity detection',
    text: 'See the buying signals, objections and next steps that slipped past on the call, with the moment they happened.',
  },
  {
    icon: 'M4 5h16v11H9l-5 4V5z',
    title: 'Actionable coaching',
    text: 'Every score comes with concrete improvement suggestions: what to ask, what to say, and what to drop on the next call.',
  },
  {
    icon: 'M3 20h18M6 16l4-5 4 3 6-8',
    title: 'Progress and trend tracking',
    text: 'Watch scores move call over call and spot the habits that keep repeating before they cost you a deal.',
  },
  {
    icon: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7L11.5 6.8M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.5-1.5',
    title: 'Fits your stack',
    text: 'Works with your CRM, calendar, Zoom, Teams, Google Meet and Slack, and shares results with your team when you add seats.',
  },
];

const COLLAPSED_COUNT = 3;

/** Premium features, three at first so the page stays short (spec §4: collapsed or expanded). */
export function FeatureGrid({ heading = 'Everything Premium unlocks' }: { heading?: string }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const headingId = useId();
  const shown = expanded ? features : features.slice(0, COLLAPSED_COUNT);
  return (
    <Section tone="soft" labelledBy={headingId}>
      <SectionTitle id={headingId}>{heading}</SectionTitle>
      <CardGrid id={listId} columns={3} tablet={{ maxWidth: 959, columns: 2 }} tight>
        {shown.map((feature) => (
          <li key={feature.title} className={styles.card}>
            <FeatureCardBody
              icon={
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={feature.icon} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              }
              title={feature.title}
              text={feature.text}
            />
          </li>
        ))}
      </CardGrid>
      <div className={styles.toggle}>
        <Button variant="secondary" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : `Show all ${features.length} features`}
        </Button>
      </div>
    </Section>
  );
}
