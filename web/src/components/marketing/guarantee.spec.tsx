import { render, screen, within } from '@testing-library/react';
import { Guarantee } from './guarantee';

describe('Guarantee', () => {
  it('is a region named by its title, with one card per KPI', () => {
    render(
      <Guarantee
        title="The KPI Guarantee"
        lead="Hit 2 of 3 KPIs."
        kpis={[
          { figure: '95%', title: 'Scoring accuracy', text: 'Scores agree with your managers’.' },
          { figure: '2+', title: 'Coaching actions', text: 'Per rep per week.' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'The KPI Guarantee' });
    expect(region).toHaveTextContent('Hit 2 of 3 KPIs.');
    expect(within(region).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Scoring accuracy', 'Coaching actions']);
    expect(within(region).getAllByRole('listitem')[0]).not.toHaveClass('untitled');
    expect(within(region).queryByText('Extended or refunded.')).toBeNull();
  });

  it('keeps a KPI without a heading bright, and states the remedy', () => {
    render(<Guarantee title="The Guarantee" lead="l" kpis={[{ figure: '30%', text: 'process adherence improvement' }]} remedy="Extended or refunded." />);
    const region = screen.getByRole('region', { name: 'The Guarantee' });
    expect(within(region).queryByRole('heading', { level: 3 })).toBeNull();
    expect(within(region).getByRole('listitem')).toHaveClass('darkCard', 'kpi', 'untitled');
    expect(within(region).getByText('Extended or refunded.')).toBeInTheDocument();
  });
});
