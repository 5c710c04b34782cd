import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip, TooltipProvider, TOOLTIP_DELAY_MS } from './tooltip';

function renderTooltip() {
  render(
    <TooltipProvider>
      <p>
        <Tooltip content="Billed each year at $590">
          <button type="button">Yearly</button>
        </Tooltip>
      </p>
    </TooltipProvider>,
  );
}

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens only after the 700 ms hover delay and closes on a click', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderTooltip();
    await user.hover(screen.getByRole('button', { name: 'Yearly' }));
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS - 50));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Billed each year at $590');
    await user.click(screen.getByRole('button', { name: 'Yearly' }));
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens at once on keyboard focus and closes on Escape', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderTooltip();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Billed each year at $590');
    await user.keyboard('{Escape}');
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
