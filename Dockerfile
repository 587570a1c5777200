# syntax=docker/dockerfile:1
# The production image (docs/deploy.md): the prerendered site and its API, Node from the base
# image, contact messages in SQLite on the /data volume unless DATABASE_URL names PostgreSQL.
# Why it is built this way: docs/decisions/0004-container-recipe.md. Checked by
# tests/unit/scripts/container.test.ts; replayed without a container engine by
# `npx tsx scripts/container-replay.ts`.

# The Node that package.json pins as its `node` dependency (docs/decisions/0001); the deps stage
# refuses to build when the two differ.
ARG NODE_VERSION=24.21.0

# Production dependencies only. --ignore-scripts skips the `node` package's install script,
# which would download a second Node of the same version into node_modules: the base image has
# it. No other production dependency needs an install script (prebuilt binaries).
FROM node:${NODE_VERSION}-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN node -e "const p = require('./package.json').dependencies.node; if (process.version !== 'v' + p) { console.error('The base image runs Node ' + process.version + ' but package.json pins ' + p + ': change NODE_VERSION in the Dockerfile'); process.exit(1); }"
# (npm's cache stays behind in this stage: only node_modules goes into the image.)
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && rm -rf node_modules/node node_modules/.bin/node

# The site (npm run build): prerendered pages, the inbox page, PDFs and the search index.
FROM node:${NODE_VERSION}-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund \
 && rm -rf node_modules/node node_modules/.bin/node
COPY . .
# Build-time client settings (README "Configuration"): unset = this server and the development key.
ARG VITE_SUPABASE_URL
ARG VITE_SUPABASE_ANON_KEY
RUN npm run build

FROM node:${NODE_VERSION}-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATABASE_URL=file:/data/site.db \
    CONTENT_RELEASES_DIR=/data/site \
    OG_CARD_CACHE_DIR=/data/og-cards
WORKDIR /app
# Owned by root and read-only to the server's user; only /data is writable.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json tsconfig.json ./
COPY common ./common
COPY server ./server
# The content editor's checks read the copy's schema and data, and the paths they bind; the two
# answers React Router renders at run time (build/server) read the copy's data too; a publish
# renders the changed pages in the image with build/server and the page pipeline's scripts
# (docs/editing.md "Publishing"), which import the app's source (tsx runs them).
COPY app ./app
COPY scripts/build-changed-pages.ts scripts/build-search-index.ts scripts/compress-build.ts scripts/sitemap.ts ./scripts/
# A publish draws the social cards of the pages it changes (docs/decisions/0044): the renderer,
# its fonts (production dependencies) and the cards' art as the build wrote it; drawn cards are
# cached under /data (OG_CARD_CACHE_DIR), the one writable place.
COPY scripts/og-image.tsx scripts/og-card-assets.ts scripts/page-cards.ts ./scripts/
COPY --from=build /app/public/images ./public/images
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# server/main.ts drains requests on SIGTERM for up to SHUTDOWN_GRACE_MS (10 s) and exits 0:
# give it longer than that (`docker stop -t 15`, compose.yaml's stop_grace_period).
STOPSIGNAL SIGTERM
# The slim image has no curl: Node's own fetch asks /healthz on the server's port.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: Node itself is the container's process and gets SIGTERM; no shell or npm in
# between. tsx runs the TypeScript as `npm start` does; build/ is already in the image.
CMD ["node", "--import", "tsx", "server/main.ts"]
