import { useEffect, useState } from 'react';

/**
 * The visitor's current year (spec §9: /contact and /cv show the current year). Prerendered
 * HTML carries the build year; the effect corrects it after hydration without a mismatch.
 */
export function useCurrentYear(): number {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
