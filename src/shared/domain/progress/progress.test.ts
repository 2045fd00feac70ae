import { describe, expect, test } from 'vitest';
import { adherence, adherenceDropped, missedDates, scheduledDates } from './adherence.ts';
import { CHART, chartColor, chartPoints, shortDate, yAxis, yOf } from './chart.ts';
import { epley, equalsRecord, isNewRecord, personalRecord } from './records.ts';
import { exerciseProgress, formatKg, formatPercent, formatTons, totalProgress } from './stats.ts';

describe('personal records and e1RM', () => {
  test("Epley's estimate: weight × (1 + reps / 30), one rep is the weight, nothing lifted is 0", () => {
    expect(epley(45, 10)).toBe(60);
    expect(epley(100, 1)).toBe(100);
    expect(epley(62.5, 8)).toBe(79.2);
    expect(epley(0, 10)).toBe(0);
    expect(epley(50, 0)).toBe(0);
  });

  test('the record is the heaviest weight, more reps breaking a tie, the first time it was reached', () => {
    const history = [
      { date: '2026-11-02', weight: 40, reps: 10 },
      { date: '2026-11-09', weight: 45, reps: 8 },
      { date: '2026-11-16', weight: 45, reps: 10 },
      { date: '2026-11-23', weight: 45, reps: 10 },
    ];
    expect(personalRecord(history)).toEqual({ date: '2026-11-16', weight: 45, reps: 10, e1rm: 60 });
    expect(personalRecord([{ date: '2026-11-02', weight: 0, reps: 30 }])).toBeNull();
  });

  test('a new record beats every earlier entry; a first time or an equal is not one', () => {
    const before = [{ date: '2026-11-16', weight: 45, reps: 10 }];
    expect(isNewRecord({ date: '2026-11-23', weight: 47.5, reps: 6 }, before)).toBe(true);
    expect(isNewRecord({ date: '2026-11-23', weight: 45, reps: 11 }, before)).toBe(true);
    expect(isNewRecord({ date: '2026-11-23', weight: 45, reps: 10 }, before)).toBe(false);
    expect(isNewRecord({ date: '2026-11-23', weight: 80, reps: 10 }, [])).toBe(false);
    // A lighter set with more reps is not a record, even with a higher e1RM (decision 034).
    expect(isNewRecord({ date: '2026-11-23', weight: 40, reps: 20 }, before)).toBe(false);
    expect(equalsRecord({ date: '2026-11-23', weight: 45, reps: 10 }, before)).toBe(true);
    expect(equalsRecord({ date: '2026-11-23', weight: 45, reps: 9 }, before)).toBe(false);
    expect(equalsRecord({ date: '2026-11-23', weight: 45, reps: 10 }, [])).toBe(false);
  });
});

describe('the chart (product §9 geometry)', () => {
  test('the y-axis runs from the floor to 5 minus 5 to the ceiling to 5 plus 5, with 5 gridlines', () => {
    expect(yAxis([40, 45])).toEqual({ min: 35, max: 50, ticks: [35, 38.8, 42.5, 46.3, 50] });
    expect(yAxis([42.5, 61])).toEqual({ min: 35, max: 70, ticks: [35, 43.8, 52.5, 61.3, 70] });
    expect(yAxis([0, 0]).min).toBe(-5);
  });

  test('points are spaced evenly inside the 35-unit margin, the lowest axis value at the bottom', () => {
    const chart = chartPoints([
      { date: '2026-11-02', weight: 40, reps: 10 },
      { date: '2026-11-09', weight: 45, reps: 10 },
      { date: '2026-11-16', weight: 50, reps: 8 },
    ])!;
    expect(chart.points.map((point) => point.x)).toEqual([35, 200, 365]);
    // Axis 35–55: 40 kg sits a quarter of the way up the 130-unit plot.
    expect(chart.points[0]!.y).toBeCloseTo(CHART.height - CHART.margin - (5 / 20) * 130);
    expect(yOf(chart.axis.min, chart.axis)).toBe(165);
    expect(yOf(chart.axis.max, chart.axis)).toBe(35);
  });

  test('fewer than 2 points make no chart; colours cycle through four; dates read "12 nov"', () => {
    expect(chartPoints([{ date: '2026-11-02', weight: 40, reps: 10 }])).toBeNull();
    expect(chartColor(0)).toBe(chartColor(4));
    expect(new Set([0, 1, 2, 3].map(chartColor)).size).toBe(4);
    expect(shortDate('2026-11-12')).toBe('12 nov');
    expect(shortDate('2026-02-03')).toBe('3 fev');
  });
});

describe('the stat cards', () => {
  test('progress is (last − first) ÷ first, 0 when the first is 0; the card averages the exercises', () => {
    expect(exerciseProgress([{ weight: 40 }, { weight: 45 }])).toBe(12.5);
    expect(exerciseProgress([{ weight: 0 }, { weight: 20 }])).toBe(0);
    expect(exerciseProgress([{ weight: 40 }])).toBeNull();
    expect(
      totalProgress([[{ weight: 40 }, { weight: 45 }], [{ weight: 100 }, { weight: 90 }], [{ weight: 5 }]]),
    ).toEqual({
      percent: 1,
      exercises: 2,
    });
    expect(totalProgress([])).toEqual({ percent: 0, exercises: 0 });
  });

  test('kilos with 1 decimal, tons with 1 decimal, percent without', () => {
    expect(formatKg(62.5)).toBe('62,5 kg');
    expect(formatKg(45)).toBe('45,0 kg');
    expect(formatTons(6320)).toBe('6,3 t');
    expect(formatPercent(12.5)).toBe('+13%');
    expect(formatPercent(-3)).toBe('-3%');
    expect(formatPercent(0)).toBe('0%');
  });
});

describe('adherence', () => {
  // Monday, Wednesday and Friday; today is Monday 23 November 2026.
  const days = ['Segunda-feira', 'Quarta-feira', 'Sexta-feira'] as const;
  const today = '2026-11-23';

  test('the plan expects its weekdays from the day it started', () => {
    expect(scheduledDates(days, '2026-11-18', '2026-11-16', '2026-11-23')).toEqual([
      '2026-11-18',
      '2026-11-20',
      '2026-11-23',
    ]);
    expect(scheduledDates(days, null, '2026-11-16', '2026-11-23')).toEqual([]);
  });

  test('completed ÷ scheduled, today only once done, never above 100', () => {
    // 7 days: Wed 18, Fri 20 scheduled (today not done yet): one done.
    expect(adherence(days, '2026-11-01', ['2026-11-18'], today, 7)).toBe(50);
    expect(adherence(days, '2026-11-01', ['2026-11-18', '2026-11-20', today], today, 7)).toBe(100);
    // An extra Saturday makes up for a missed Friday.
    expect(adherence(days, '2026-11-01', ['2026-11-18', '2026-11-21'], today, 7)).toBe(100);
    expect(adherence(days, today, [], today, 7)).toBeNull();
  });

  test('missed dates are the scheduled days before today without a workout; a drop of 20 points worries', () => {
    expect(missedDates(days, '2026-11-01', ['2026-11-18'], today, 7)).toEqual(['2026-11-16', '2026-11-20']);
    expect(adherenceDropped(40, 80)).toBe(true);
    expect(adherenceDropped(61, 80)).toBe(false);
    expect(adherenceDropped(null, 80)).toBe(false);
  });
});
