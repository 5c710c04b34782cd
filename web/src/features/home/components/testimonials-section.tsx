import { FadeIn } from '../../../components/effects/fade-in';
import { Section } from '../../../components/ui/section';
import { TESTIMONIAL_LABEL, testimonials } from '../content/testimonials';
import { sectionIds } from '../home-sections';
import { SectionHeading } from './section-heading';
import styles from './testimonials-section.module.css';

export function TestimonialsSection() {
  return (
    <Section id={sectionIds.testimonials} tone="dark" labelledBy="testimonials-title">
      <FadeIn>
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="Sales teams that stopped guessing" inverse>
          What revenue leaders say after moving call review to Pitchlens.
        </SectionHeading>
      </FadeIn>
      <ul className={styles.grid}>
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
      </ul>
    </Section>
  );
}
