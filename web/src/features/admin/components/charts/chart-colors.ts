/** Chart series colours: the design tokens' values (SVG attributes cannot read CSS variables everywhere). */
export const CHART_COLORS = {
  accent: '#2563eb',
  success: '#15803d',
  warning: '#b45309',
  danger: '#b91c1c',
  sky: '#0284c7',
  grid: '#e2e8f0',
  otherRow: '#334155',
  noneRow: '#64748b',
} as const;
