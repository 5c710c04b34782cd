import { youtubeEmbedUrl } from './youtube-embed';

describe('youtubeEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE', 'M7lc1UVf-VE'],
  ])('embeds %s from youtube-nocookie.com, autoplaying', (link, id) => {
    expect(youtubeEmbedUrl(link)).toBe(`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`);
  });

  it.each([
    ['not a URL', 'youtube watch'],
    ['another host', 'https://vimeo.com/123456789'],
    ['a look-alike host', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['a channel page', 'https://www.youtube.com/@pitchlens'],
    ['an id with markup', 'https://www.youtube.com/watch?v=%22%3E%3Cscript%3E'],
    ['a javascript: address', 'javascript:alert(1)'],
  ])('refuses %s', (_label, link) => {
    expect(youtubeEmbedUrl(link)).toBeNull();
  });
});
