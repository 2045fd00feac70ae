import { useState } from 'react';
import { CHART, chartColor, linePoints, shortDate, yOf, type LinePoint } from '#shared/domain/progress/chart.ts';
import { formatDecimal } from '#shared/domain/training/decimal.ts';

/**
 * The app's line chart (product §9 geometry: 400 × 200, margin 35, five gridlines, the colour of its
 * place in the list): the loads of 'Revisão de Performance' and the assessments' weight, body fat and
 * waist. Plain SVG: no chart library draws exactly this for less than it weighs. Each point shows its
 * `pointLabel` on hover or keyboard focus; below two points it shows `insufficient` instead.
 */
export function LineChart<T extends { date: string }>({
  label,
  points,
  valueOf,
  pointLabel,
  index,
  insufficient,
}: {
  /** The chart's accessible name. */
  label: string;
  points: readonly T[];
  valueOf: (point: T) => number;
  pointLabel: (point: T & LinePoint) => string;
  index: number;
  insufficient: string;
}) {
  const [active, setActive] = useState<(T & LinePoint) | null>(null);
  const chart = linePoints(points, valueOf);
  if (!chart) return <p className="text-sm text-slate-600">{insufficient}</p>;
  const color = chartColor(index);
  const { width, height, margin } = CHART;
  const labelled = chart.points.filter(
    (_, i) =>
      i === 0 ||
      i === chart.points.length - 1 ||
      (chart.points.length > 4 && i === Math.floor(chart.points.length / 2)),
  );
  const tooltipX = active ? Math.min(Math.max(active.x - 75, 2), width - 152) : 0;
  const tooltipY = active ? (active.y - 34 < 2 ? active.y + 10 : active.y - 34) : 0;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      className="h-auto w-full"
      onMouseLeave={() => setActive(null)}
    >
      {chart.axis.ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={margin}
            x2={width - margin}
            y1={yOf(tick, chart.axis)}
            y2={yOf(tick, chart.axis)}
            className="stroke-slate-200"
          />
          <text
            x={margin - 6}
            y={yOf(tick, chart.axis) + 4}
            textAnchor="end"
            className="fill-slate-500 text-[10px]"
          >
            {formatDecimal(tick)}
          </text>
        </g>
      ))}
      {labelled.map((point) => (
        <text
          key={point.date}
          x={point.x}
          y={height - margin + 16}
          textAnchor="middle"
          className="fill-slate-500 text-[10px]"
        >
          {shortDate(point.date)}
        </text>
      ))}
      <polyline
        fill="none"
        stroke={color}
        strokeWidth={2}
        points={chart.points.map((point) => `${point.x},${point.y}`).join(' ')}
      />
      {chart.points.map((point) => (
        <circle
          key={point.date}
          cx={point.x}
          cy={point.y}
          r={active?.date === point.date ? 6 : 4}
          fill={color}
          tabIndex={0}
          role="img"
          aria-label={pointLabel(point)}
          onMouseEnter={() => setActive(point)}
          onFocus={() => setActive(point)}
          onBlur={() => setActive(null)}
          className="cursor-pointer outline-none"
        >
          <title>{pointLabel(point)}</title>
        </circle>
      ))}
      {active ? (
        <g pointerEvents="none" data-testid="chart-tooltip">
          <rect x={tooltipX} y={tooltipY} width={150} height={24} rx={4} className="fill-slate-900/90" />
          <text x={tooltipX + 75} y={tooltipY + 16} textAnchor="middle" className="fill-white text-[11px]">
            {pointLabel(active)}
          </text>
        </g>
      ) : null}
    </svg>
  );
}
