/**
 * What the form without JavaScript hands React Router (server/contact/form-route.ts): the server
 * decides (counter, body, charset, honeypot, schema, storage) and the renderer only answers that
 * decision; a stored message is never answered as a failure, even when the render breaks.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactFormOutcome } from '../../../common/contact-form-outcome';
import { apiErrors } from '../../../server/api-error';
import { contactFormRoutes } from '../../../server/contact/form-route';
import type { ContactService } from '../../../server/contact/service';
import { toApiError } from '../../../server/plugins/error-handling';
import type { PageRenderer } from '../../../server/routes/page-renderer';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

/** The app with the form's routes, a service that stores into `stored` and a renderer. */
async function formApp(
  render: PageRenderer['render'],
  stored: unknown[] = [],
  submit: ContactService['submit'] = async (row) => {
    stored.push(row);
    return [];
  },
) {
  app = Fastify();
  await app.register(contactFormRoutes, {
    pages: ['/contact', '/fr/contact'],
    service: { submit },
    renderer: { render },
    toApiError,
  });
  return app;
}

const post = (url: string, payload: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

/** A renderer that records each decision and answers 200. */
function recorder() {
  const outcomes: (ContactFormOutcome | undefined)[] = [];
  const render: PageRenderer['render'] = async (_request, reply, values) => {
    outcomes.push(values?.contactFormOutcome);
    return reply.code(200).send('page');
  };
  return { outcomes, render };
}

describe('the form without JavaScript hands its decision to the renderer', () => {
  it('a stored message: the row with the path’s language and the page, then `stored`', async () => {
    const { outcomes, render } = recorder();
    const stored: unknown[] = [];
    await formApp(render, stored);
    await post('/fr/contact', 'name=Ada&email=ada%40example.com&subject=S&message=M&website=');
    expect(stored).toEqual([
      expect.objectContaining({ name: 'Ada', language: 'fr', page: '/fr/contact' }),
    ]);
    expect(outcomes).toEqual([{ kind: 'stored' }]);
  });

  it('fields the schema refuses: nothing stored, 400 with the values as sent', async () => {
    const { outcomes, render } = recorder();
    const stored: unknown[] = [];
    await formApp(render, stored);
    await post('/contact', 'name=+Ada+&email=nope&subject=&message=M');
    expect(stored).toEqual([]);
    expect(outcomes).toEqual([
      {
        kind: 'refused',
        status: 400,
        reason: 'fields',
        message: expect.any(String),
        values: { name: ' Ada ', email: 'nope', subject: '', message: 'M' },
      },
    ]);
  });

  it('the service’s refusal (a check the schema fails) keeps its status and sentence', async () => {
    const { outcomes, render } = recorder();
    await formApp(render, [], async () => {
      throw apiErrors.checkViolation('Your message could not be sent.', 'website');
    });
    await post('/contact', 'name=A&email=a%40example.com&subject=S&message=M&website=x');
    expect(outcomes[0]).toMatchObject({
      kind: 'refused',
      status: 400,
      message: 'Your message could not be sent.',
    });
    expect(outcomes[0]).not.toHaveProperty('reason');
  });

  it('a stored message is answered 303 even when the render breaks', async () => {
    const stored: unknown[] = [];
    await formApp(async () => {
      throw new Error('render broke');
    }, stored);
    const response = await post('/fr/contact', 'name=A&email=a%40example.com&subject=S&message=M');
    expect(stored).toHaveLength(1);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/fr/contact?sent=1#message-sent');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
