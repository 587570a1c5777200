import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * `npm run test:container`: the Dockerfile replayed without a container engine
 * (tests/container/). It takes minutes (two `npm ci` and a build), so it runs in `npm run check`
 * (what CI runs) after `npm test` rather than inside it; docs/decisions/0004-container-recipe.md.
 */
export default defineConfig({
  ...base,
  // Not the base's projects, which split the unit and integration files.
  test: { ...base.test, projects: undefined, include: ['tests/container/**/*.test.ts'] },
});
