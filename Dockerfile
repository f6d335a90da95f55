# syntax=docker/dockerfile:1
# The Farewise server (API + built app on one port) as a container image.
#   docker build -t farewise .
#   docker run -p 3000:3000 farewise                       # embedded PGlite under /app/.data
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… farewise
# compose.yaml runs it behind Caddy with PostgreSQL.

ARG NODE_IMAGE=node:20-bookworm-slim

# pnpm comes from corepack at the version pinned by `packageManager` in package.json.
FROM ${NODE_IMAGE} AS pnpm
ENV PNPM_HOME=/pnpm \
    COREPACK_ENABLE_DOWNLOAD_PROMPT=0
ENV PATH=$PNPM_HOME:$PATH
WORKDIR /app
COPY package.json ./
RUN corepack enable && corepack install
# The workspace manifests and the lockfile only, so the install layers below are reused until one of them changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/ui/package.json packages/ui/
COPY packages/app/package.json packages/app/
COPY packages/api/package.json packages/api/

# Build: every dependency of the app and the API, then the app (Vite + prerender) and the API bundle (esbuild).
FROM pnpm AS build
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --store-dir /pnpm/store \
      --filter @farewise/app... --filter @farewise/api...
COPY . .
RUN pnpm --filter @farewise/app build && pnpm --filter @farewise/api build

# Production dependencies of the API alone: the bundle inlines the workspace packages and keeps npm ones external.
FROM pnpm AS prod-deps
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm install --prod --frozen-lockfile --store-dir /pnpm/store --filter @farewise/api

# Runtime: node, the production node_modules, the bundle, its migrations and the built app; no pnpm, no sources.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    APP_DIST=/app/packages/app/dist
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=prod-deps /app/packages/api/node_modules ./packages/api/node_modules
COPY --from=prod-deps /app/packages/api/package.json ./packages/api/package.json
# The server finds its migrations by walking up from the bundle: packages/api/dist/main.js → packages/api/drizzle.
COPY --from=build /app/packages/api/dist ./packages/api/dist
COPY --from=build /app/packages/api/drizzle ./packages/api/drizzle
COPY --from=build /app/packages/app/dist ./packages/app/dist
# DATA_DIR (default .data): the embedded database without DATABASE_URL, and the mail outbox without SMTP_URL.
RUN mkdir .data && chown node:node .data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "packages/api/dist/main.js"]
