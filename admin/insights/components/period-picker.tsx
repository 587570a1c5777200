import { useState, type FormEvent } from 'react';
import { INSIGHTS_PERIODS, type InsightsRange } from '../../../common/insights-api';
import { primary, secondary } from '../../components/buttons';
import { isDay, PERIOD_LABELS, type PeriodChoice } from '../utils/period';

/**
 * The period picker: Today, 7 days, 30 days, 90 days (toggle buttons, `aria-pressed`) and Custom,
 * which opens two date inputs (UTC days, inclusive) applied with "Show"; a range with the start
 * after the end is refused with a sentence tied to the inputs (`aria-describedby`), and nothing
 * is requested. `range` (the shown period) fills the inputs when Custom opens.
 */
export function PeriodPicker({
  choice,
  range,
  onChoose,
}: {
  choice: PeriodChoice;
  range: InsightsRange | null;
  onChoose: (choice: PeriodChoice) => void;
}) {
  const [customOpen, setCustomOpen] = useState(choice.period === 'custom');
  const [from, setFrom] = useState(choice.from ?? range?.from ?? '');
  const [to, setTo] = useState(choice.to ?? range?.to ?? '');
  const [problem, setProblem] = useState('');

  function openCustom() {
    setCustomOpen(true);
    if (!from && range) setFrom(range.from);
    if (!to && range) setTo(range.to);
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isDay(from) || !isDay(to)) return setProblem('Enter both dates.');
    if (from > to) return setProblem('The start date must be on or before the end date.');
    setProblem('');
    onChoose({ period: 'custom', from, to });
  }

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div role="group" aria-label="Period" className="flex flex-wrap gap-1">
        {INSIGHTS_PERIODS.map((period) => {
          const pressed =
            period === 'custom' ? customOpen : !customOpen && choice.period === period;
          return (
            <button
              key={period}
              type="button"
              aria-pressed={pressed}
              className={pressed ? primary : secondary}
              onClick={() => {
                if (period === 'custom') return openCustom();
                setCustomOpen(false);
                setProblem('');
                onChoose({ period });
              }}
            >
              {PERIOD_LABELS[period]}
            </button>
          );
        })}
      </div>
      {customOpen && (
        <form
          onSubmit={apply}
          aria-label="Custom period"
          noValidate
          className="flex flex-wrap items-end gap-2"
        >
          <DateField label="From" value={from} onValue={setFrom} invalid={Boolean(problem)} />
          <DateField label="To" value={to} onValue={setTo} invalid={Boolean(problem)} />
          <button type="submit" className={secondary}>
            Show
          </button>
          {problem && (
            <p id="period-problem" role="alert" className="basis-full text-sm text-danger-strong">
              {problem}
            </p>
          )}
        </form>
      )}
    </div>
  );
}

/** One end of the custom period: a labelled date input, described by the form's problem when it has one. */
function DateField({
  label,
  value,
  onValue,
  invalid,
}: {
  label: string;
  /** `YYYY-MM-DD`, or '' when empty. */
  value: string;
  onValue: (value: string) => void;
  /** Whether the period is refused (the problem's text is `#period-problem`). */
  invalid: boolean;
}) {
  return (
    <label className="flex flex-col text-sm">
      {label}
      <input
        type="date"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-describedby={invalid ? 'period-problem' : undefined}
        aria-invalid={invalid ? true : undefined}
        className="rounded border border-field bg-white px-3 py-2"
      />
    </label>
  );
}
