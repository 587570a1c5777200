import { ADMIN_PATHS } from '../../../common/admin-api';
import { signOut } from '../../lib/session';
import { BrandLogo } from '../../components/brand';
import { onDark } from '../../components/buttons';

/**
 * The content editor's banner, the site's navy bar: logo, the page's `<h1>`, the signed-in
 * address (hidden below 640 px) and Sign out, which goes to the sign-in page even when the server
 * could not be reached. No Inbox / Insights links: an editor account uses neither.
 */
export function ContentHeader({ email }: { email: string | undefined }) {
  return (
    <header className="bg-surface text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="flex items-center gap-3">
          <BrandLogo on="dark" className="size-8" />
          <h1 className="text-xl font-semibold">Content editor</h1>
        </div>
        <div className="flex items-center gap-3">
          <span className="hidden text-sm sm:inline">{email}</span>
          <button
            type="button"
            className={onDark}
            onClick={() => signOut().finally(() => location.assign(ADMIN_PATHS.signIn))}
          >
            Sign out
          </button>
        </div>
      </div>
    </header>
  );
}
