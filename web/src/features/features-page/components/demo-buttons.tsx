import { brand } from '@pitchlens/contracts';
import { ButtonLink, ExternalButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import styles from './demo-buttons.module.css';

/** The page's two calls to action, shown in the hero and again at the end. */
export function DemoButtons() {
  return (
    <div className={styles.buttons}>
      <ExternalButtonLink href={brand.schedulingUrl} size="lg">
        Book 15-Min Demo
      </ExternalButtonLink>
      <ButtonLink to={paths.enterprise} variant="secondary" size="lg">
        View Enterprise Proposal
      </ButtonLink>
    </div>
  );
}
