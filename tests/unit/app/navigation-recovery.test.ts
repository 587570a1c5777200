import { describe, expect, it, vi } from 'vitest';
import {
  RECOVERY_KEY,
  RECOVERY_WINDOW_MS,
  recoverInterruptedNavigation,
  rememberPendingNavigation,
  type RecoveryEnvironment,
} from '~/lib/navigation-recovery';

/** A Map-backed sessionStorage. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

function env(overrides: Partial<RecoveryEnvironment> = {}): RecoveryEnvironment {
  return {
    storage: memoryStorage(),
    here: '/',
    loadType: 'reload',
    now: 1_000_000,
    replace: vi.fn(),
    ...overrides,
  };
}

describe('navigation recovery after a failed route chunk', () => {
  it('a reload right after a pending navigation goes on to its target, once', () => {
    const storage = memoryStorage();
    rememberPendingNavigation('/faq?x=1#q', storage, 1_000_000);
    const first = env({ storage, now: 1_000_000 + RECOVERY_WINDOW_MS });
    expect(recoverInterruptedNavigation(first)).toBe('/faq?x=1#q');
    expect(first.replace).toHaveBeenCalledWith('/faq?x=1#q');
    expect(storage.map.has(RECOVERY_KEY)).toBe(false);
    // Loaded again (say the target's own chunk fails too): nothing more, so no loop.
    const second = env({ storage, here: '/faq?x=1#q' });
    expect(recoverInterruptedNavigation(second)).toBeNull();
    expect(second.replace).not.toHaveBeenCalled();
  });

  it.each([
    ['a load that is not a reload', { loadType: 'navigate' }],
    ['a reload after the window', { now: 1_000_000 + RECOVERY_WINDOW_MS + 1 }],
    ['a reload of the target itself', { here: '/faq' }],
  ])('ignores %s and forgets the record', (_name, overrides) => {
    const storage = memoryStorage();
    rememberPendingNavigation('/faq', storage, 1_000_000);
    const environment = env({ storage, ...overrides });
    expect(recoverInterruptedNavigation(environment)).toBeNull();
    expect(environment.replace).not.toHaveBeenCalled();
    expect(storage.map.has(RECOVERY_KEY)).toBe(false);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example/x',
    'https://evil.example/',
    'javascript:alert(1)',
  ])('never leaves the site: %s is ignored', (target) => {
    const storage = memoryStorage();
    storage.setItem(RECOVERY_KEY, JSON.stringify({ target, at: 1_000_000 }));
    const environment = env({ storage });
    expect(recoverInterruptedNavigation(environment)).toBeNull();
    expect(environment.replace).not.toHaveBeenCalled();
  });

  it('survives broken records and refusing storage', () => {
    const storage = memoryStorage();
    storage.setItem(RECOVERY_KEY, '{not json');
    expect(recoverInterruptedNavigation(env({ storage }))).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => rememberPendingNavigation('/faq', refusing)).not.toThrow();
    expect(recoverInterruptedNavigation(env({ storage: refusing }))).toBeNull();
  });
});
