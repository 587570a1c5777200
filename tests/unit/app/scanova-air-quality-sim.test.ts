// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_REFRESH_MS } from '~/config/timing';
import { useSimulatedReadings } from '~/hooks/use-simulated-readings';
import {
  AIR_RULES,
  INITIAL_READINGS,
  POWER_RULES,
  autonomyHours,
  nextReadings,
  type Readings,
  type WalkRule,
} from '~/lib/air-quality-sim';

const EPS = 1e-9;
const rules: Array<[string, WalkRule, (r: Readings) => number]> = [
  ...Object.entries(AIR_RULES).map(
    ([k, rule]) =>
      [k, rule, (r: Readings) => r.air[k as keyof Readings['air']]] as [
        string,
        WalkRule,
        (r: Readings) => number,
      ],
  ),
  ...Object.entries(POWER_RULES).map(
    ([k, rule]) =>
      [k, rule, (r: Readings) => r.power[k as keyof typeof POWER_RULES]] as [
        string,
        WalkRule,
        (r: Readings) => number,
      ],
  ),
];

/** A random source replaying `values` (cycling), like a seeded generator. */
const replay = (values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('reading simulation (spec §3, §9)', () => {
  it('starts at the spec initial values', () => {
    expect(INITIAL_READINGS.air.aqi).toBe(28);
    expect(INITIAL_READINGS.respiratory).toEqual({ respiratoryScore: 85 });
    expect(INITIAL_READINGS.power).toEqual({
      solarGeneration: 85,
      batteryLevel: 92,
      powerConsumption: 45,
      autonomyHours: 18,
    });
    expect(autonomyHours(92, 45)).toBe(18);
  });

  it('uses the clamps of spec §9', () => {
    const ranges = Object.fromEntries(rules.map(([k, r]) => [k, [r.min, r.max]]));
    expect(ranges).toMatchObject({
      pm25: [5, 50],
      pm10: [8, 80],
      co2: [350, 800],
      humidity: [30, 70],
      temperature: [18, 28],
      voc: [0.1, 2],
      solarGeneration: [0, 100],
      batteryLevel: [20, 100],
      powerConsumption: [20, 80],
    });
  });

  it('stays within range and moves each figure by at most its step, whatever the random source', () => {
    fc.assert(
      fc.property(
        // Any doubles, including values outside [0, 1): a faulty source must not break the clamps.
        fc.array(fc.double({ noNaN: true, min: -2, max: 3 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 60 }),
        (values, steps) => {
          const random = replay(values);
          let current = INITIAL_READINGS;
          for (let s = 0; s < steps; s++) {
            const next = nextReadings(current, random);
            for (const [, rule, get] of rules) {
              expect(get(next)).toBeGreaterThanOrEqual(rule.min - EPS);
              expect(get(next)).toBeLessThanOrEqual(rule.max + EPS);
              expect(Math.abs(get(next) - get(current))).toBeLessThanOrEqual(rule.step + EPS);
            }
            expect(next.power.autonomyHours).toBe(
              autonomyHours(next.power.batteryLevel, next.power.powerConsumption),
            );
            expect(next.respiratory).toBe(current.respiratory);
            current = next;
          }
        },
      ),
    );
  });

  it('reaches the edges of a range and is held there', () => {
    let current = INITIAL_READINGS;
    for (let i = 0; i < 200; i++) current = nextReadings(current, () => 0.999999);
    expect(current.air.co2).toBe(800);
    expect(current.air.voc).toBe(2);
    for (let i = 0; i < 400; i++) current = nextReadings(current, () => 0);
    expect(current.air.pm25).toBe(5);
    expect(current.power.batteryLevel).toBe(20);
    expect(current.power.solarGeneration).toBe(0);
  });

  it('a middle random value (0.5) changes nothing', () => {
    expect(nextReadings(INITIAL_READINGS, () => 0.5)).toEqual(INITIAL_READINGS);
  });
});

describe('useSimulatedReadings', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
  });

  const up = () => 0.999;

  it('updates every 3 s and pauses while the tab is hidden', () => {
    const { result } = renderHook(() => useSimulatedReadings(DEMO_REFRESH_MS, up));
    expect(result.current.air.aqi).toBe(28);
    act(() => vi.advanceTimersByTime(DEMO_REFRESH_MS - 1));
    expect(result.current.air.aqi).toBe(28);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.air.aqi).toBe(30);
    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => vi.advanceTimersByTime(DEMO_REFRESH_MS * 5));
    expect(result.current.air.aqi).toBe(30);
    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => vi.advanceTimersByTime(DEMO_REFRESH_MS));
    expect(result.current.air.aqi).toBe(32);
  });
});
