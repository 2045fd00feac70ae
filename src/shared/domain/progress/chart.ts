/**
 * The performance review's line chart (product §9): 400 × 200 units with a margin of 35, the y-axis from
 * the lowest weight floored to a multiple of 5, minus 5, to the highest ceiled to a multiple of 5, plus
 * 5, five gridlines, four colours taken in turn, dates as '12 nov'. Pure: the SVG only draws this.
 */

export const CHART = { width: 400, height: 200, margin: 35, gridlines: 5 } as const;
export const CHART_COLORS = ['#2563eb', '#16a34a', '#ea580c', '#9333ea'] as const;
/** Spec §5: a chart needs two points. */
export const MIN_CHART_POINTS = 2;

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** '2026-11-12' → '12 nov'. */
export function shortDate(date: string): string {
  const [, month, day] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''}`;
}

export function chartColor(index: number): string {
  return CHART_COLORS[index % CHART_COLORS.length]!;
}

export function yAxis(weights: readonly number[]): { min: number; max: number; ticks: number[] } {
  const low = weights.length ? Math.min(...weights) : 0;
  const high = weights.length ? Math.max(...weights) : 0;
  const min = Math.floor(low / 5) * 5 - 5;
  const max = Math.ceil(high / 5) * 5 + 5;
  const step = (max - min) / (CHART.gridlines - 1);
  const ticks = Array.from({ length: CHART.gridlines }, (_, i) => Math.round((min + step * i) * 10) / 10);
  return { min, max, ticks };
}

export interface ChartPoint {
  x: number;
  y: number;
  date: string;
  weight: number;
  reps: number;
}

/** A point of any measure over time (a load, a body weight, a waist): its place on the chart. */
export interface LinePoint {
  x: number;
  y: number;
  date: string;
  value: number;
}

/**
 * Where each point goes, oldest on the left, evenly spaced; null below MIN_CHART_POINTS. The same
 * geometry for every line chart of the app (the loads of 'Revisão de Performance', the assessments').
 */
export function linePoints<T extends { date: string }>(
  points: readonly T[],
  valueOf: (point: T) => number,
): { points: (T & LinePoint)[]; axis: ReturnType<typeof yAxis> } | null {
  if (points.length < MIN_CHART_POINTS) return null;
  const values = points.map(valueOf);
  const axis = yAxis(values);
  const { width, margin } = CHART;
  const plotWidth = width - 2 * margin;
  return {
    axis,
    points: points.map((point, i) => ({
      ...point,
      value: values[i]!,
      x: margin + (plotWidth * i) / (points.length - 1),
      y: yOf(values[i]!, axis),
    })),
  };
}

/** A load chart's points (weight over time, with the reps of each). */
export function chartPoints(
  points: readonly { date: string; weight: number; reps: number }[],
): { points: ChartPoint[]; axis: ReturnType<typeof yAxis> } | null {
  return linePoints(points, (point) => point.weight);
}

/** The y coordinate of an axis value (gridlines). */
export function yOf(value: number, axis: { min: number; max: number }): number {
  const { height, margin } = CHART;
  return height - margin - ((value - axis.min) / (axis.max - axis.min)) * (height - 2 * margin);
}
