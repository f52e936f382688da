# syntax=docker/dockerfile:1
# The site as a container: `npm ci`, `next build` with `output: 'standalone'` (next.config.mjs),
# then .next/standalone assembled by scripts/run/standalone.mjs (the same step `npm start`,
# `npm run standalone` and the tests use: static files, public/, the client-address preload,
# migrations) in a slim image that runs as `node`. compose.yaml runs two of these behind nginx
# with PostgreSQL and Redis (README: Deploying).
#
#   docker build -t loteria-web --build-arg SITE_URL=https://www.example.py .
#   docker run -p 127.0.0.1:3000:3000 -e SESSION_SECRET=… -e OPERATOR_TOKEN=… -e DATABASE_URL=… loteria-web

# The Active LTS line (package.json `engines`).
ARG NODE_VERSION=26

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Exactly the lockfile; install scripts stay off (package.json `allowScripts`).
RUN npm ci --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# Fixed when the site is built (README: Configuration): the browser's code carries NEXT_PUBLIC_*,
# next.config.mjs turns IMAGE_HOSTS into the allowed picture hosts, the prerendered pages carry
# SITE_URL and PAGOS_SIMULADOS' demo notice. Empty means the default. Change one: rebuild.
ARG SITE_URL
ARG IMAGE_HOSTS
ARG PAGOS_SIMULADOS
ARG NEXT_PUBLIC_SITE_NAME
ARG NEXT_PUBLIC_GOOGLE_MAPS_API_KEY
ARG NEXT_PUBLIC_RECAPTCHA_SITE_KEY
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# Prerendering needs no Redis and no database: pages are rendered again on first request.
RUN npm run build && node scripts/run/standalone.mjs --assemble-only

FROM node:${NODE_VERSION}-bookworm-slim AS run
WORKDIR /app
# The server reads these too: the same values as the build unless the container is told otherwise.
ARG SITE_URL
ARG IMAGE_HOSTS
ARG PAGOS_SIMULADOS
ARG NEXT_PUBLIC_SITE_NAME
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    # Every interface of the container: compose publishes only nginx's port.
    HOSTNAME=0.0.0.0 \
    # The graceful stop finishes requests and closes the embedded database on SIGTERM.
    NEXT_MANUAL_SIG_HANDLE=1 \
    # PGlite (no DATABASE_URL) keeps its files here: mount a volume to keep them.
    EMBEDDED_DATA_DIR=/app/.data \
    SITE_URL=${SITE_URL} \
    IMAGE_HOSTS=${IMAGE_HOSTS} \
    PAGOS_SIMULADOS=${PAGOS_SIMULADOS} \
    NEXT_PUBLIC_SITE_NAME=${NEXT_PUBLIC_SITE_NAME}
COPY --from=build --chown=node:node /app/.next/standalone ./
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# Liveness (the process answers; the backend is not asked): restarts a hung process in both modes,
# embedded or BACKEND_URL. Readiness (/api/salud/listo) is for the load balancer.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/salud/vivo').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Every request is seen with its socket's address from the first one (docs/security-in-the-site.md).
CMD ["node", "--import", "./scripts/lib/client-address-preload.mjs", "server.js"]
