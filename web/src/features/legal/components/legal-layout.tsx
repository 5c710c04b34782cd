import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../../config/paths';
import { isoDayText } from '../../../lib/day-text';
import { legalLinks, SiteFooter } from '../../../components/ui/site-footer';
import { tableOfContents, type LegalSection } from '../legal-section';
import { SectionNumbersProvider } from './section-ref';
import styles from './legal-layout.module.css';

export interface LegalDate {
  label: 'Effective date' | 'Last updated';
  /** Calendar day, YYYY-MM-DD. */
  iso: string;
}

interface LegalLayoutProps {
  title: string;
  date: LegalDate;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** The frame every legal page shares: header, title, date, generated contents, numbered sections, footer. */
export function LegalLayout({ title, date, intro, sections }: LegalLayoutProps) {
  const contents = tableOfContents(sections);
  const numbers = new Map(contents.map((entry) => [entry.id, entry.number]));
  return (
    <>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to={paths.home} className={styles.brand}>
            {brand.name}
          </Link>
          <nav aria-label="Legal documents">
            <ul className={styles.docLinks}>
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={({ isActive }) => (isActive ? styles.current : undefined)}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main className={styles.main}>
        <div className={styles.intro}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.date}>
            {date.label}: <time dateTime={date.iso}>{isoDayText(date.iso)}</time>
          </p>
          {intro}
        </div>
        <div className={styles.columns}>
          <nav aria-labelledby="legal-contents-heading" className={styles.toc}>
            <h2 id="legal-contents-heading" className={styles.tocHeading}>
              Contents
            </h2>
            <ol className={styles.tocList}>
              {contents.map((entry) => (
                <li key={entry.id}>
                  <a href={entry.href}>{entry.label}</a>
                </li>
              ))}
            </ol>
          </nav>
          <SectionNumbersProvider value={numbers}>
            <div className={styles.sections}>
              {sections.map((section, index) => (
                <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={styles.section}>
                  <h2 id={`${section.id}-heading`} className={styles.sectionHeading}>
                    {contents[index].label}
                  </h2>
                  {section.content}
                </section>
              ))}
            </div>
          </SectionNumbersProvider>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
