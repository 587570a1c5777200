/**
 * The production image, built and run without a container engine: scripts/container-replay.ts
 * replays the Dockerfile's steps in a clean copy of the build context and starts its CMD as
 * `docker run` would (docs/deploy.md). It needs Linux and root (mount namespaces, chroot), as CI
 * has; elsewhere it skips with the reason. An editor then publishes a change of copy inside it. About two and a half minutes with a warm npm cache
 * (two `npm ci` and `npm run build`; docs/decisions/0004-container-recipe.md has the figures);
 * tests/unit/scripts/container.test.ts checks the recipe's structure.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  replayContainer,
  replayProblems,
  ReplayUnavailable,
  type ReplayReport,
} from '../../scripts/container-replay';

/** Bound of the whole replay (ms): each RUN step is bounded at 10 min by the script itself. */
const REPLAY_LIMIT_MS = 15 * 60_000;

describe('the container image, replayed without a container engine', () => {
  let report: ReplayReport | undefined;
  let unavailable: string | undefined;

  beforeAll(async () => {
    try {
      report = await replayContainer({ log: (line) => console.log(line) });
    } catch (error) {
      if (!(error instanceof ReplayUnavailable)) throw error;
      unavailable = error.message;
    }
  }, REPLAY_LIMIT_MS);

  it('becomes healthy, serves the site and stores a message in its volume as its own user, then stops with exit 0', (context) => {
    if (unavailable) context.skip(unavailable);
    const seen = report as ReplayReport;
    expect(replayProblems(seen), seen.serverLog).toEqual([]);
    expect(seen.page).toEqual({ status: 200, html: true });
    expect(seen.insertStatus).toBe(201);
    expect(seen.dataFile).toMatchObject({
      path: '/data/site.db',
      inVolume: true,
      uid: 1000,
      subjects: ['container replay'],
    });
    expect(seen.stop).toMatchObject({ signal: 'SIGTERM', code: 0, killedBy: null });
  });

  it('lets an editor publish a change of copy inside the image, live at once', (context) => {
    if (unavailable) context.skip(unavailable);
    const seen = report as ReplayReport;
    expect(seen.publish).toMatchObject({ signIn: 204, save: 200, publish: 200, live: true });
  });

  it('holds production dependencies only and cannot write its own code', (context) => {
    if (unavailable) context.skip(unavailable);
    const seen = report as ReplayReport;
    expect(seen.devPackagesInImage).toEqual([]);
    expect(seen.workdirWritable).toBe(false);
  });
});
