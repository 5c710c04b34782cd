import { FadeIn } from '../../../components/effects/fade-in';
import { CardGrid } from '../../../components/marketing/card-grid';
import { TESTIMONIAL_LABEL, testimonials } from '../content/testimonials';
import { sectionIds } from '../home-sections';
import { HomeSection } from './home-section';
import styles from './testimonials-section.module.css';

const intro = 'What revenue leaders say after moving call review to Pitchlens.';

export function TestimonialsSection() {
  return (
    <HomeSection id={sectionIds.testimonials} tone="dark" eyebrow="Testimonials" title="Sales teams that stopped guessing" lead={intro}>
      <CardGrid columns={3} tablet={{ maxWidth: 1023, columns: 1 }}>
        {testimonials.map((testimonial, index) => (
          <li key={testimonial.quote}>
            <FadeIn delay={index * 120} className={styles.cardWrap}>
              <figure className={styles.card}>
                <svg className={styles.mark} viewBox="0 0 32 24" width="32" height="24" aria-hidden="true" focusable="false">
                  <path d="M0 24V14C0 6 4 1 12 0v5c-4 1-6 4-6 8h6v11zm18 0V14c0-8 4-13 12-14v5c-4 1-6 4-6 8h6v11z" fill="currentColor" />
                </svg>
                <blockquote className={styles.quote}>
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className={styles.caption}>
                  <strong>{TESTIMONIAL_LABEL}</strong>
                  <span>{testimonial.role}</span>
                </figcaption>
              </figure>
            </FadeIn>
          </li>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
