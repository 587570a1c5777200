/**
 * Proof (a) of the `api` bench suite in `npm test`: the bad-input battery of
 * support/battery.ts (at least 40 distinct malformed requests) on both databases. Every
 * request answers its DESIGN §4 status with PostgREST-shaped JSON and stores nothing (the
 * metacharacter rows that are valid are stored verbatim, once), and the server answers a normal
 * insert afterwards.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/each-database';
import { batteryCases, runBattery } from '../../support/battery';
import type { TestServer } from '../helpers/test-server';

describe('the battery itself', () => {
  it('has at least 40 distinct malformed requests, each named once', () => {
    const cases = batteryCases();
    const malformed = cases.filter((testCase) => testCase.status >= 400);
    expect(malformed.length).toBeGreaterThanOrEqual(40);
    expect(new Set(cases.map((testCase) => testCase.name)).size).toBe(cases.length);
  });
});

describeOnEachDatabase('bad-input battery on $name', (started) => {
  let server: TestServer;
  beforeAll(() => {
    server = started();
  });

  it('every case answers as DESIGN §4 says, stores nothing, and the server keeps answering', async () => {
    const { results, afterwardsStatus, rowsStored } = await runBattery({
      url: server.url,
      anonKey: server.anonKey,
      count: () => server.count(),
      rows: () => server.rows(),
    });
    const failures = results
      .filter((result) => result.problems.length > 0)
      .map((result) => `${result.name}: ${result.problems.join('; ')}`);
    expect(failures).toEqual([]);
    expect(rowsStored).toBe(batteryCases().filter((testCase) => testCase.stored).length);
    expect(afterwardsStatus).toBe(201);
  });
});
