import { SiteFooter } from '../../components/ui/site-footer';
import { AccessForm } from './components/access-form';
import { ProposalHeader } from './components/proposal-header';
import { ProposalView } from './components/proposal-view';
import { useProposalAccess } from './use-proposal-access';

/**
 * /proposal: the password-gated generic enterprise proposal (spec §2
 * "Enterprise"). This page holds no proposal text and no password: the API
 * checks the password and only then answers the content (ARCHITECTURE §5).
 */
export default function ProposalPage() {
  const { content, unlockedByForm, checking, submitting, unlock } = useProposalAccess();
  return (
    <>
      <ProposalHeader />
      <main>
        {content ? (
          <ProposalView content={content} focusHeading={unlockedByForm} />
        ) : (
          <AccessForm checking={checking} submitting={submitting} onUnlock={unlock} />
        )}
      </main>
      <SiteFooter />
    </>
  );
}
