/**
 * The poll loop the background workers share, the notification sender
 * (server/notifications/sender.ts) and the publish worker (server/content/publish-worker.ts):
 * a poll every `pollMs`, and at once when woken (a commit on the same instance), never two at a
 * time. A wake during a poll is not lost and starts no second one: it sets {@link Poller.woken},
 * and when the poll ends with it still set, the next poll starts at once rather than after the
 * interval. The poll may read and clear the flag itself (the sender goes round again while
 * woken). The timer never holds the process open (`unref`).
 */

/** A poll loop made by {@link createPoller}. */
export interface Poller {
  /** Polls now; during a poll, sets {@link Poller.woken} instead. Nothing once halted. */
  wake(): void;
  /** Polls after the interval (the timer restarts); nothing when `pollMs` is 0 or halted. */
  later(): void;
  /**
   * Whether {@link Poller.wake} was called during the poll under way: set by a wake, cleared
   * when the next poll starts from it; the poll may clear it when it has seen the news.
   */
  woken: boolean;
  /** Whether {@link Poller.halt} was called: a poll under way should end soon. */
  readonly stopped: boolean;
  /**
   * No poll after this (the timer is cleared).
   * @returns the poll under way, to await (it never rejects), or undefined
   */
  halt(): Promise<void> | undefined;
}

/**
 * Makes a poll loop over `poll` (see the module comment); nothing runs until the first
 * {@link Poller.wake} or {@link Poller.later}.
 * @param pollMs the interval, ms, from the end of a poll to the start of the next; 0: no
 *   timer, only wakes (tests)
 * @param poll one poll; it must not reject (it logs its own errors)
 */
export function createPoller(pollMs: number, poll: () => Promise<void>): Poller {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const poller: Poller = {
    woken: false,
    get stopped() {
      return stopped;
    },
    wake() {
      if (stopped) return;
      if (running) {
        poller.woken = true;
        return;
      }
      clearTimeout(timer);
      running = poll().finally(() => {
        running = undefined;
        if (poller.woken && !stopped) {
          poller.woken = false;
          poller.wake();
        } else poller.later();
      });
    },
    later() {
      if (stopped || pollMs === 0) return;
      clearTimeout(timer);
      timer = setTimeout(poller.wake, pollMs);
      timer.unref();
    },
    halt() {
      stopped = true;
      clearTimeout(timer);
      return running;
    },
  };
  return poller;
}
