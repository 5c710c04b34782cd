import { brand, TRIAL_DAYS } from '@pitchlens/contracts';
import { DarkHero } from '../../../components/marketing/dark-hero';
import hero from '../../../components/marketing/dark-hero.module.css';
import { ExternalButtonLink } from '../../../components/ui/button';
import { sectionIds } from '../home-sections';
import { SampleCallCard } from './sample-call-card';
import styles from './hero-section.module.css';

/** Above the fold, so no fade-in: the headline must paint with the first frame. */
export function HeroSection({ partyMode }: { partyMode: boolean }) {
  return (
    <DarkHero
      id={sectionIds.home}
      labelledBy="hero-title"
      className={partyMode ? `${styles.hero} ${styles.party}` : styles.hero}
      innerClassName={styles.inner}
    >
      <div className={styles.copy}>
        <p className={`${hero.badge} ${styles.badge}`}>AI coaching for every sales call</p>
        <h1 id="hero-title" className={hero.title}>
          Actionable Sales Feedback in Seconds
        </h1>
        <p className={hero.lead}>
          Upload a recorded call and {brand.name} scores it against your own scripts, playbooks and rubrics in about 60
          seconds, then tells the rep exactly what to do better on the next one.
        </p>
        <div className={`${hero.actions} ${hero.stacked} ${styles.actions}`}>
          <ExternalButtonLink href={brand.schedulingUrl} size="lg">
            Get Started
          </ExternalButtonLink>
          <ExternalButtonLink href={brand.demoVideoUrl} size="lg" variant="light">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
            Watch Demo
          </ExternalButtonLink>
        </div>
        <ul className={styles.proof}>
          <li>Works with Zoom, Teams and Google Meet</li>
          <li>{TRIAL_DAYS}-day free trial</li>
          <li>Scored against your playbook</li>
        </ul>
      </div>
      <SampleCallCard />
    </DarkHero>
  );
}
