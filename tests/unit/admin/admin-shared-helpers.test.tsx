// @vitest-environment jsdom
/**
 * The admin app's shared helpers: `attempt` (an action's success as a boolean, its failure
 * reported), `whileCurrent` (an effect's answer dropped once cleaned up), `useBusyCall` (busy and
 * error around a write and its re-read), the inbox's `TextForm` (empties only when the text was
 * taken) and the insights' `ExpansionControls` ("Show all N" / "Show fewer", and the capped-list
 * note only where asked for).
 */
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { attempt } from '../../../admin/lib/attempt';
import { whileCurrent } from '../../../admin/lib/latest-answer';
import { useBusyCall } from '../../../admin/insights/hooks/use-busy-call';
import { TextForm } from '../../../admin/inbox/components/text-form';
import {
  ExpansionControls,
  type RankedListExpansion,
} from '../../../admin/insights/components/ranked-list';
import { formatCountry } from '../../../common/insights-format';

/** A promise with its settle functions, to answer a call when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('attempt', () => {
  it('is true when the call resolves, and reports nothing', async () => {
    const report = vi.fn();
    await expect(attempt(async () => 'done', report)).resolves.toBe(true);
    expect(report).not.toHaveBeenCalled();
  });

  it('is false when the call throws, and reports what it threw', async () => {
    const report = vi.fn();
    const failure = new Error('refused');
    await expect(
      attempt(async () => {
        throw failure;
      }, report),
    ).resolves.toBe(false);
    expect(report).toHaveBeenCalledWith(failure);
  });
});

describe('whileCurrent', () => {
  it('passes on the answer while current', async () => {
    const onAnswer = vi.fn();
    const onFailure = vi.fn();
    whileCurrent(Promise.resolve(7), onAnswer, onFailure);
    await Promise.resolve();
    await Promise.resolve();
    expect(onAnswer).toHaveBeenCalledWith(7);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('passes on the failure while current', async () => {
    const onFailure = vi.fn();
    const call = deferred<number>();
    whileCurrent(call.promise, vi.fn(), onFailure);
    call.reject(new Error('down'));
    await call.promise.catch(() => undefined);
    await Promise.resolve();
    expect(onFailure).toHaveBeenCalledWith(new Error('down'));
  });

  it('drops an answer and a failure that arrive after the cleanup', async () => {
    const onAnswer = vi.fn();
    const onFailure = vi.fn();
    const ok = deferred<number>();
    const bad = deferred<number>();
    const stopOk = whileCurrent(ok.promise, onAnswer, onFailure);
    const stopBad = whileCurrent(bad.promise, onAnswer, onFailure);
    stopOk();
    stopBad();
    ok.resolve(1);
    bad.reject(new Error('late'));
    await ok.promise;
    await bad.promise.catch(() => undefined);
    await Promise.resolve();
    expect(onAnswer).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
  });
});

describe('useBusyCall', () => {
  it('is busy during the call, re-reads after it and answers true', async () => {
    const after = vi.fn();
    const { result } = renderHook(() => useBusyCall(after));
    const call = deferred<void>();
    let outcome: Promise<boolean> | undefined;
    act(() => {
      outcome = result.current.run(() => call.promise);
    });
    expect(result.current.busy).toBe(true);
    expect(after).not.toHaveBeenCalled();
    await act(async () => {
      call.resolve();
      await expect(outcome).resolves.toBe(true);
    });
    expect(after).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBe('');
  });

  it('keeps the failure sentence, skips the re-read and answers false; the next call clears it', async () => {
    const after = vi.fn();
    const { result } = renderHook(() => useBusyCall(after));
    await act(async () => {
      await expect(
        result.current.run(() => Promise.reject(new Error('The link has expired.'))),
      ).resolves.toBe(false);
    });
    expect(result.current.error).toBe('The link has expired.');
    expect(result.current.busy).toBe(false);
    expect(after).not.toHaveBeenCalled();
    await act(async () => {
      await result.current.run(() => Promise.resolve());
    });
    expect(result.current.error).toBe('');
  });

  it('reports a failing re-read as a failure', async () => {
    const { result } = renderHook(() => useBusyCall(() => Promise.reject('not an Error')));
    await act(async () => {
      await expect(result.current.run(() => Promise.resolve())).resolves.toBe(false);
    });
    expect(result.current.error).toBe('Something went wrong.');
  });
});

describe('TextForm', () => {
  function renderForm(onSubmit: (text: string) => Promise<boolean>) {
    render(
      <TextForm
        name="note"
        label="Internal note"
        hint="Only the team sees notes."
        maxChars={2000}
        rows={3}
        buttonClass="button"
        buttonText="Add note"
        onSubmit={onSubmit}
      />,
    );
    return {
      box: screen.getByRole('textbox', { name: 'Internal note' }) as HTMLTextAreaElement,
      button: screen.getByRole('button', { name: 'Add note' }) as HTMLButtonElement,
    };
  }

  it('counts the characters in its hint and cannot send white space', () => {
    const onSubmit = vi.fn(async () => true);
    const { box, button } = renderForm(onSubmit);
    expect(box.getAttribute('aria-describedby')).toBe('note-hint');
    expect(box.maxLength).toBe(2000);
    expect(document.getElementById('note-hint')!.textContent).toBe(
      'Only the team sees notes. At most 2,000 characters (0 used).',
    );
    fireEvent.change(box, { target: { value: '   ' } });
    expect(document.getElementById('note-hint')!.textContent).toContain('(3 used)');
    expect(button.disabled).toBe(true);
    fireEvent.submit(box.form!);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('empties when the text was taken, and keeps it when it was not', async () => {
    const answers = [false, true];
    const onSubmit = vi.fn(async () => answers.shift()!);
    const { box, button } = renderForm(onSubmit);
    fireEvent.change(box, { target: { value: 'Called back' } });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(onSubmit).toHaveBeenLastCalledWith('Called back');
    expect(box.value).toBe('Called back');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(box.value).toBe('');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});

describe('ExpansionControls', () => {
  const expansion = (change: Partial<RankedListExpansion>): RankedListExpansion => ({
    total: 1500,
    expanded: false,
    loading: false,
    error: '',
    onToggle: () => {},
    ...change,
  });

  it('offers "Show all N" for a longer list, controlling the table', () => {
    render(<ExpansionControls expansion={expansion({})} tableId="t1" rows={10} />);
    const button = screen.getByRole('button', { name: 'Show all 1,500' });
    expect(button.getAttribute('aria-controls')).toBe('t1');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows nothing for a list that fits, nor without an expansion', () => {
    const { container } = render(
      <>
        <ExpansionControls expansion={expansion({ total: 10 })} tableId="t1" rows={10} />
        <ExpansionControls expansion={undefined} tableId="t2" rows={10} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('says a capped answer shows only its first rows only where asked for', () => {
    const open = expansion({ expanded: true });
    const { rerender } = render(
      <ExpansionControls expansion={open} tableId="t1" rows={1000} sayCap />,
    );
    expect(screen.getByRole('button', { name: 'Show fewer' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('The first 1,000 of 1,500 are shown.');
    rerender(<ExpansionControls expansion={open} tableId="t1" rows={1000} />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(
      <ExpansionControls expansion={{ ...open, loading: true }} tableId="t1" rows={10} sayCap />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading every row…');
  });

  it('shows the failure as an alert', () => {
    render(
      <ExpansionControls
        expansion={expansion({ error: 'The server answered 500.' })}
        tableId="t1"
        rows={10}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('The server answered 500.');
  });
});

describe('formatCountry (common, shared by the page and the report)', () => {
  it('names a code in English, unknown as "Unknown", and leaves anything else as it is', () => {
    expect(formatCountry('FR')).toBe('France');
    expect(formatCountry('unknown')).toBe('Unknown');
    expect(formatCountry('fr')).toBe('fr');
  });
});
