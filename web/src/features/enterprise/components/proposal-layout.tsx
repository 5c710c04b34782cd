import type { ReactNode } from 'react';
import blocks from '../../../components/marketing/blocks.module.css';
import { Hero, HeroActions, HeroFacts } from '../../../components/marketing/hero';
import { PageHeader } from '../../../components/marketing/page-header';
import { SiteFooter } from '../../../components/ui/site-footer';
import { EmailButton } from './email-button';
import { ProposalCta } from './proposal-cta';

interface ProposalLayoutProps {
  /** Who the proposal is for, named over the title. */
  prospect: string;
  title: string;
  lead: string;
  /** The message every call to action opens, ready to send. */
  email: { subject: string; body: string };
  /** The hero's button. */
  heroAction: string;
  /** Short facts under the hero's button. */
  facts: readonly string[];
  /** The last ask, on the dark band. */
  closing: { title: string; text: string; buttonLabel: string };
  /** The proposal's sections, between the hero and the last ask. */
  children: ReactNode;
}

/** A static proposal for a named prospect: every call to action is one email, already written. */
export function ProposalLayout({ prospect, title, lead, email, heroAction, facts, closing, children }: ProposalLayoutProps) {
  return (
    <>
      <PageHeader />
      <main className={blocks.page}>
        <Hero eyebrow={`Proposal prepared for ${prospect}`} title={title} lead={lead}>
          <HeroActions>
            <EmailButton subject={email.subject} body={email.body} variant="light">
              {heroAction}
            </EmailButton>
          </HeroActions>
          <HeroFacts facts={facts} />
        </Hero>
        {children}
        <ProposalCta title={closing.title} text={closing.text} buttonLabel={closing.buttonLabel} subject={email.subject} body={email.body} />
      </main>
      <SiteFooter />
    </>
  );
}
