import { Button } from '../../../../components/ui/button';
import type { ApplyViewContent } from './apply-views';
import { EmbeddedFrame } from './embedded-frame';
import styles from './apply.module.css';

/** One of the apply page's two views: a note, the button that swaps to the other view, and an embedded page. */
export function ApplyView({ view, onSwap }: { view: ApplyViewContent; onSwap: () => void }) {
  return (
    <>
      {view.heading && <h2 className={styles.viewHeading}>{view.heading}</h2>}
      <p className={styles.note}>{view.note}</p>
      <div className={styles.alternative}>
        {view.question && <p>{view.question}</p>}
        <Button variant="secondary" onClick={onSwap}>
          {view.swapLabel}
        </Button>
      </div>
      <EmbeddedFrame {...view.frame} />
    </>
  );
}
