import type { CSSProperties } from 'react';
import { sampleCall } from '../content/sample-call';
import { ReportHeader } from './report-header';
import { ScoreMeter } from './score-meter';
import styles from './sample-call-card.module.css';

/** A static picture of a scored call, drawn in HTML/CSS so it costs no image request. */
export function SampleCallCard() {
  const { title, score, analysedInSeconds, metrics, talkRatio, missedOpportunity } = sampleCall;
  return (
    <figure className={styles.card} aria-label="Sample call analysis">
      <ReportHeader
        kicker="Sample call analysis"
        title={<p className={styles.title}>{title}</p>}
        score={
          <div className={styles.score} style={{ '--score': score } as CSSProperties}>
            <span className={styles.scoreValue}>{score}</span>
            <span className={styles.scoreMax}>/100</span>
          </div>
        }
      />
      <ul className={styles.metrics}>
        {metrics.map((metric) => (
          <li key={metric.label} className={styles.metric}>
            <span className={styles.metricLabel}>{metric.label}</span>
            <span className={styles.metricValue}>{metric.value}</span>
            <ScoreMeter percent={metric.value} className={styles.bar} />
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <div>
          <dt>Talk / listen</dt>
          <dd>
            {talkRatio.rep}% / {talkRatio.prospect}%
          </dd>
        </div>
        <div>
          <dt>Missed opportunity</dt>
          <dd>{missedOpportunity}</dd>
        </div>
      </dl>
      <figcaption className={styles.caption}>
        <span className={styles.pulse} aria-hidden="true" /> Analyzed in {analysedInSeconds} seconds
      </figcaption>
    </figure>
  );
}
