/**
 * The frame of the company-profile integration tests: a Fastify app with only
 * `companyProfileRoutes`, whose warn-level log lines are kept for assertions.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import {
  companyProfileRoutes,
  type CompanyProfileOptions,
} from '../../server/routes/company-profile';

/** One pino log line as the tests read it. */
export interface LogLine {
  level: number;
  msg: string;
  err?: { message: string };
}

/**
 * Builds (does not listen) an app reading `options.pageUrl`.
 * @returns the app and the array its log lines are pushed to
 */
export async function buildProfileApp(
  options: CompanyProfileOptions,
): Promise<{ app: FastifyInstance; logs: LogLine[] }> {
  const logs: LogLine[] = [];
  const app = Fastify({
    logger: {
      level: 'warn',
      stream: { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) },
    },
  });
  await app.register(companyProfileRoutes, options);
  return { app, logs };
}
