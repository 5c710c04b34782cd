import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brand } from '@pitchlens/contracts';
import { VideoFacade } from './video-facade';

const TITLE = 'The 15-minute Pitchlens demo';

describe('VideoFacade', () => {
  it('plays a YouTube video in place only when asked, with a plain link to it underneath', async () => {
    const video = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';
    render(<VideoFacade videoUrl={video} title={TITLE} />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Watch it on YouTube' })).toHaveAttribute('href', video);
    await userEvent.setup().click(screen.getByRole('button', { name: `Play video: ${TITLE}` }));
    expect(document.querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&rel=0');
    expect(screen.getByRole('link', { name: 'Watch it on YouTube' })).toBeInTheDocument();
  });

  it('shows the poster as a link, and never a frame, for a link that is not one video', () => {
    render(<VideoFacade videoUrl={brand.demoVideoUrl} title={TITLE} />);
    expect(screen.getByRole('link', { name: `Play video: ${TITLE}` })).toHaveAttribute('href', brand.demoVideoUrl);
    expect(screen.getByRole('link', { name: 'Watch it on YouTube' })).toHaveAttribute('href', brand.demoVideoUrl);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
