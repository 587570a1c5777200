import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendCsvAttachment } from '../../../server/csv-attachment';

const app = Fastify();
app.get<{ Querystring: { name: string } }>('/file.csv', (request, reply) =>
  sendCsvAttachment(reply, request.query.name, '"id"\r\n"1"\r\n'),
);

describe('sendCsvAttachment', () => {
  it('sends the CSV as a named download with its header row declared', async () => {
    const answer = await app.inject({ url: '/file.csv?name=messages-open-2026-05-01.csv' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="messages-open-2026-05-01.csv"',
    );
    expect(answer.body).toBe('"id"\r\n"1"\r\n');
  });

  it.each(['a"b.csv', 'a;b.csv', 'a b.csv', 'a\r\nSet-Cookie: x.csv', ''])(
    'refuses the file name %j rather than write it into the header',
    async (name) => {
      const answer = await app.inject({ url: `/file.csv?name=${encodeURIComponent(name)}` });
      expect(answer.statusCode).toBe(500);
      expect(answer.headers['content-disposition']).toBeUndefined();
    },
  );
});
