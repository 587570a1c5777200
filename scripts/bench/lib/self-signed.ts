/**
 * A throw-away self-signed certificate for loopback TLS in the benches (never for a deployment).
 * Made with the system's `openssl` (Debian's package): an ECDSA P-256 key, valid one day.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** PEM key and certificate. */
export interface KeyPair {
  key: Buffer;
  cert: Buffer;
}

/**
 * Writes `tls.key` and `tls.crt` into `dir` and returns them.
 * @param names the DNS names and IP addresses the certificate names (subjectAltName)
 * @throws Error when `openssl` is missing or fails
 */
export function selfSignedCertificate(dir: string, names: readonly string[]): KeyPair {
  const keyFile = join(dir, 'tls.key');
  const certFile = join(dir, 'tls.crt');
  const san = names.map((name) => (/^[\d.]+$/.test(name) ? `IP:${name}` : `DNS:${name}`));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${names[0]}`,
      '-addext',
      `subjectAltName=${san.join(',')}`,
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
}
