/**
 * The paths a page view is counted for (server/insights/counted-paths.ts): exactly the site's
 * prerendered pages but the 404 page (common/paths.ts), and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { notFoundPath } from '../../../app/config/paths';
import { contentPaths, prerenderPaths } from '../../../app/content/schema/modules';
import { COUNTED_PATHS, countedPath } from '../../../server/insights/counted-paths';

describe('counted page-view paths (DESIGN §8 "Site insights: collecting")', () => {
  it("are the site's prerendered pages, the search page included, without the 404 page", () => {
    const expected = prerenderPaths.filter((path) => !path.endsWith(notFoundPath));
    expect([...COUNTED_PATHS].sort()).toEqual([...expected].sort());
    for (const path of contentPaths) expect(countedPath(path)).toBe(path);
    expect(countedPath('/fr/search')).toBe('/fr/search');
  });

  it('takes a trailing slash as the same page and refuses everything else', () => {
    expect(countedPath('/faq/')).toBe('/faq');
    expect(countedPath('/ar/')).toBe('/ar');
    for (const path of ['/404', '/fr/404', '/wp-login.php', '/faq//', '/FAQ', '/it/faq', '//']) {
      expect(countedPath(path), path).toBeNull();
    }
  });
});
