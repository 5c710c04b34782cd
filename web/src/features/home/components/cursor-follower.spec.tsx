import { act, render } from '@testing-library/react';
import { CursorFollower, FOLLOWER_MEDIA_QUERY } from './cursor-follower';

function mockMatchMedia(finePointer: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: finePointer && query === FOLLOWER_MEDIA_QUERY,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as Partial<Window>).matchMedia;
});

describe('CursorFollower', () => {
  it('neither renders nor listens to the pointer on a touch screen', () => {
    mockMatchMedia(false);
    const listen = jest.spyOn(window, 'addEventListener');
    const { container } = render(<CursorFollower partyMode={false} />);
    expect(window.matchMedia).toHaveBeenCalledWith(FOLLOWER_MEDIA_QUERY);
    expect(container).toBeEmptyDOMElement();
    expect(listen.mock.calls.some(([type]) => type === 'pointermove')).toBe(false);
  });

  it('stays off when the browser has no matchMedia', () => {
    const { container } = render(<CursorFollower partyMode={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('follows a fine pointer and is hidden from assistive technology', () => {
    mockMatchMedia(true);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const { container } = render(<CursorFollower partyMode={false} />);
    const ring = container.firstElementChild as HTMLElement;
    expect(ring).toHaveAttribute('aria-hidden', 'true');

    // jsdom has no PointerEvent; a MouseEvent carries the same coordinates.
    act(() => {
      window.dispatchEvent(new MouseEvent('pointermove', { clientX: 120, clientY: 80 }));
    });
    expect(ring.dataset.visible).toBe('true');
    expect(ring.style.transform).toBe('translate3d(120px, 80px, 0)');
  });
});
