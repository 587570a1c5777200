/**
 * `npm run dev` (DESIGN §1): the API on PORT+1 (API only, no built site) and the Vite dev server
 * with hot reload on PORT, which proxies /rest and /api to it, so the site and the API share one
 * origin in development just as in production. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import { buildApp } from './app';
import { parseEnv } from './env';

const env = parseEnv(process.env);
const apiPort = env.port + 1;
const app = await buildApp({ env: { ...env, port: apiPort }, clientDir: null });
await app.listen({ port: apiPort, host: '127.0.0.1' });

const vite = spawn('npx', ['react-router', 'dev', '--port', String(env.port), '--host', env.host], {
  stdio: 'inherit',
  env: { ...process.env, DEV_API_ORIGIN: `http://127.0.0.1:${apiPort}` },
});

const stop = async () => {
  vite.kill('SIGTERM');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
vite.on('exit', (code) => void app.close().then(() => process.exit(code ?? 0)));
