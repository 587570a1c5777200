/**
 * DESIGN §2 `REDIS_URL` (docs/configuration.md, docs/architecture.md "Scaling out"): where the shared rate-limit
 * counters live when set. Validated once at start-up: only `redis:` / `rediss:` URLs with a host;
 * a wrong value stops the start naming the variable and the form to write, never a password it
 * holds, and the only form ever logged has the password replaced by `***`.
 */
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../../server/env';

describe('REDIS_URL (env)', () => {
  it('is null when unset or empty: counters in PostgreSQL, or memory on SQLite', () => {
    expect(parseEnv({}).redis).toBeNull();
    expect(parseEnv({ REDIS_URL: '' }).redis).toBeNull();
  });

  it('keeps a redis:// or rediss:// URL and redacts its password for the log', () => {
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379/2',
      urlRedacted: 'redis://127.0.0.1:6379/2',
    });
    const withPassword = parseEnv({ REDIS_URL: 'rediss://limits:s3cr%40t@cache.example.com:6380' });
    expect(withPassword.redis?.url).toBe('rediss://limits:s3cr%40t@cache.example.com:6380');
    expect(withPassword.redis?.urlRedacted).toBe('rediss://limits:***@cache.example.com:6380');
  });

  it.each(['cache.example.com:6379', 'http://cache.example.com', 'redis://', 'redis:///0'])(
    'refuses %j, naming the variable and the form to write',
    (value) => {
      expect(() => parseEnv({ REDIS_URL: value })).toThrow(EnvError);
      expect(() => parseEnv({ REDIS_URL: value })).toThrow(
        /REDIS_URL: must be redis:\/\/\[user:pass@\]host/,
      );
    },
  );

  it('never repeats a password of a refused value', () => {
    expect(() => parseEnv({ REDIS_URL: 'http://limits:hunter2@cache.example.com' })).toThrow(
      /^(?![\s\S]*hunter2)[\s\S]*REDIS_URL/,
    );
  });
});
