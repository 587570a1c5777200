/**
 * The sign-in page (DESIGN §8): the company's logo, e-mail and password; one generic error; 429
 * says when to retry. Once signed in it opens the admin page that was asked for (`?next=`),
 * else the inbox.
 */
import { useState, type FormEvent } from 'react';
import { ADMIN_PATHS, adminReturnPath, RETURN_PARAM } from '../../../common/admin-api';

/**
 * Where to go after signing in: the `next` parameter of the sign-in page's query when it is an
 * admin page of this origin (common/admin-api.ts `adminReturnPath`; OWASP Unvalidated Redirects
 * and Forwards Cheat Sheet), else the inbox (the server sends an editor on to the editor).
 * @param search the sign-in page's `location.search`, e.g. `?next=%2Fadmin%2Finsights%3Fperiod%3D7d`
 */
export function afterSignInPath(search: string): string {
  return adminReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? ADMIN_PATHS.inbox;
}
import { ApiError } from '../../lib/api-client';
import { signIn } from '../../lib/session';
import { BrandLogo } from '../../components/brand';
import { primary } from '../../components/buttons';

/**
 * The sign-in page's heading: what the page asked for (`?next=`) is the tool the visitor is
 * signing in to — the content editor, the site insights, or else the team inbox.
 */
export function signInHeading(search: string): string {
  const next = afterSignInPath(search).split('?')[0];
  if (next === ADMIN_PATHS.content) return 'Sign in to the content editor';
  if (next === `${ADMIN_PATHS.inbox}/insights`) return 'Sign in to the site insights';
  return 'Sign in to the team inbox';
}

export function SignIn() {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      await signIn(String(data.get('email') ?? ''), String(data.get('password') ?? ''));
      location.assign(afterSignInPath(location.search));
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 429 && caught.retryAfterSeconds) {
        const minutes = Math.ceil(caught.retryAfterSeconds / 60);
        setError(
          `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      } else {
        setError(caught instanceof Error ? caught.message : 'Sign-in failed.');
      }
      setBusy(false);
    }
  }

  return (
    <main className="mx-auto mt-16 max-w-sm px-4">
      <BrandLogo on="light" className="mb-4 size-10" />
      <h1 className="mb-6 text-2xl font-semibold">{signInHeading(location.search)}</h1>
      <form
        onSubmit={submit}
        className="space-y-4 rounded-lg border border-line-strong bg-white p-6"
        noValidate
      >
        <div>
          <label htmlFor="email" className="mb-1 block font-medium">
            E-mail
          </label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            className="w-full rounded border border-field px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="password" className="mb-1 block font-medium">
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className="w-full rounded border border-field px-3 py-2"
          />
        </div>
        <p role="alert" className="min-h-6 text-danger">
          {error}
        </p>
        <button type="submit" disabled={busy} className={`${primary} w-full disabled:opacity-60`}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
