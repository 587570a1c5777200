import type { Locale } from '@common/i18n';
import { useLocale } from '~/hooks/use-shell';
import { useSimulatedReadings } from '~/hooks/use-simulated-readings';
import { AIR_RULES, formatReading, type Readings } from '~/lib/air-quality-sim';
import type { SectionIds } from '~/content/types/shapes';
import { SectionHeading } from './section-heading';
import { withSubscripts } from '~/components/ui/subscripts';

/** Labels of {@link ScanovaLiveReadings} (from content/scanova.ts). */
export interface LiveReadingsCopy extends Pick<SectionIds, 'headingId'> {
  heading: string;
  note: string;
  air: {
    heading: string;
    aqiLabel: string;
    labels: Record<'pm25' | 'pm10' | 'co2' | 'humidity' | 'temperature' | 'voc', string>;
  };
  respiratory: {
    heading: string;
    scoreLabel: string;
    allergenLabel: string;
    asthmaLabel: string;
    allergenValue: string;
    asthmaValue: string;
    recommendations: readonly string[];
  };
  power: {
    heading: string;
    solarLabel: string;
    batteryLabel: string;
    consumptionLabel: string;
    autonomyLabel: string;
  };
}

/** Props of {@link ScanovaLiveReadings}. */
export interface ScanovaLiveReadingsProps {
  copy: LiveReadingsCopy;
  readings: Readings;
  /** The page's language: every figure is written with its number format ("22,7" in French). */
  locale: Locale;
}

function Figure({
  label,
  value,
  testId,
}: {
  label: string;
  value: string | number;
  testId?: string;
}) {
  // min-w-0 and hyphens: a long label ('Allergenbelastung') wraps inside its third of a 375 px
  // panel instead of widening the tile past its edge.
  return (
    <div className="flex min-w-0 flex-col-reverse rounded-lg bg-subtle px-3 py-2">
      <dt className="hyphens-auto break-words text-xs text-muted">{withSubscripts(label)}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The simulated live readings of /scanova (spec §2, §3, §9). The figures change every 3 s, so the
 * region is aria-live="off": screen readers read it on demand instead of being flooded. The
 * headline figure sits on the page's accent (product theme tokens).
 */
export function ScanovaLiveReadings({ copy, readings, locale }: ScanovaLiveReadingsProps) {
  const { air, respiratory, power } = readings;
  const airFigure = (key: keyof typeof AIR_RULES) =>
    formatReading(locale, air[key], AIR_RULES[key].decimals);
  const figure = (value: number) => formatReading(locale, value);
  return (
    <section
      aria-labelledby={copy.headingId}
      aria-live="off"
      className="w-full rounded-2xl border border-line bg-white p-5 shadow-lg lg:w-[26rem]"
      data-testid="live-readings"
    >
      <SectionHeading
        id={copy.headingId}
        title={copy.heading}
        lead={copy.note}
        size="panel"
        align="start"
      />
      <div className="mt-4 flex items-center gap-4 rounded-xl bg-accent p-4 text-on-accent">
        <span className="text-4xl font-bold tabular-nums" data-testid="reading-aqi">
          {airFigure('aqi')}
        </span>
        <span className="text-sm">{copy.air.aqiLabel}</span>
      </div>
      <h3 className="mt-4 text-sm font-semibold">{copy.air.heading}</h3>
      <dl className="mt-2 grid grid-cols-3 gap-2">
        <Figure label={copy.air.labels.pm25} value={airFigure('pm25')} testId="reading-pm25" />
        <Figure label={copy.air.labels.pm10} value={airFigure('pm10')} testId="reading-pm10" />
        <Figure label={copy.air.labels.co2} value={airFigure('co2')} testId="reading-co2" />
        <Figure
          label={copy.air.labels.humidity}
          value={airFigure('humidity')}
          testId="reading-humidity"
        />
        <Figure
          label={copy.air.labels.temperature}
          value={airFigure('temperature')}
          testId="reading-temperature"
        />
        <Figure label={copy.air.labels.voc} value={airFigure('voc')} testId="reading-voc" />
      </dl>
      <h3 className="mt-4 text-sm font-semibold">{copy.respiratory.heading}</h3>
      <dl className="mt-2 grid grid-cols-3 gap-2">
        <Figure label={copy.respiratory.scoreLabel} value={figure(respiratory.respiratoryScore)} />
        <Figure label={copy.respiratory.allergenLabel} value={copy.respiratory.allergenValue} />
        <Figure label={copy.respiratory.asthmaLabel} value={copy.respiratory.asthmaValue} />
      </dl>
      <ul className="mt-2 list-disc ps-5 text-xs text-muted">
        {copy.respiratory.recommendations.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <h3 className="mt-4 text-sm font-semibold">{copy.power.heading}</h3>
      <dl className="mt-2 grid grid-cols-2 gap-2">
        {[
          {
            label: copy.power.solarLabel,
            value: figure(power.solarGeneration),
            testId: 'reading-solar',
          },
          {
            label: copy.power.batteryLabel,
            value: figure(power.batteryLevel),
            testId: 'reading-battery',
          },
          {
            label: copy.power.consumptionLabel,
            value: figure(power.powerConsumption),
            testId: 'reading-power',
          },
          {
            label: copy.power.autonomyLabel,
            value: figure(power.autonomyHours),
            testId: 'reading-autonomy',
          },
        ].map((figure) => (
          <Figure key={figure.testId} {...figure} />
        ))}
      </dl>
    </section>
  );
}

/** {@link ScanovaLiveReadings} fed by the simulation (spec §2: new readings every DEMO_REFRESH_MS). */
export function SimulatedLiveReadings({ copy }: { copy: LiveReadingsCopy }) {
  return <ScanovaLiveReadings copy={copy} readings={useSimulatedReadings()} locale={useLocale()} />;
}
