/**
 * The one free-port helper of the tests and the benchmarks: every suite that needs a
 * port before it can start a process (a server child, a private PostgreSQL) asks here.
 */
import { createServer } from 'node:net';

/**
 * A TCP port on `host` that was free a moment ago: the kernel picks one for a probe server,
 * which is closed before the promise resolves. Another process may take it in between, so
 * callers that start a server on it should retry once on failure.
 * @param host the address to probe, default `127.0.0.1`
 * @returns the port number (1–65535)
 * @throws the probe's listen error (e.g. `EADDRNOTAVAIL` for a host not on this machine)
 */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() =>
        port > 0 ? resolvePort(port) : reject(new Error(`no port from ${String(address)}`)),
      );
    });
  });
}
