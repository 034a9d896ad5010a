import { describe, expect, it } from 'vitest';
import {
  ANOMALY_DEVIATION,
  HOURS_PER_WEEK,
  expectedBand,
  fitLine,
  hourOfWeek,
  judge,
  learnBaseline,
  projectCrossing,
  proposeSmartThresholds,
  robustBand,
  thresholdsFall,
  type Sample,
} from './anomaly.js';

const HOUR = 3600_000;
/** Monday 2026-11-16 00:00 UTC. */
const MONDAY = Date.UTC(2026, 10, 16);

/** Four weeks of hourly means: 22 °C at night, 26 °C from 08:00 to 18:00, with small noise. */
function officeTemperature(weeks = 4): Sample[] {
  const samples: Sample[] = [];
  for (let h = 0; h < weeks * HOURS_PER_WEEK; h += 1) {
    const at = MONDAY - weeks * 7 * 24 * HOUR + h * HOUR;
    const hour = new Date(at).getUTCHours();
    const noise = ((h * 7919) % 11) / 50 - 0.1; // deterministic, within ±0.1
    samples.push({ at, value: (hour >= 8 && hour < 18 ? 26 : 22) + noise });
  }
  return samples;
}

describe('hourOfWeek', () => {
  it.each([
    [MONDAY, 0],
    [MONDAY + 5 * HOUR + 59 * 60_000, 5],
    [MONDAY + 24 * HOUR, 24],
    [MONDAY + 6 * 24 * HOUR + 23 * HOUR, 167],
    [MONDAY + 7 * 24 * HOUR, 0],
  ])('%s is hour %s', (at, hour) => {
    expect(hourOfWeek(at)).toBe(hour);
  });
});

describe('robustBand', () => {
  it('ignores a single outlier', () => {
    const band = robustBand([20, 20.2, 19.8, 20.1, 19.9, 95])!;
    expect(band.median).toBeCloseTo(20.05, 5);
    expect(band.spread).toBeLessThan(0.5);
  });

  it('keeps a spread for flat data', () => {
    expect(robustBand([50, 50, 50])!.spread).toBeGreaterThan(0);
  });

  it('is null without values', () => {
    expect(robustBand([])).toBeNull();
    expect(robustBand([Number.NaN])).toBeNull();
  });
});

describe('learnBaseline and judge', () => {
  const baseline = learnBaseline(officeTemperature());

  it('learns each hour of the week', () => {
    expect(baseline.learnedHours).toBe(4 * HOURS_PER_WEEK);
    expect(expectedBand(baseline, MONDAY + 3 * HOUR)!.median).toBeCloseTo(22, 0);
    expect(expectedBand(baseline, MONDAY + 12 * HOUR)!.median).toBeCloseTo(26, 0);
  });

  it.each([
    ['a normal night value', 3, 22.05, false],
    ['a normal day value', 12, 26.0, false],
    ['a day value at night', 3, 26.0, true],
    ['a night value by day', 12, 22.0, true],
  ])('judges %s', (_label, hour, value, anomaly) => {
    const verdict = judge(baseline, { at: MONDAY + hour * HOUR, value });
    expect(verdict.anomaly).toBe(anomaly);
    expect(Math.abs(verdict.deviation!) >= ANOMALY_DEVIATION).toBe(anomaly);
  });

  it('falls back to the overall band for an hour with too little history', () => {
    const sparse = learnBaseline([
      { at: MONDAY, value: 10 },
      { at: MONDAY + HOUR, value: 11 },
      { at: MONDAY + 2 * HOUR, value: 12 },
    ]);
    expect(sparse.hours.every((h) => h === null)).toBe(true);
    expect(expectedBand(sparse, MONDAY)!.median).toBe(11);
  });

  it('has no verdict without history or reading', () => {
    expect(judge(learnBaseline([]), { at: MONDAY, value: 1 })).toEqual({
      expected: null,
      spread: null,
      deviation: null,
      anomaly: false,
    });
    expect(judge(baseline, null).deviation).toBeNull();
  });
});

describe('projectCrossing', () => {
  const now = MONDAY;
  // Rising 1 unit per hour, at 20 now.
  const rising = [-3, -2, -1, 0].map((h) => ({ at: now + h * HOUR, value: 20 + h }));
  const fallingSamples = [-3, -2, -1, 0].map((h) => ({ at: now + h * HOUR, value: 20 - h }));

  it.each([
    ['rising towards warning', rising, { greenTo: 24, yellowTo: 30 }, 4 * HOUR, 'warning'],
    [
      'rising past warning towards error',
      rising,
      { greenTo: 18, yellowTo: 30 },
      10 * HOUR,
      'error',
    ],
    [
      'falling towards a falling warning',
      fallingSamples,
      { greenTo: 15, yellowTo: 10 },
      5 * HOUR,
      'warning',
    ],
    [
      'falling towards the low side of a band',
      fallingSamples,
      { greenTo: 40, yellowTo: 50, greenTo2: 12, yellowTo2: 5 },
      8 * HOUR,
      'warning',
    ],
  ] as const)('%s', (_label, samples, thresholds, inMs, level) => {
    const crossing = projectCrossing(samples, thresholds, now)!;
    expect(crossing.level).toBe(level);
    expect(crossing.at - now).toBeCloseTo(inMs, -3);
  });

  it.each([
    ['moving away from its limits', fallingSamples, { greenTo: 24, yellowTo: 30 }],
    ['without thresholds', rising, {}],
    ['beyond every limit already', rising, { greenTo: 10, yellowTo: 15 }],
    ['too far ahead', rising, { greenTo: 500, yellowTo: 600 }],
    ['with too few samples', rising.slice(0, 2), { greenTo: 24, yellowTo: 30 }],
  ] as const)('is null %s', (_label, samples, thresholds) => {
    expect(projectCrossing(samples, thresholds, now)).toBeNull();
  });
});

describe('fitLine', () => {
  it('fits a line and gives its value at a time', () => {
    const line = fitLine(
      [0, 1, 2].map((h) => ({ at: h * HOUR, value: 5 + 2 * h })),
      3 * HOUR,
    )!;
    expect(line.slope * HOUR).toBeCloseTo(2, 9);
    expect(line.valueAt).toBeCloseTo(11, 9);
  });

  it('is null when every sample has the same time', () => {
    expect(
      fitLine(
        [1, 2, 3].map((value) => ({ at: 0, value })),
        0,
      ),
    ).toBeNull();
  });
});

describe('proposeSmartThresholds', () => {
  const baseline = learnBaseline(officeTemperature());

  it('proposes warning and critical above the widest normal hour', () => {
    const proposal = proposeSmartThresholds(baseline)!;
    expect(proposal.warning).toBeGreaterThan(26);
    expect(proposal.critical).toBeGreaterThan(proposal.warning);
    expect(proposal.critical).toBeLessThan(28);
  });

  it('proposes below normal for falling thresholds', () => {
    const proposal = proposeSmartThresholds(baseline, true)!;
    expect(proposal.warning).toBeLessThan(22);
    expect(proposal.critical).toBeLessThan(proposal.warning);
  });

  it('proposes nothing without history', () => {
    expect(proposeSmartThresholds(learnBaseline([]))).toBeNull();
  });
});

describe('thresholdsFall', () => {
  it.each([
    [{ greenTo: 20, yellowTo: 10 }, true],
    [{ greenTo: 10, yellowTo: 20 }, false],
    [{ greenTo: 10 }, false],
    [{}, false],
  ])('%j falls: %s', (t, falls) => {
    expect(thresholdsFall(t)).toBe(falls);
  });
});
