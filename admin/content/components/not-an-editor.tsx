import { ADMIN_PATHS } from '../../../common/admin-api';
import { secondary } from '../../components/buttons';

/**
 * What a team account sees at /admin/content (roles: docs/security.md "Roles"): it cannot edit
 * the site, and a link back to the inbox.
 */
export function NotAnEditor({ email }: { email: string }) {
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-semibold">Content editor</h1>
      <p className="mt-4">
        Your account ({email}) reads the team inbox; it cannot edit the site. Ask an administrator
        for an editor account.
      </p>
      <a className={`${secondary} mt-4`} href={ADMIN_PATHS.inbox}>
        Go to the inbox
      </a>
    </main>
  );
}
