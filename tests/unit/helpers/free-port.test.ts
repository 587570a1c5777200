import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../support/free-port';

describe('freePort', () => {
  it('returns a port that a server can then listen on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    expect(port).toBeLessThan(65_536);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    expect(server.address()).toMatchObject({ port });
    await new Promise((resolve) => server.close(resolve));
  });

  it('rejects with the listen error for an address this machine does not have', async () => {
    await expect(freePort('192.0.2.1')).rejects.toMatchObject({ code: 'EADDRNOTAVAIL' });
  });
});
