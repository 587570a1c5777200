// @vitest-environment jsdom
/**
 * lib/near-viewport.ts: a below-the-fold island's code loads only once its section comes within
 * the margin of the viewport; without the section in the document (a client navigation) or
 * without IntersectionObserver it loads at once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { nearViewport } from '~/lib/near-viewport';

const created: { callback: IntersectionObserverCallback; margin?: string; targets: Element[] }[] =
  [];
class RecordingObserver {
  record: (typeof created)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, margin: options?.rootMargin, targets: [] };
    created.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.record.targets = [];
  }
  takeRecords() {
    return [];
  }
}

const entry = (isIntersecting: boolean) => [{ isIntersecting }] as IntersectionObserverEntry[];
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('nearViewport', () => {
  const real = window.IntersectionObserver;
  afterEach(() => {
    window.IntersectionObserver = real;
    created.length = 0;
    document.body.innerHTML = '';
  });

  it('waits for the section to come within the margin, then stops observing', async () => {
    window.IntersectionObserver = RecordingObserver as unknown as typeof IntersectionObserver;
    document.body.innerHTML = '<section id="prototypes"></section>';
    const near = nearViewport('prototypes', '50% 0px');
    const [observer] = created;
    expect(observer?.margin).toBe('50% 0px');
    expect(observer?.targets.map((t) => t.id)).toEqual(['prototypes']);
    observer!.callback(entry(false), {} as IntersectionObserver);
    expect(await settled(near)).toBe(false);
    observer!.callback(entry(true), {} as IntersectionObserver);
    expect(await settled(near)).toBe(true);
    expect(observer!.targets).toEqual([]);
  });

  it('resolves at once when the section is not in the document', async () => {
    window.IntersectionObserver = RecordingObserver as unknown as typeof IntersectionObserver;
    expect(await settled(nearViewport('prototypes', '50% 0px'))).toBe(true);
    expect(created).toEqual([]);
  });
});
