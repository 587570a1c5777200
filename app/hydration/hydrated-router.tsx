/**
 * React Router's `<HydratedRouter>` with its set-up run in tasks of its own before React
 * hydrates (DESIGN §6; why: docs/decisions/0006-framework-patches.md).
 *
 * `<HydratedRouter>` builds the data router inside its first render: it decodes the page's
 * turbo-stream loader data, creates the client routes for every route of every language,
 * matches the URL and creates and initializes the router. A render cannot yield, so that is one
 * long task, which Lighthouse's 4× CPU simulation counts against total blocking time. Here each
 * step is a task of its own, and the render that follows is React's ordinary yielding hydration.
 *
 * The steps, the router's options and the rendered tree (its fragments keep `useId` values equal
 * to the server's) are those of React Router's `createHydratedRouter` and `HydratedRouter`
 * (`lib/dom-export/hydrated-router.tsx`), through the `UNSAFE_` exports React Router keeps for
 * this. tests/unit/hydration/hydrated-router-contract.test.ts fails when React Router changes
 * either function or these exports; docs/upgrading.md says what to check then. Left out, for
 * what the site does not use (and `/`'s first-load budget, DESIGN §6): the subresource-integrity
 * import map, clearing a masked URL's history state (route masking), and the
 * `getContext`/`instrumentations` props.
 */
import {
  StrictMode,
  startTransition,
  useLayoutEffect,
  useState,
  type ContextType,
  type ReactElement,
} from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createClientRoutes as createClientRoutes,
  UNSAFE_createRouter as createRouter,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_getHydrationData as getHydrationData,
  UNSAFE_getPatchRoutesOnNavigationFunction as getPatchRoutesOnNavigationFunction,
  UNSAFE_getTurboStreamSingleFetchDataStrategy as getTurboStreamSingleFetchDataStrategy,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  UNSAFE_useFogOFWarDiscovery as useFogOFWarDiscovery,
  type HydrationState,
  type UNSAFE_AssetsManifest as AssetsManifest,
  type UNSAFE_RouteModules as RouteModules,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';

type Router = ReturnType<typeof createRouter>;
type FrameworkContextValue = NonNullable<ContextType<typeof FrameworkContext>>;

/** Set once the router is initialized: StrictMode may run a layout effect twice. */
let routerInitialized = false;

/** What React Router's prerendered page puts on `window` for hydration (not a public type). */
interface ReactRouterWindow {
  __reactRouterContext: {
    basename?: string;
    future: FrameworkContextValue['future'] & { v8_trailingSlashAwareDataRequests?: boolean };
    routeDiscovery: Parameters<typeof useFogOFWarDiscovery>[4];
    ssr: boolean;
    isSpaMode: boolean;
    stream?: ReadableStream<Uint8Array>;
    state?: HydrationState;
  };
  __reactRouterManifest: AssetsManifest;
  __reactRouterRouteModules: RouteModules;
  __reactRouterDataRouter?: Router;
}

/**
 * Resolves in a new task: a message to itself, not a timer, which a paused test clock
 * (Playwright's `page.clock`) would hold.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** What {@link HydratedRouter} renders around: the router and React Router's framework context. */
interface Hydration {
  router: Router;
  framework: FrameworkContextValue;
}

/**
 * Decodes the loader data and creates the router, one step per task.
 * @returns the router, initialized at once when the page's data covers every matched route
 *   (always, for a prerendered page), else by {@link HydratedRouter}'s first layout effect, and
 *   the framework context value, made once from the page's globals
 * @throws Error when the page has no React Router context or no loader-data stream
 */
async function createHydratedRouter(): Promise<Hydration> {
  const globals = window as unknown as Partial<ReactRouterWindow>;
  const context = globals.__reactRouterContext;
  const manifest = globals.__reactRouterManifest;
  const routeModules = globals.__reactRouterRouteModules;
  if (!context?.stream || !manifest || !routeModules)
    throw new Error('entry.client: the page has no React Router context to hydrate');

  const decoded = await decodeViaTurboStream(context.stream, window);
  context.stream = undefined;
  const state = decoded.value as HydrationState;
  context.state = state;
  await yieldToBrowser();

  const routes = createClientRoutes(
    manifest.routes,
    routeModules,
    state,
    context.ssr,
    context.isSpaMode,
  );
  await yieldToBrowser();

  // Every page is prerendered (the server never serves React Router's SPA fallback), so this is
  // HydratedRouter's non-SPA branch only.
  const hydrationData = getHydrationData({
    state,
    routes,
    getRouteInfo: (routeId) => ({
      clientLoader: routeModules[routeId]?.clientLoader,
      hasLoader: manifest.routes[routeId]?.hasLoader === true,
      hasHydrateFallback: routeModules[routeId]?.HydrateFallback != null,
    }),
    location: window.location,
    basename: context.basename,
    isSpaMode: context.isSpaMode,
  });
  await yieldToBrowser();

  // Its own task: its replaceState is a large part of the router's set-up.
  const history = createBrowserHistory();
  await yieldToBrowser();

  const router: Router = createRouter({
    routes,
    history,
    basename: context.basename,
    hydrationData,
    hydrationRouteProperties,
    mapRouteProperties,
    future: { v8_passThroughRequests: context.future.v8_passThroughRequests },
    dataStrategy: getTurboStreamSingleFetchDataStrategy(
      () => router,
      manifest,
      routeModules,
      context.ssr,
      context.basename,
      context.future.v8_trailingSlashAwareDataRequests === true,
    ),
    patchRoutesOnNavigation: getPatchRoutesOnNavigationFunction(
      () => router,
      manifest,
      routeModules,
      context.ssr,
      context.routeDiscovery,
      context.isSpaMode,
      context.basename,
    ),
  });
  globals.__reactRouterDataRouter = router;
  if (router.state.initialized) {
    routerInitialized = true;
    router.initialize();
  }
  await yieldToBrowser();
  return {
    router,
    framework: {
      manifest,
      routeModules,
      future: context.future,
      criticalCss: undefined,
      ssr: context.ssr,
      isSpaMode: context.isSpaMode,
      routeDiscovery: context.routeDiscovery,
    },
  };
}

/**
 * The tree `<HydratedRouter>` renders, around a router made beforehand.
 * @param props.router from {@link createHydratedRouter}; initialized here, after the first
 *   layout as `<HydratedRouter>` does, when it was not already
 * @param props.framework the framework context value from {@link createHydratedRouter}
 */
function HydratedRouter({ router, framework }: Hydration): ReactElement {
  const [location, setLocation] = useState(router.state.location);

  useLayoutEffect(() => {
    if (routerInitialized) return;
    routerInitialized = true;
    router.initialize();
  }, [router]);

  useLayoutEffect(
    () =>
      router.subscribe((next) => {
        if (next.location !== location) setLocation(next.location);
      }),
    [router, location],
  );

  useFogOFWarDiscovery(
    router,
    framework.manifest,
    framework.routeModules,
    framework.ssr,
    framework.routeDiscovery,
    framework.isSpaMode,
  );

  return (
    <>
      <FrameworkContext.Provider value={framework}>
        <RemixErrorBoundary location={location}>
          <RouterProvider router={router} />
        </RemixErrorBoundary>
      </FrameworkContext.Provider>
      <></>
    </>
  );
}

/**
 * Hydrates the prerendered document: creates the router (one step per task), then hydrates
 * `<HydratedRouter>` under `<StrictMode>` in a transition, as React Router's default client
 * entry does.
 * @returns resolves once hydration has been started (React finishes it in its own tasks)
 * @throws Error (rejects) when the page has no React Router context to hydrate
 */
export async function hydrateDocument(): Promise<void> {
  const hydration = await createHydratedRouter();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter {...hydration} />
      </StrictMode>,
    );
  });
}
