/**
 * Client entry (React Router's `app/entry.client.tsx`): hydrates the prerendered page with the
 * router set up in tasks of its own (app/hydration/hydrated-router.tsx, docs/upgrading.md).
 */
import { hydrateDocument } from './hydration/hydrated-router';

void hydrateDocument();
