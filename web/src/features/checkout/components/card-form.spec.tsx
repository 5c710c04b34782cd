import { render, screen } from '@testing-library/react';
import { CardForm } from './card-form';

const checkout = { phase: 'idle' as const, onReady: () => undefined };
const loading = (props: Partial<Parameters<typeof CardForm>[0]>) => {
  const { unmount } = render(<CardForm stripe={null} clientSecret={null} checkout={checkout} submitLabel="Pay" onSubmit={() => undefined} {...props} />);
  const height = parseFloat(screen.getByRole('status').style.minHeight);
  unmount();
  return height;
};

describe('the spinner a card form shows while Stripe loads', () => {
  it('keeps room for the parts of the form that will replace it, so what is below does not jump', () => {
    const cardOnly = loading({});
    const withEmail = loading({ email: { value: '', onChange: () => undefined } });
    const withEmailAndTerms = loading({ email: { value: '', onChange: () => undefined }, fine: 'Cancel anytime.' });
    expect(cardOnly).toBeGreaterThan(0);
    expect(withEmail).toBeGreaterThan(cardOnly);
    expect(withEmailAndTerms).toBeGreaterThan(withEmail);
  });
});
