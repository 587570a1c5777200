/**
 * The simulated live readings of /scanova (spec §3 "Simulated air quality", "Respiratory",
 * "Power"; spec §9 "Demo clamps"). Pure: the next reading depends only on the previous one and
 * the random source, so tests drive it with a seeded or adversarial source.
 */
import { INTL_LOCALES, type Locale } from '@common/i18n';

/** Air-quality figures: µg/m³ (pm25, pm10), ppm (co2), % (humidity), °C, mg/m³ (voc), index (aqi). */
export interface AirQualityReading {
  pm25: number;
  pm10: number;
  co2: number;
  humidity: number;
  temperature: number;
  voc: number;
  aqi: number;
}

/** Respiratory health summary (spec §3): fixed in the demo. */
export interface RespiratoryReading {
  respiratoryScore: number;
}

/** Power figures (spec §3): % (solar, battery), W (consumption), hours (autonomy). */
export interface PowerReading {
  solarGeneration: number;
  batteryLevel: number;
  powerConsumption: number;
  autonomyHours: number;
}

/** Everything the live-demo panel shows. */
export interface Readings {
  air: AirQualityReading;
  respiratory: RespiratoryReading;
  power: PowerReading;
}

/** A clamped random walk: each update moves by at most `step`, rounded to `decimals`. */
export interface WalkRule {
  min: number;
  max: number;
  step: number;
  decimals: number;
}

/**
 * Ranges from spec §9 "Demo clamps" (pm25 5–50, pm10 8–80, co2 350–800, humidity 30–70,
 * temperature 18–28, voc 0.1–2). Spec §9 says only "steps are small random changes": the step
 * sizes are ours, each well under a tenth of its range. The spec gives no AQI range; 0–100
 * keeps the demo in the 'Good'–'Moderate' bands around its initial 28.
 */
export const AIR_RULES: Record<keyof AirQualityReading, WalkRule> = {
  pm25: { min: 5, max: 50, step: 2, decimals: 0 },
  pm10: { min: 8, max: 80, step: 3, decimals: 0 },
  co2: { min: 350, max: 800, step: 20, decimals: 0 },
  humidity: { min: 30, max: 70, step: 2, decimals: 0 },
  temperature: { min: 18, max: 28, step: 0.5, decimals: 1 },
  voc: { min: 0.1, max: 2, step: 0.1, decimals: 2 },
  aqi: { min: 0, max: 100, step: 2, decimals: 0 },
};

/** spec §9: solar generation 0–100, battery 20–100, power consumption 20–80. Steps are ours. */
export const POWER_RULES: Record<
  'solarGeneration' | 'batteryLevel' | 'powerConsumption',
  WalkRule
> = {
  solarGeneration: { min: 0, max: 100, step: 5, decimals: 0 },
  batteryLevel: { min: 20, max: 100, step: 2, decimals: 0 },
  powerConsumption: { min: 20, max: 80, step: 3, decimals: 0 },
};

/**
 * Hours of autonomy per (battery % ÷ consumption W): chosen so the spec's initial figures
 * (battery 92, consumption 45) give its initial 18 hours (spec §3).
 */
export const AUTONOMY_FACTOR = 8.8;

/** Autonomy in whole hours for a battery level (%) and consumption (W). */
export function autonomyHours(batteryLevel: number, powerConsumption: number): number {
  return Math.round((batteryLevel * AUTONOMY_FACTOR) / powerConsumption);
}

/**
 * Initial readings (spec §3: aqi 28; respiratoryScore 85, allergen Low, asthma risk Minimal;
 * solar 85, battery 92, consumption 45, autonomy 18). The spec names no initial particulate,
 * CO₂, humidity, temperature or VOC values; ours sit in the 'good' part of each range.
 */
export const INITIAL_READINGS: Readings = {
  air: { pm25: 12, pm10: 20, co2: 420, humidity: 45, temperature: 22, voc: 0.3, aqi: 28 },
  respiratory: {
    respiratoryScore: 85,
  },
  power: { solarGeneration: 85, batteryLevel: 92, powerConsumption: 45, autonomyHours: 18 },
};

/** A random source returning numbers in [0, 1), like Math.random. */
export type RandomSource = () => number;

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** One bounded step of a clamped random walk: |result − value| ≤ rule.step, result in [min, max]. */
export function walk(value: number, rule: WalkRule, random: RandomSource): number {
  const r = Math.min(Math.max(random(), 0), 1);
  const delta = round((r * 2 - 1) * rule.step, rule.decimals);
  return round(Math.min(rule.max, Math.max(rule.min, value + delta)), rule.decimals);
}

/**
 * The next readings, DEMO_REFRESH_MS (3 s, spec §9) after `previous`. Air and power figures take
 * one bounded step each; autonomy follows battery and consumption; respiratory stays as is.
 */
export function nextReadings(previous: Readings, random: RandomSource = Math.random): Readings {
  const air = { ...previous.air };
  for (const key of Object.keys(AIR_RULES) as (keyof AirQualityReading)[]) {
    air[key] = walk(previous.air[key], AIR_RULES[key], random);
  }
  const solarGeneration = walk(previous.power.solarGeneration, POWER_RULES.solarGeneration, random);
  const batteryLevel = walk(previous.power.batteryLevel, POWER_RULES.batteryLevel, random);
  const powerConsumption = walk(
    previous.power.powerConsumption,
    POWER_RULES.powerConsumption,
    random,
  );
  return {
    air,
    respiratory: previous.respiratory,
    power: {
      solarGeneration,
      batteryLevel,
      powerConsumption,
      autonomyHours: autonomyHours(batteryLevel, powerConsumption),
    },
  };
}

/**
 * A reading as the page's language writes numbers (`Intl.NumberFormat` of INTL_LOCALES): always
 * `decimals` fraction digits, so 22.7 °C reads "22.7" in English, "22,7" in French, Spanish,
 * German and Arabic (ar-DZ: Western digits, as every other figure of the site).
 * @param decimals fraction digits shown, e.g. a {@link WalkRule}'s `decimals`
 */
export function formatReading(locale: Locale, value: number, decimals = 0): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
