// @vitest-environment jsdom
/**
 * Scheduling a publish from the editor (admin/content/components/publish-panel.tsx
 * `SchedulePublish`, hooks/use-schedules.ts, schedule-time.ts), in New York's time zone: the
 * "Publish at" box's local time is sent as the UTC instant (winter and summer offsets), a date
 * that does not exist is not sent, the waiting schedule is listed in local time with a Cancel
 * named by its time, and the ones done say how each ended. One press sends one schedule, and an
 * older read answering late never brings back a cancelled schedule.
 */
const previousZone = process.env.TZ;
process.env.TZ = 'America/New_York';

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { ContentSchedule } from '../../../common/content-api';
import { SchedulePublish } from '../../../admin/content/components/publish-panel';
import { useEditorStatus } from '../../../admin/content/hooks/use-editor-status';
import { SCHEDULES_POLL_MS, useSchedules } from '../../../admin/content/hooks/use-schedules';
import {
  formatLocal,
  localInputToUtc,
  utcToLocalInput,
} from '../../../admin/content/schedule-time';

afterAll(() => {
  // The worker may run other files next: their clocks read the zone they started with.
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});

const schedule = (extra: Partial<ContentSchedule>): ContentSchedule => ({
  id: 5,
  at: '2026-12-01T14:00:00.000Z',
  requestedBy: 'ed@example.com',
  requestedAt: '2026-11-29T10:00:00.000Z',
  state: 'pending',
  jobId: null,
  jobStage: null,
  publishId: null,
  cancelledBy: null,
  doneAt: null,
  message: null,
  ...extra,
});

describe('local time to UTC', () => {
  it('reads the box in the browser’s time zone and sends UTC', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
    // EST, UTC−5, in December; EDT, UTC−4, in July.
    expect(localInputToUtc('2026-12-01T09:00')).toBe('2026-12-01T14:00:00.000Z');
    expect(localInputToUtc('2026-07-01T09:00')).toBe('2026-07-01T13:00:00.000Z');
    expect(localInputToUtc('2026-12-31T23:30:15')).toBe('2027-01-01T04:30:15.000Z');
    expect(localInputToUtc('2026-12-01T09:00:00.5')).toBe('2026-12-01T14:00:00.500Z');
    for (const value of ['', '2026-12-01', '2026-02-30T09:00', '09:00', '2026-12-01T09:00Z'])
      expect(localInputToUtc(value), value).toBeNull();
    expect(utcToLocalInput(Date.parse('2026-12-01T14:00:00Z'))).toBe('2026-12-01T09:00');
    expect(formatLocal('2026-12-01T14:00:00.000Z')).toBe('1 Dec 2026, 09:00');
    expect(formatLocal('2026-12-01T14:00:07.000Z')).toBe('1 Dec 2026, 09:00:07');
  });
});

describe('<SchedulePublish>', () => {
  let lists: { pending: ContentSchedule[]; done: ContentSchedule[] };
  let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;

  beforeEach(() => {
    lists = { pending: [], done: [] };
    fetchMock = vi.fn(async (url: string, init: RequestInit = {}): Promise<Response> => {
      if (url === '/api/admin/content/schedules' && init.method === 'POST') {
        const { at } = JSON.parse(String(init.body)) as { at: string };
        lists.pending = [schedule({ at })];
        return Response.json(lists.pending[0], { status: 201 });
      }
      if (url === '/api/admin/content/schedules') return Response.json(lists);
      if (url === '/api/admin/content/schedules/5' && init.method === 'DELETE') {
        lists = {
          pending: [],
          done: [schedule({ state: 'cancelled', cancelledBy: 'ed@example.com' })],
        };
        return new Response(null, { status: 204 });
      }
      return Response.json({ message: 'not found' }, { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => vi.unstubAllGlobals());

  function Harness() {
    const status = useEditorStatus();
    const schedules = useSchedules(true, status, async () => {});
    return (
      <>
        <SchedulePublish schedules={schedules} />
        <p role="status">{status.status?.text}</p>
      </>
    );
  }

  it('sends the local time as UTC, lists it in local time, and cancels it with the button named by its time', async () => {
    render(<Harness />);
    expect(await screen.findByText('No publish scheduled.')).toBeTruthy();
    const box = screen.getByLabelText<HTMLInputElement>('Publish at');
    expect(box.type).toBe('datetime-local');
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toContain(
      'America/New_York',
    );
    fireEvent.change(box, { target: { value: '2026-12-01T09:00' } });
    // A form: Enter in the box submits it, as the button does.
    fireEvent.submit(box.form!);

    const post = await waitFor(() => {
      const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(call).toBeTruthy();
      return call!;
    });
    expect(JSON.parse(String(post[1]?.body))).toEqual({ at: '2026-12-01T14:00:00.000Z' });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Every draft will be published at 1 Dec 2026, 09:00.',
    );
    const list = screen.getByRole('list', { name: 'Scheduled publishes' });
    expect(within(list).getByText('1 Dec 2026, 09:00').getAttribute('datetime')).toBe(
      '2026-12-01T14:00:00.000Z',
    );
    expect(box.value).toBe('');

    const cancel = within(list).getByRole('button', {
      name: 'Cancel the publish at 1 Dec 2026, 09:00',
    });
    fireEvent.click(cancel);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The publish at 1 Dec 2026, 09:00 is cancelled.',
      ),
    );
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url.endsWith('/schedules/5') && init?.method === 'DELETE',
      ),
    ).toBe(true);
    expect(screen.getByText('No publish scheduled.')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Scheduled publishes done' })).getByText(
        /Cancelled by ed@example.com/,
      ),
    ).toBeTruthy();
  });

  it('sends nothing for a date that does not exist, and says what each done one became', async () => {
    lists.done = [
      schedule({ id: 3, state: 'fired', jobStage: 'live', publishId: 12 }),
      schedule({
        id: 2,
        state: 'failed',
        jobStage: 'failed',
        message: 'There are no drafts to publish.',
      }),
      schedule({ id: 1, state: 'fired', jobStage: 'rendering' }),
    ];
    render(<Harness />);
    const done = await screen.findByRole('list', { name: 'Scheduled publishes done' });
    expect(
      within(done)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1 Dec 2026, 09:00: Published (#12)scheduled by ed@example.com',
      '1 Dec 2026, 09:00: Not published: There are no drafts to publish.scheduled by ed@example.com',
      '1 Dec 2026, 09:00: Publishing…scheduled by ed@example.com',
    ]);
    const box = screen.getByLabelText<HTMLInputElement>('Publish at');
    fireEvent.change(box, { target: { value: '2026-02-30T09:00' } });
    fireEvent.submit(box.form!);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Choose a date and a time to publish at.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends one schedule however often the form is submitted while it is under way', async () => {
    let answer!: () => void;
    const slow = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') await new Promise<void>((resolve) => (answer = resolve));
      return slow(url, init);
    });
    render(<Harness />);
    await screen.findByText('No publish scheduled.');
    const box = screen.getByLabelText<HTMLInputElement>('Publish at');
    fireEvent.change(box, { target: { value: '2026-12-01T09:00' } });
    fireEvent.submit(box.form!);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Schedule' })).toHaveProperty('disabled', true),
    );
    fireEvent.submit(box.form!);
    fireEvent.submit(box.form!);
    answer();
    await screen.findByRole('list', { name: 'Scheduled publishes' });
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Schedule' })).toHaveProperty('disabled', false);
  });

  it('keeps the cancel’s list when a poll sent before the cancel answers after it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      lists.pending = [schedule({})];
      const direct = fetchMock.getMockImplementation()!;
      render(<Harness />);
      const list = await screen.findByRole('list', { name: 'Scheduled publishes' });
      // From now on each read answers with the lists as they were when it was sent, when let go.
      const held: (() => void)[] = [];
      fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
        if (init.method !== 'GET') return direct(url, init);
        const answer = await direct(url, init);
        await new Promise<void>((resolve) => held.push(resolve));
        return answer;
      });
      // The poll's read goes out while the schedule still waits …
      // (once its timer is set: the effect that sets it runs after the list's render)
      await waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0), { interval: 5 });
      vi.advanceTimersByTime(SCHEDULES_POLL_MS);
      await waitFor(() => expect(held).toHaveLength(1));
      // … then the cancel, whose own read goes out after the DELETE.
      fireEvent.click(within(list).getByRole('button', { name: /^Cancel the publish at / }));
      await waitFor(() => expect(held).toHaveLength(2));
      held[1]!();
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toBe(
          'The publish at 1 Dec 2026, 09:00 is cancelled.',
        ),
      );
      expect(screen.getByText('No publish scheduled.')).toBeTruthy();
      // The poll answers last, with the schedule still waiting: an older list, not shown.
      held[0]!();
      await Promise.resolve();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByText('No publish scheduled.')).toBeTruthy();
      expect(screen.queryByRole('list', { name: 'Scheduled publishes' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
