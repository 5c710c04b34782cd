import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SavingsCalculator } from './savings-calculator';

const input = () => screen.getByRole('spinbutton', { name: 'Number of seats' });
const preset = (seats: number) => screen.getByRole('button', { name: `${seats} seats` });
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

async function typeSeats(text: string) {
  const user = userEvent.setup();
  await user.clear(input());
  if (text) await user.type(input(), text);
}

describe('SavingsCalculator', () => {
  it('opens on 20 seats, saving $15,000 a year', () => {
    render(<SavingsCalculator />);
    expect(input()).toHaveValue(20);
    expect(preset(20)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('You save $15,000 a year, 47% less than Gong')).toBeInTheDocument();
    expect(figure('Pitchlens per year')).toBe('$17,000');
    expect(figure('Gong per year')).toBe('$32,000');
  });

  it.each([
    [50, '$45,000', '$35,000', '$80,000', '56%'],
    [100, '$95,000', '$65,000', '$160,000', '59%'],
    [20, '$15,000', '$17,000', '$32,000', '47%'],
  ])('recalculates when the %i-seat preset is clicked', async (seats, savings, ours, theirs, percent) => {
    render(<SavingsCalculator />);
    await userEvent.setup().click(preset(seats === 20 ? 100 : 20));
    await userEvent.setup().click(preset(seats));
    expect(input()).toHaveValue(seats);
    expect(preset(seats)).toHaveAttribute('aria-pressed', 'true');
    expect(figure('Yearly savings')).toBe(savings);
    expect(figure('Pitchlens per year')).toBe(ours);
    expect(figure('Gong per year')).toBe(theirs);
    expect(figure('Saved')).toBe(percent);
  });

  it('recalculates for any number typed in and releases the presets', async () => {
    render(<SavingsCalculator />);
    await typeSeats('35');
    expect(figure('Yearly savings')).toBe('$30,000');
    expect(screen.getByText(/^You save \$30,000 a year/)).toBeInTheDocument();
    for (const seats of [20, 50, 100]) expect(preset(seats)).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows 0 seats honestly as no savings', async () => {
    render(<SavingsCalculator />);
    await typeSeats('0');
    expect(screen.getByText('No savings at 0 seats')).toBeInTheDocument();
    expect(figure('Yearly savings')).toBe('-$5,000');
    expect(figure('Saved')).toBe('None');
    expect(screen.getByText(/\$5,000 platform fee alone/)).toBeInTheDocument();
  });

  it('says when a small team would pay more', async () => {
    render(<SavingsCalculator />);
    await typeSeats('3');
    expect(screen.getByText('No savings at 3 seats')).toBeInTheDocument();
    expect(screen.getByText(/costs \$2,000 more a year/)).toBeInTheDocument();
  });

  it.each([
    ['-3', 'Seats can’t be negative.'],
    ['2.5', 'Seats come in whole numbers. Try 20 rather than 20.5.'],
    ['250000', 'That’s more than 100,000 seats. For a team that size, talk to us about a custom quote.'],
    ['', 'Enter a number of seats to see your savings.'],
  ])('explains why %p cannot be calculated', async (typed, explanation) => {
    render(<SavingsCalculator />);
    await typeSeats(typed);
    expect(screen.getByText(explanation)).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Yearly savings')).not.toBeInTheDocument();
  });

  it('never shows a figure for letters typed into the field', async () => {
    render(<SavingsCalculator />);
    await typeSeats('abc');
    expect(screen.queryByText('Yearly savings')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });

  it('announces the result politely to screen readers', () => {
    render(<SavingsCalculator />);
    expect(screen.getByText('You save $15,000 a year, 47% less than Gong').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });
});
