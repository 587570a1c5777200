/**
 * The server's plugins declare what they need (docs/architecture.md "Server, shutdown and
 * databases"; decision 0029): each is a fastify-plugin with a `name` and `dependencies`, so an
 * app that registers a feature without a shared piece it reads fails at `ready()`, naming both,
 * instead of failing later on an undefined decorator. And a feature needs only what it declares:
 * the insights answer without the team inbox.
 */
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { appPlugin } from '../../../server/app';
import { contactFeature } from '../../../server/contact/plugin';
import { contentEditorPlugin } from '../../../server/content/plugin';
import { openDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { parseEnv } from '../../../server/env';
import { teamInboxPlugin } from '../../../server/inbox/plugin';
import { insightsPlugin } from '../../../server/insights/plugin';
import { createMetrics } from '../../../server/metrics';
import { adminAppPlugin } from '../../../server/plugins/admin-app';
import { authPlugin } from '../../../server/plugins/auth';
import { databasePlugin } from '../../../server/plugins/database';
import { errorHandlingPlugin } from '../../../server/plugins/error-handling';
import { notificationOutboxPlugin } from '../../../server/plugins/notification-outbox';
import { notificationsPlugin } from '../../../server/plugins/notifications';
import { operationsPlugin } from '../../../server/plugins/operations';
import { overloadPlugin } from '../../../server/plugins/overload';
import { rateLimitCountersPlugin } from '../../../server/plugins/rate-limit-counters';
import { requestGuardsPlugin } from '../../../server/plugins/request-guards';
import { requestMetricsPlugin } from '../../../server/plugins/request-metrics';
import { roleGuardPlugin } from '../../../server/plugins/role-guard';
import { securityHeadersPlugin } from '../../../server/plugins/security-headers';
import { sitePlugin } from '../../../server/plugins/site';
import { companyProfilePlugin } from '../../../server/routes/company-profile';
import { staticSitePlugin } from '../../../server/routes/static';
import { webVitalsPlugin } from '../../../server/routes/vitals';

/** fastify-plugin's metadata (`Symbol.for('plugin-meta')`). */
interface PluginMeta {
  name?: string;
  dependencies?: string[];
}
const metaOf = (plugin: unknown) =>
  (plugin as Record<symbol, PluginMeta | undefined>)[Symbol.for('plugin-meta')];

/** Every plugin app.ts registers, in its order, with what each needs. */
const PLUGINS: [plugin: unknown, name: string, dependencies: string[]][] = [
  [requestMetricsPlugin, 'metrics', []],
  [overloadPlugin, 'overload', ['metrics']],
  [requestGuardsPlugin, 'request-guards', []],
  [databasePlugin, 'db', ['metrics']],
  [sitePlugin, 'site', []],
  [securityHeadersPlugin, 'security-headers', []],
  [errorHandlingPlugin, 'error-handling', ['site']],
  [notificationOutboxPlugin, 'notification-outbox', ['db']],
  [operationsPlugin, 'operations', ['db', 'metrics', 'notification-outbox', 'overload']],
  [notificationsPlugin, 'notifications', ['db', 'metrics', 'notification-outbox']],
  [rateLimitCountersPlugin, 'rate-limit-counters', ['db']],
  [authPlugin, 'auth', ['db', 'metrics']],
  [roleGuardPlugin, 'role-guard', ['auth']],
  [adminAppPlugin, 'admin-app', ['auth', 'role-guard']],
  [
    contactFeature,
    'contact',
    ['db', 'metrics', 'rate-limit-counters', 'notifications', 'site', 'error-handling'],
  ],
  [
    teamInboxPlugin,
    'team-inbox',
    ['db', 'auth', 'role-guard', 'admin-app', 'notification-outbox', 'notifications'],
  ],
  [contentEditorPlugin, 'content-editor', ['db', 'site', 'role-guard', 'admin-app']],
  [webVitalsPlugin, 'web-vitals', ['db', 'rate-limit-counters']],
  [insightsPlugin, 'insights', ['db', 'metrics', 'rate-limit-counters', 'role-guard', 'admin-app']],
  [companyProfilePlugin, 'company-profile', []],
  [staticSitePlugin, 'static-site', ['site', 'error-handling']],
];

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

describe('server plugins', () => {
  it.each(PLUGINS)('%#: is named and declares its dependencies', (plugin, name, dependencies) => {
    expect(metaOf(plugin)?.name).toBe(name);
    expect(metaOf(plugin)?.dependencies ?? []).toEqual(dependencies);
  });

  it('the app registers every one of them, each once', () => {
    const names = PLUGINS.map(([, name]) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(metaOf(appPlugin)?.name).toBe('app');
  });

  it('registering the team inbox without the db plugin throws at ready()', async () => {
    const app = Fastify({ logger: false });
    closers.push(() => app.close());
    await app.register(requestMetricsPlugin, { metrics: createMetrics() });
    void app.register(teamInboxPlugin, {
      retentionDays: 30,
      retentionJob: false,
      now: Date.now,
    });
    await expect(app.ready()).rejects.toThrow(
      "The dependency 'db' of plugin 'team-inbox' is not registered",
    );
  });

  it.each(PLUGINS.filter(([, , dependencies]) => dependencies.length > 0))(
    '%#: registered alone, fails at ready() naming its first dependency',
    async (plugin, name, dependencies) => {
      const app = Fastify({ logger: false });
      closers.push(() => app.close());
      void app.register(plugin as FastifyPluginAsync);
      await expect(app.ready()).rejects.toThrow(
        `The dependency '${dependencies[0]}' of plugin '${name}' is not registered`,
      );
    },
  );

  it('the insights answer without the team inbox: they need only what they declare', async () => {
    const opened = openDatabase('file::memory:');
    closers.push(() => opened.db.destroy());
    await migrateToLatest(opened.db, opened.dialect);
    const app = Fastify({ logger: false });
    closers.push(() => app.close());
    await app.register(requestMetricsPlugin, { metrics: createMetrics() });
    await app.register(databasePlugin, { databaseUrl: 'file::memory:', db: opened.db });
    await app.register(rateLimitCountersPlugin, { redis: null });
    await app.register(authPlugin, { now: Date.now });
    await app.register(roleGuardPlugin);
    await app.register(adminAppPlugin, { adminDir: null });
    await app.register(insightsPlugin, {
      flush: { intervalMs: 50, batchRows: 10 },
      retention: { pageViewsRetentionDays: 30, insightsRetentionDays: 400 },
      rollUpJob: false,
      rateLimitOff: true,
      now: Date.now,
      report: null,
    });
    await app.ready();
    expect(app.hasPlugin('team-inbox')).toBe(false);
    const signedOut = await app.inject({ method: 'GET', url: '/api/admin/insights' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: 'Sign in to use the inbox.' });
    expect(signedOut.headers['cache-control']).toBe('no-store');
    const crossSite = await app.inject({
      method: 'GET',
      url: '/api/admin/insights',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    // Its page too: signed out, the sign-in page and back here.
    const page = await app.inject({ method: 'GET', url: '/admin/insights?period=7d' });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/admin/sign-in?next=%2Fadmin%2Finsights%3Fperiod%3D7d');
    expect((await app.inject({ method: 'GET', url: '/admin' })).statusCode).toBe(404);
  });

  it('a whole app has every one of them', async () => {
    const env = parseEnv({
      PORT: '0',
      DATABASE_URL: 'file::memory:',
      LOG_LEVEL: 'silent',
      COMPANY_PROFILE_URL: 'off',
    });
    const app = Fastify({ logger: false });
    closers.push(() => app.close());
    await app.register(appPlugin, { env, clientDir: null, admin: { retentionJob: false } });
    await app.ready();
    for (const [, name] of PLUGINS) expect(app.hasPlugin(name), name).toBe(true);
  });
});
