import { useState, type ReactNode } from 'react';
import { youtubeEmbedUrl } from './youtube-embed';
import styles from './video-facade.module.css';

interface VideoFacadeProps {
  videoUrl: string;
  title: string;
}

/** A drawn still (no image to load) with a play button and the video's title. */
function Poster({ title }: { title: string }): ReactNode {
  return (
    <>
      <svg className={styles.poster} viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
        <rect width="160" height="90" fill="#0b1220" />
        <rect x="14" y="16" width="58" height="6" rx="3" fill="#334155" />
        <rect x="14" y="28" width="40" height="6" rx="3" fill="#334155" />
        <rect x="14" y="58" width="132" height="4" rx="2" fill="#1e293b" />
        <rect x="14" y="58" width="92" height="4" rx="2" fill="#2563eb" />
        <rect x="14" y="68" width="132" height="4" rx="2" fill="#1e293b" />
        <rect x="14" y="68" width="64" height="4" rx="2" fill="#15803d" />
        <circle cx="128" cy="28" r="14" fill="none" stroke="#2563eb" strokeWidth="4" />
      </svg>
      <span className={styles.play} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="30" height="30" focusable="false">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
      </span>
      <span className={styles.caption}>Play video: {title}</span>
    </>
  );
}

/**
 * A poster that becomes the YouTube player only when clicked, so the page
 * loads no third-party frame until the visitor asks. A link that is not a
 * YouTube video (the channel, before the video is out) opens it instead.
 * A plain link to the video always sits underneath: a player that cannot
 * load (blocked, offline) still leaves the visitor a way to watch.
 */
export function VideoFacade({ videoUrl, title }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const embedUrl = youtubeEmbedUrl(videoUrl);

  let player: ReactNode;
  if (!embedUrl) {
    player = (
      <a className={`${styles.frame} ${styles.facade}`} href={videoUrl} target="_blank" rel="noopener noreferrer">
        <Poster title={title} />
      </a>
    );
  } else if (playing) {
    player = (
      <div className={styles.frame}>
        <iframe
          className={styles.player}
          src={embedUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  } else {
    player = (
      <button type="button" className={`${styles.frame} ${styles.facade}`} onClick={() => setPlaying(true)}>
        <Poster title={title} />
      </button>
    );
  }
  return (
    <div className={styles.video}>
      {player}
      <p className={styles.fallback}>
        Video not playing?{' '}
        <a href={videoUrl} target="_blank" rel="noopener noreferrer">
          Watch it on YouTube
        </a>
      </p>
    </div>
  );
}
