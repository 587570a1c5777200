/**
 * Client entry (React Router's default `app/entry.client.tsx`): hydrates the prerendered page
 * with `<HydratedRouter>`. The page's module scripts are loaded after the first paint and
 * evaluated one per task by the build's hydration step (app/hydration/defer-hydration.ts,
 * docs/upgrading.md).
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
