/**
 * The contact feature as one Fastify plugin (DESIGN §4): the PostgREST-compatible API under
 * `/rest/v1`, and the form without JavaScript at each contact page's own path. Both call one
 * {@link ContactService} and count in one rate-limit counter per client, so a visitor posting
 * both ways gets `RATE_LIMIT_MAX` inserts a window in all, not twice that.
 *
 * {@link contactFeature} registers it in the app, from the app's shared pieces.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { apiErrors, CONTACT_TABLE, type ApiError } from '../api-error';
import { API_SECURITY_HEADERS } from '../csp';
import { RATE_LIMIT_WINDOW_MS } from '../limits';
import { toApiError } from '../plugins/error-handling';
import type { RateLimitStoreOptions } from '../rate-limit';
import { contactRoutes, type ContactRoutesOptions } from './api-route';
import { CONTACT_FORM_PAGES, contactFormRoutes, type ContactFormRoutesOptions } from './form-route';
import type { Autoresponder } from './autoresponder';
import { createContactRepository, type ContactRepository } from './repository';
import { createContactService, type InsertLimiter } from './service';

/**
 * The counter's name, as the API route's own counter was named before the form shared it
 * (`<method><url>`, @fastify/rate-limit's per-route prefix): counters already in Redis or
 * PostgreSQL keep counting across a rolling restart.
 */
export const CONTACT_RATE_LIMIT_GROUP = `POST/rest/v1/${CONTACT_TABLE}`;

/** Options of {@link contactPlugin}. */
export interface ContactPluginOptions extends Pick<
  ContactRoutesOptions,
  'anonKey' | 'allowedOrigins' | 'securityHeaders'
> {
  /** Where rows go. */
  repository: ContactRepository;
  /** Called after each committed insert (wakes the notification sender). */
  onStored?: () => void;
  /** Inserts per client and {@link RATE_LIMIT_WINDOW_MS}, both paths together; 0 disables the limit. */
  rateLimitMax: number;
  /**
   * Where the counters live and how a client is keyed (server/rate-limit.ts): shared by every
   * instance on PostgreSQL or Redis. Default: @fastify/rate-limit's in-memory store, keyed by IP.
   */
  rateLimitStore?: RateLimitStoreOptions;
  /**
   * The form without JavaScript; left out when there is no built site to render it with (no
   * site, or a site without its server build).
   */
  form?: Pick<ContactFormRoutesOptions, 'renderer' | 'pages'>;
  /** The app's mapping of any error to the API error answered (server/app.ts `toApiError`). */
  toApiError: (error: Error, request: FastifyRequest) => ApiError;
}

/** Registers the contact API under `/rest/v1` and, with `form`, the form's POST routes. */
export async function contactPlugin(
  app: FastifyInstance,
  options: ContactPluginOptions,
): Promise<void> {
  const service = createContactService({
    repository: options.repository,
    onStored: options.onStored,
  });

  let limitInserts: InsertLimiter | undefined;
  if (options.rateLimitMax > 0) {
    const keyOf = options.rateLimitStore?.keyGenerator ?? ((request: FastifyRequest) => request.ip);
    await app.register(rateLimit, {
      ...options.rateLimitStore,
      // One counter for both routes: @fastify/rate-limit would give each route its own.
      keyGenerator: async (request) => `${CONTACT_RATE_LIMIT_GROUP}:${await keyOf(request)}`,
      global: false,
      errorResponseBuilder: (_request, context) =>
        apiErrors.rateLimited(Math.ceil(context.ttl / 1000)),
    });
    limitInserts = app.rateLimit({ max: options.rateLimitMax, timeWindow: RATE_LIMIT_WINDOW_MS });
  }

  await app.register(contactRoutes, {
    prefix: '/rest/v1',
    anonKey: options.anonKey,
    allowedOrigins: options.allowedOrigins,
    securityHeaders: options.securityHeaders,
    service,
    limitInserts,
  });
  if (options.form) {
    await app.register(contactFormRoutes, {
      ...options.form,
      service,
      limitInserts,
      toApiError: options.toApiError,
    });
  }
}

/** Options of {@link contactFeature}: what the environment decides (server/env.ts). */
export type ContactFeatureOptions = Pick<
  ContactPluginOptions,
  'anonKey' | 'allowedOrigins' | 'rateLimitMax'
> & {
  /**
   * The autoresponder (./autoresponder.ts) when `AUTORESPONDER=on` and e-mail is configured;
   * absent or null: no acknowledgement is queued.
   */
  autoresponder?: Autoresponder | null;
};

async function contact(app: FastifyInstance, options: ContactFeatureOptions) {
  const renderer = app.pageRenderer;
  const { autoresponder, ...rest } = options;
  await app.register(contactPlugin, {
    ...rest,
    rateLimitStore: app.rateLimitCounters.pluginOptions,
    // The acknowledgements go through the mail outbox the same sender drains (DESIGN §8).
    repository: createContactRepository(app.db, { autoresponder }),
    // E-mail the team about every stored message, from the outbox the insert fills (DESIGN §8).
    onStored: app.outboxSender?.wake,
    securityHeaders: API_SECURITY_HEADERS,
    form: renderer ? { renderer, pages: CONTACT_FORM_PAGES } : undefined,
    toApiError,
  });
  if (options.rateLimitMax > 0) {
    app.appMetrics.declareRateLimitedRoute(`/rest/v1/${CONTACT_TABLE}`);
  }
}

/**
 * The contact feature in the app (DESIGN §4): {@link contactPlugin} in a scope of its own, with
 * the app's database, rate-limit counters, notification sender (woken after each insert),
 * metrics and built site (its renderer answers the form). Not encapsulated itself (fastify-plugin), so its
 * name and dependencies are checked at the root.
 */
export const contactFeature = fastifyPlugin(contact, {
  name: 'contact',
  fastify: '5.x',
  dependencies: ['db', 'metrics', 'rate-limit-counters', 'notifications', 'site', 'error-handling'],
});
