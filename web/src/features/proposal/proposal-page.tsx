import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/marketing/page-header';
import { SiteFooter } from '../../components/ui/site-footer';
import { paths } from '../../config/paths';
import { AccessForm } from './components/access-form';
import { ProposalView } from './components/proposal-view';
import { useProposalAccess } from './use-proposal-access';
import styles from './proposal-page.module.css';

/**
 * /proposal: the password-gated generic enterprise proposal (spec §2
 * "Enterprise"). This page holds no proposal text and no password: the API
 * checks the password and only then answers the content (ARCHITECTURE §5).
 */
export default function ProposalPage() {
  const { content, unlockedByForm, checking, submitting, unlock } = useProposalAccess();
  return (
    <>
      <PageHeader>
        <Link to={paths.enterprise}>Enterprise overview</Link>
      </PageHeader>
      <main className={styles.main}>
        {content ? (
          <ProposalView content={content} focusHeading={unlockedByForm} />
        ) : (
          <AccessForm checking={checking} submitting={submitting} onSubmit={unlock} />
        )}
      </main>
      <SiteFooter />
    </>
  );
}
