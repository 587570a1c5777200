/**
 * Returning to the admin page that was asked for after signing in (common/admin-api.ts,
 * admin/auth/components/sign-in.tsx): only a path of this origin under /admin is followed (OWASP Unvalidated
 * Redirects and Forwards Cheat Sheet); anything else opens the inbox.
 */
import { describe, expect, it } from 'vitest';
import { adminReturnPath, signInUrl } from '../../../common/admin-api';
import { afterSignInPath, signInHeading } from '../../../admin/auth/components/sign-in';

describe('after sign-in, the page asked for (DESIGN §8 "Team inbox")', () => {
  it('returns to an admin page with its query and fragment', () => {
    expect(afterSignInPath('?next=%2Fadmin%2Finsights%3Fperiod%3D7d')).toBe(
      '/admin/insights?period=7d',
    );
    expect(
      afterSignInPath(
        `?next=${encodeURIComponent('/admin/insights?period=custom&from=2026-10-01&to=2026-10-31')}`,
      ),
    ).toBe('/admin/insights?period=custom&from=2026-10-01&to=2026-10-31');
    expect(adminReturnPath('/admin')).toBe('/admin');
    expect(adminReturnPath('/admin/content#faq')).toBe('/admin/content#faq');
    expect(afterSignInPath('')).toBe('/admin');
  });

  it.each([
    ['another origin', 'https://evil.example/admin/insights'],
    ['a protocol-relative URL', '//evil.example/admin'],
    ['a backslash browsers read as a slash', '/\\evil.example/admin'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'admin/insights'],
    ['a page outside /admin', '/contact'],
    ['a look-alike prefix', '/administrator'],
    ['a path that leaves /admin', '/admin/../contact'],
    ['an encoded escape', '/admin/%2e%2e/contact'],
    ['a control character', '/admin/\ninsights'],
    ['the sign-in page itself', '/admin/sign-in?next=/admin'],
    ['nothing', ''],
  ])('opens the inbox instead of %s', (_label, next) => {
    expect(adminReturnPath(next)).toBeNull();
    expect(afterSignInPath(`?next=${encodeURIComponent(next)}`)).toBe('/admin');
  });

  it('builds the sign-in address that returns to a page, and no parameter for the inbox', () => {
    expect(signInUrl('/admin/insights?period=7d')).toBe(
      '/admin/sign-in?next=%2Fadmin%2Finsights%3Fperiod%3D7d',
    );
    expect(signInUrl('/admin')).toBe('/admin/sign-in');
    expect(signInUrl('/contact')).toBe('/admin/sign-in');
  });
});

describe('the sign-in page names the tool asked for', () => {
  it.each([
    ['?next=%2Fadmin%2Fcontent%3Fmodule%3Dfaq%26language%3Dar', 'Sign in to the content editor'],
    ['?next=%2Fadmin%2Finsights%3Fperiod%3D7d', 'Sign in to the site insights'],
    ['?next=%2Fadmin', 'Sign in to the team inbox'],
    ['', 'Sign in to the team inbox'],
    ['?next=%2F%2Fevil.example%2Fadmin%2Fcontent', 'Sign in to the team inbox'],
  ])('%s → %s', (search, heading) => {
    expect(signInHeading(search)).toBe(heading);
  });
});
