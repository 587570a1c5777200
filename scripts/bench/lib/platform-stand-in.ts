/**
 * A loopback stand-in for the external Iffer platform (common/site.ts `links.ifferPlatform`)
 * for the site bench. This machine has no internet, so the example host does not resolve: the
 * frame's failed load is a console error (best practices 96) and the "cannot reach" message
 * becomes /iffer's LCP. A deployed site frames a platform that answers; the bench measures that
 * page by resolving the platform's host to this server (Chromium `--host-resolver-rules`). It
 * shares the bench's throw-away certificate (lib/self-signed.ts), which the browser is told to
 * accept (`--ignore-certificate-errors`, passed by the site suite).
 */
import { createServer, type Server } from 'node:https';
import { site } from '../../../common/site';
import type { KeyPair } from './self-signed';

/** A running stand-in and the Chromium flag that routes the platform's host to it. */
export interface PlatformStandIn {
  /** e.g. `--host-resolver-rules=MAP iffer.example.com 127.0.0.1` */
  chromiumFlag: string;
  stop(): Promise<void>;
}

/** The host name the site frames on /iffer (common/site.ts). */
export const platformHostname = new URL(site.links.ifferPlatform).hostname;

/**
 * Starts the stand-in on 127.0.0.1:443 (the platform URL's own port, so only the host is
 * remapped). Returns null, with the reason logged, when it cannot (port taken, platform not on
 * https:443): the bench then measures /iffer with the platform unreachable.
 * @param keyPair a certificate that names {@link platformHostname}
 */
export async function startPlatformStandIn(
  keyPair: KeyPair,
  log: (line: string) => void,
): Promise<PlatformStandIn | null> {
  const platform = new URL(site.links.ifferPlatform);
  if (platform.protocol !== 'https:' || (platform.port !== '' && platform.port !== '443')) {
    log(`platform stand-in: ${platform.origin} is not https on 443; not started`);
    return null;
  }
  const server: Server = createServer(keyPair, (_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      '<!doctype html><html lang="en"><title>Iffer</title><h1>Iffer platform (bench stand-in)</h1></html>',
    );
  });
  const started = await new Promise<boolean>((resolve) => {
    server.once('error', (error) => {
      log(`platform stand-in: ${error.message}; not started`);
      resolve(false);
    });
    server.listen(443, '127.0.0.1', () => resolve(true));
  });
  if (!started) return null;
  log(`platform stand-in: ${platform.hostname} -> https://127.0.0.1:443`);
  return {
    chromiumFlag: `--host-resolver-rules=MAP ${platform.hostname} 127.0.0.1`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
