const VIDEO_ID = /^[\w-]{6,64}$/;

/**
 * The privacy-enhanced (youtube-nocookie.com) embed address of a YouTube
 * link, set to play at once because it is only loaded after a click.
 * Null for anything that is not a YouTube video link.
 */
export function youtubeEmbedUrl(videoUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com')
    id = url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1];
  if (!id || !VIDEO_ID.test(id)) return null;
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
}
