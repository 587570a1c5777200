/**
 * Times of scheduled publishes in the editor (docs/editing.md "Scheduled publishing"): the
 * "Publish at" box is a `datetime-local` input, whose value has no time zone
 * (`2026-12-01T09:00`, or with seconds): the editor means their own clock, so it is read in this
 * browser's time zone and sent as the UTC instant the server stores (`2026-12-01T08:00:00.000Z`
 * from Paris in winter). Times the server lists are shown back in local time.
 */

/** `datetime-local`'s value: a date and a time to the minute, second or millisecond, no zone. */
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/**
 * The UTC instant, ISO 8601, of a `datetime-local` value read in this browser's time zone; null
 * when it is not a date and time (empty, half typed). A local time a clock change skips (02:30
 * on the night clocks go forward) is the instant the browser's calendar gives it, an hour on.
 */
export function localInputToUtc(value: string): string | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '0', fraction = '0'] = match;
  const date = new Date(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    Number(fraction.padEnd(3, '0')),
  );
  // The Date constructor rolls 30 February over into March: refuse what it had to move.
  if (date.getDate() !== Number(day) || date.getMonth() !== Number(month) - 1) return null;
  return date.toISOString();
}

const two = (n: number) => String(n).padStart(2, '0');

/** The `datetime-local` value (to the minute) of instant `ms` in this browser's time zone. */
export function utcToLocalInput(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * An ISO 8601 instant as the editor reads it, in this browser's time zone: "1 Dec 2026, 09:00"
 * (with its seconds when it has any).
 */
export function formatLocal(iso: string): string {
  const date = new Date(iso);
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: date.getSeconds() === 0 ? 'short' : 'medium',
  }).format(date);
}

/** This browser's time zone, as the IANA names it (`Europe/Paris`), for the form's hint. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
