/**
 * The site's own content catalogue (docs/decisions/0015-copy-as-data.md): the JSON copy under
 * app/content, checked by its module schemas. Used by the server unless a test gives its own.
 */
import { join } from 'node:path';
import { jsonFolderCatalogue, type ContentCatalogue } from './catalogue';
import { REPO_ROOT } from './site-build';

/** The catalogue of this checkout's copy. */
export function siteContentCatalogue(): ContentCatalogue {
  return jsonFolderCatalogue(join(REPO_ROOT, 'app', 'content'));
}
