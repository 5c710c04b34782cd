import type { TrafficDay } from '@pitchlens/contracts';
import { Area, AreaChart, CartesianGrid, Legend, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS } from './chart-colors';

/** The texts of a day's annotations, by day. */
export type DayNotes = ReadonlyMap<string, readonly string[]>;

/** A day's annotations as a marker at the top of its line; hovering it shows their texts. */
function NoteMarker({ viewBox, texts }: { viewBox?: { x?: number; y?: number }; texts: readonly string[] }) {
  return (
    <g className="annotation-marker">
      <title>{texts.join('\n')}</title>
      <circle cx={viewBox?.x ?? 0} cy={(viewBox?.y ?? 0) + 6} r={6} fill={CHART_COLORS.otherRow} />
    </g>
  );
}

/** Page views and funnel events per day, each annotated day marked by a line. */
export default function TrafficChart({ days, notes = new Map() }: { days: TrafficDay[]; notes?: DayNotes }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={days} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
        <XAxis dataKey="day" tick={{ fontSize: 12 }} tickFormatter={(day: string) => day.slice(5)} />
        <YAxis allowDecimals={false} width={40} />
        <Tooltip />
        <Legend />
        <Area dataKey="pageViews" name="Page views" stroke={CHART_COLORS.accent} fill={CHART_COLORS.accent} fillOpacity={0.15} isAnimationActive={false} />
        <Area dataKey="funnelEvents" name="Funnel events" stroke={CHART_COLORS.success} fill={CHART_COLORS.success} fillOpacity={0.15} isAnimationActive={false} />
        <Area dataKey="uniqueVisitors" name="Unique visitors" stroke={CHART_COLORS.warning} fill="none" isAnimationActive={false} />
        {days
          .filter((d) => notes.has(d.day))
          .map((d) => (
            <ReferenceLine key={d.day} x={d.day} stroke={CHART_COLORS.otherRow} strokeDasharray="4 3" label={<NoteMarker texts={notes.get(d.day) ?? []} />} />
          ))}
      </AreaChart>
    </ResponsiveContainer>
  );
}
