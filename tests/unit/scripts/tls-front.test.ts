import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate } from '../../../scripts/bench/lib/self-signed';
import { startTlsFront, type TlsFront } from '../../../scripts/bench/lib/tls-front';

/** GET over HTTP/2, trusting the front's own certificate (and nothing else). */
async function get(url: string, ca: Buffer): Promise<{ status: number; body: string }> {
  const session = connect(url, { ca });
  try {
    return await new Promise((resolve, reject) => {
      const stream = session.request({ ':path': new URL(url).pathname });
      let status = 0;
      let body = '';
      stream.on('response', (headers) => (status = Number(headers[':status'])));
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (body += chunk));
      stream.on('end', () => resolve({ status, body }));
      stream.on('error', reject);
    });
  } finally {
    session.close();
  }
}

describe('the site bench TLS front (DESIGN §6: Lighthouse measures the site as deployed)', () => {
  let dir: string;
  let upstream: Server;
  let front: TlsFront;
  let ca: Buffer;
  const seen: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tls-front-'));
    upstream = createServer((req, res) => {
      seen.push(req.headers);
      res.setHeader('content-type', 'text/plain');
      res.end(`upstream saw ${req.method} ${req.url}`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const keyPair = selfSignedCertificate(dir, ['127.0.0.1']);
    ca = keyPair.cert;
    front = await startTlsFront(
      `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      keyPair,
    );
  });

  afterAll(async () => {
    await front.stop();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
    await rm(dir, { recursive: true, force: true });
  });

  it('answers over HTTP/2 with TLS and relays the Node server’s answer', async () => {
    expect(front.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const answer = await get(`${front.url}/faq`, ca);
    expect(answer).toEqual({ status: 200, body: 'upstream saw GET /faq' });
  });

  it('tells the server the visitor came over HTTPS (TRUST_PROXY=loopback reads it)', async () => {
    seen.length = 0;
    await get(`${front.url}/`, ca);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.['x-forwarded-proto']).toBe('https');
    expect(seen[0]?.['x-forwarded-for']).toBe('127.0.0.1');
  });
});
