/**
 * The content editor's page, `GET /admin/content` (DESIGN §8 "Content editor"): the admin app's
 * page (server/plugins/admin-app.ts) whatever the session, so it can say why (sign in, or no
 * access), with the status telling scripts: 200 to an editor, 401 signed out, 403 to another role.
 * Without a built admin app, those answer the message alone (and 503 to an editor).
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_PATHS } from '../../common/admin-api';
import { sendMessage } from '../plugins/role-guard';

/** Registers the page in a scope of its own; reads `adminApp` and `roleGuard` from the instance. */
export async function contentPageRoute(app: FastifyInstance): Promise<void> {
  const { adminApp, roleGuard } = app;
  await adminApp.registerPage(app, ADMIN_PATHS.content, async (request, reply) => {
    const session = await roleGuard.sessionOf(request);
    const status = !session ? 401 : session.role === 'editor' ? 200 : 403;
    if (status !== 200 && !adminApp.built)
      return sendMessage(reply, status, 'Sign in with an editor account.');
    return adminApp.sendPage(reply.code(status));
  });
}
