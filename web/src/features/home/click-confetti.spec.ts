import { confettiOrigin, confettiTrigger, viewportFraction } from './click-confetti';

const viewport = { width: 1000, height: 500 };

function dom(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('confettiTrigger', () => {
  it('finds the button around the clicked element', () => {
    const root = dom('<button type="button"><span id="inner">Go</span></button>');
    expect(confettiTrigger(root.querySelector('#inner'))?.tagName).toBe('BUTTON');
  });

  it('accepts a link drawn as a button', () => {
    const root = dom('<a class="button primary md" href="#x">Get Started</a>');
    expect(confettiTrigger(root.querySelector('a'))).not.toBeNull();
  });

  it('ignores plain links and text', () => {
    const root = dom('<p>Text <a href="#x">read more</a></p>');
    expect(confettiTrigger(root.querySelector('a'))).toBeNull();
    expect(confettiTrigger(root.querySelector('p'))).toBeNull();
    expect(confettiTrigger(null)).toBeNull();
  });
});

describe('confetti origin', () => {
  it('turns a pointer position into viewport fractions', () => {
    expect(viewportFraction({ x: 250, y: 400 }, viewport)).toEqual({ x: 0.25, y: 0.8 });
  });

  it('clamps points outside the viewport', () => {
    expect(viewportFraction({ x: -10, y: 900 }, viewport)).toEqual({ x: 0, y: 1 });
  });

  it('starts a pointer click at the pointer', () => {
    const button = document.createElement('button');
    expect(confettiOrigin({ target: button, clientX: 500, clientY: 250, detail: 1 }, button, viewport)).toEqual({ x: 0.5, y: 0.5 });
  });

  it('starts a keyboard press at the centre of the button', () => {
    const button = document.createElement('button');
    button.getBoundingClientRect = () => ({ left: 100, top: 100, width: 200, height: 100 }) as DOMRect;
    expect(confettiOrigin({ target: button, clientX: 0, clientY: 0, detail: 0 }, button, viewport)).toEqual({ x: 0.2, y: 0.3 });
  });
});
