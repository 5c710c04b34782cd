import { brand } from '@pitchlens/contracts';
import { CardGrid } from '../../../components/marketing/card-grid';
import { TitledSection } from '../../../components/marketing/titled-section';
import { DEMO_MINUTES } from '../giveaway-offer';
import { VideoFacade } from './video-facade';
import styles from './giveaway-sections.module.css';

const quotes = [
  {
    quote:
      'I referred two enablement leaders I used to work with. Both took the demo, both loved the book, and the gift cards were in my inbox the next morning.',
    role: 'Account Executive',
    company: 'B2B software company',
  },
  {
    quote: `The demo really was ${DEMO_MINUTES} minutes. They scored one of our calls against our own playbook while I watched, and I knew what my reps needed to hear.`,
    role: 'Sales Enablement Leader',
    company: '400-person SaaS company',
  },
  {
    quote:
      'My managers were losing afternoons to call reviews. Seeing a call scored in about a minute, with the coaching points already written, is what got my attention.',
    role: 'Sales Manager',
    company: 'Logistics company',
  },
];

const intro = 'The people who pass the book along get paid. The people who receive it get a faster way to coach.';

export function Testimonials() {
  return (
    <TitledSection tone="dark" titleId="testimonials-title" title="What Referrers and Leaders Say" lead={intro} headingAs="header">
      <CardGrid as="div" columns={2} className={styles.testimonialGrid}>
        <div className={styles.video}>
          <h3 className={styles.videoTitle}>See what your referrals will see</h3>
          <VideoFacade videoUrl={brand.demoVideoUrl} title={`The ${DEMO_MINUTES}-minute Pitchlens demo`} />
        </div>
        <ul className={styles.quotes}>
          {quotes.map((item) => (
            <li key={item.role}>
              <figure className={styles.quote}>
                <blockquote>
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption>
                  <strong>{item.role}</strong>, {item.company}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </CardGrid>
    </TitledSection>
  );
}
