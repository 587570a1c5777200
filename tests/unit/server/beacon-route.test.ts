import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalidReportMessage, PATH_ONLY_LOG_SERIALIZERS } from '../../../server/beacon-route';

describe('invalidReportMessage', () => {
  const schema = z.object({ path: z.string().max(3, { error: 'Too long' }) }).strict();

  it('names the first refused field and its problem', () => {
    const parsed = schema.safeParse({ path: '/long' });
    expect(parsed.success).toBe(false);
    expect(invalidReportMessage('goal', parsed.error!)).toBe('Not a goal report: path Too long');
  });

  it('leaves the field out when the whole body is refused', () => {
    const parsed = schema.safeParse('text');
    expect(invalidReportMessage('page-view', parsed.error!)).toMatch(
      /^Not a page-view report: [^ ]/,
    );
    expect(invalidReportMessage('page-view', parsed.error!)).not.toContain('report:  ');
  });

  it('says "invalid" when the error has no issue', () => {
    expect(invalidReportMessage('goal', new z.ZodError([]))).toBe('Not a goal report: invalid');
  });
});

describe('PATH_ONLY_LOG_SERIALIZERS', () => {
  it('logs the method and the path, never the query', () => {
    const request = { method: 'POST', url: '/api/goals?email=a@b.c', ip: '192.0.2.1' };
    expect(PATH_ONLY_LOG_SERIALIZERS.req(request as unknown as FastifyRequest)).toEqual({
      method: 'POST',
      url: '/api/goals',
    });
  });
});
