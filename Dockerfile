# syntax=docker/dockerfile:1
# The site as a container: `next build` with `output: 'standalone'` (next.config.mjs), then only the
# server, its traced node_modules, the static files and the public folder in a slim image that runs
# as `node`. compose.yaml runs two of these behind nginx with PostgreSQL and Redis (README:
# Deploying).
#
#   docker build -t loteria-web .
#   docker run -p 3000:3000 -e SESSION_SECRET=… -e OPERATOR_TOKEN=… -e DATABASE_URL=… loteria-web

# The Active LTS line (package.json `engines`).
ARG NODE_VERSION=26

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# Prerendering needs no Redis and no database: pages are rendered again on first request.
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    # instrumentation.ts closes the database on SIGTERM before the process exits.
    NEXT_MANUAL_SIG_HANDLE=1 \
    # PGlite (no DATABASE_URL) keeps its files here: mount a volume to keep them.
    EMBEDDED_DATA_DIR=/app/.data
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
# Every request is seen with its socket's address from the first one (README: Security).
COPY --from=build --chown=node:node /app/scripts/lib/client-address-preload.mjs ./scripts/lib/
COPY --from=build --chown=node:node /app/lib/client-address.mjs ./lib/
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:3000/servicios/rest/usuarios/hora-servidor').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "./scripts/lib/client-address-preload.mjs", "server.js"]
