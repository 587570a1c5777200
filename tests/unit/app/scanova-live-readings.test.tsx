// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@common/i18n';
import { ScanovaLiveReadings } from '~/components/sections/scanova-live-readings';
import { INITIAL_READINGS, formatReading, type Readings } from '~/lib/air-quality-sim';
import { contentOf } from '~/content/site-content';

/** A fixed reading with decimals in both decimal figures (spec §3: temperature °C, VOC mg/m³). */
const READINGS: Readings = {
  ...INITIAL_READINGS,
  air: { ...INITIAL_READINGS.air, temperature: 22.7, voc: 0.41 },
};

const EXPECTED: Readonly<Record<Locale, { temperature: string; voc: string }>> = {
  en: { temperature: '22.7', voc: '0.41' },
  fr: { temperature: '22,7', voc: '0,41' },
  es: { temperature: '22,7', voc: '0,41' },
  de: { temperature: '22,7', voc: '0,41' },
  // ar-DZ, as the site's other figures: Western digits, decimal comma.
  ar: { temperature: '22,7', voc: '0,41' },
};

describe('/scanova live readings in the page language (spec §2, §3)', () => {
  for (const locale of LOCALES) {
    it(`${locale}: writes decimals as the language does`, () => {
      render(
        <ScanovaLiveReadings
          copy={contentOf(locale).scanova.scanovaContent.readings}
          readings={READINGS}
          locale={locale}
        />,
      );
      expect(screen.getByTestId('reading-temperature').textContent).toBe(
        EXPECTED[locale].temperature,
      );
      expect(screen.getByTestId('reading-voc').textContent).toBe(EXPECTED[locale].voc);
      expect(screen.getByTestId('reading-aqi').textContent).toBe('28');
    });
  }

  it('groups thousands and pads decimals as the language does', () => {
    expect(formatReading('en', 1420)).toBe('1,420');
    expect(formatReading('de', 1420)).toBe('1.420');
    expect(formatReading('fr', 22, 1)).toBe('22,0');
  });
});
