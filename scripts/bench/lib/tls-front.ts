/**
 * The TLS front of the site bench: HTTPS with HTTP/2 on loopback, proxying to the Node server
 * with `X-Forwarded-Proto: https` (the server trusts it with TRUST_PROXY=loopback). docs/architecture.md "Faults, time-outs and TLS": the
 * server speaks plain HTTP and is deployed only behind such a proxy, so this is what visitors
 * get: HTTP/2 (one connection for all of a page's requests) and brotli (browsers offer `br`
 * only over HTTPS). Measuring the bare server over HTTP/1.1 measured a topology we do not
 * support: Lighthouse's simulation then opens up to six connections, each with its own
 * handshake, and every script arrives gzip-compressed.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import proxy from 'http2-proxy';
import type { KeyPair } from './self-signed';

/** A running front. */
export interface TlsFront {
  /** e.g. https://127.0.0.1:40123 */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the front on a free loopback port.
 * @param upstream the Node server, e.g. http://127.0.0.1:4600
 * @param keyPair from selfSignedCertificate (names 127.0.0.1)
 */
export async function startTlsFront(upstream: string, keyPair: KeyPair): Promise<TlsFront> {
  const target = new URL(upstream);
  const server = createSecureServer({ ...keyPair, allowHTTP1: true }, (req, res) => {
    void proxy.web(
      req,
      res,
      {
        hostname: target.hostname,
        port: Number(target.port),
        // Resolving to nothing lets http2-proxy send the request with these options.
        onReq: async (request, options) => {
          options.headers = {
            ...(options.headers as OutgoingHttpHeaders),
            'x-forwarded-proto': 'https',
            'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1',
          };
        },
      },
      (error) => {
        if (!error) return;
        if (!res.headersSent) res.writeHead(502);
        res.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
