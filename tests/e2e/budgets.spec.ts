import path from 'node:path';
import { test, expect } from '@playwright/test';
import { routePaths } from '../../app/config/paths';
import { jsBudgetFor } from '../../scripts/budgets';
import { measureFirstLoadJs } from '../../scripts/first-load-js';

/** DESIGN §6, issue 7: the cheap budget runs in every `npm test` against the production build. */
const clientDir = path.resolve('build/client');

for (const route of routePaths) {
  test(`first-load JavaScript of ${route} is within its gzip budget`, () => {
    const { gzipBytes, files } = measureFirstLoadJs(clientDir, route);
    expect(files.length).toBeGreaterThan(0);
    expect(gzipBytes, `${route}: ${(gzipBytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(
      jsBudgetFor(route),
    );
  });
}
