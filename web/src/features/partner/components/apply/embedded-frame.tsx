import { Spinner } from '../../../../components/ui/spinner';
import styles from './apply.module.css';

export interface EmbeddedFrameProps {
  src: string;
  title: string;
  height: number;
  /** "Form not loading?" */
  prompt: string;
  /** "Open the application form in a new tab" */
  linkLabel: string;
  /** "Loading the application form…" */
  loadingText: string;
}

/**
 * Another site's page inside ours (the application form, the booking
 * calendar), with a plain link to it in a bar on top. A page cannot tell whether a
 * frame from another origin loaded (the browser reports its error page as a
 * load too), so the link is always there; until the frame draws, a
 * placeholder says it is on its way instead of an empty box.
 */
export function EmbeddedFrame({ src, title, height, prompt, linkLabel, loadingText }: EmbeddedFrameProps) {
  return (
    <div className={styles.frame}>
      <p className={styles.frameBar}>
        <span>{prompt}</span>{' '}
        <a href={src} target="_blank" rel="noopener noreferrer">
          {linkLabel}
        </a>
      </p>
      <div className={styles.frameBody}>
        <div className={styles.placeholder} aria-hidden="true">
          <Spinner />
          {loadingText}
        </div>
        <iframe src={src} title={title} height={height} loading="lazy" className={styles.iframe} />
      </div>
    </div>
  );
}
