# syntax=docker/dockerfile:1
# The site as one image: the BFF streams the pages and, without UPSTREAM_URL, runs the embedded demo API
# on loopback. Why each choice: docs/decisions/008-container-and-shutdown.md. Every setting is an environment
# variable (README, "Running in production"); nothing is baked in but the defaults below.

# A maintained Node LTS on Debian bookworm (glibc: libsql's prebuilt linux-x64-gnu binary needs it; an
# Alpine/musl image would not load it). A tag without a digest, so rebuilds pick up security patches;
# override with --build-arg NODE_IMAGE=node:22-bookworm-slim to stay on the previous LTS.
ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: every dependency, then the client bundle and the server bundle into dist/ -----------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The lock file first: the npm ci layer is reused until dependencies change.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
# Only what `npm run build` reads (vite.config.ts, tsconfig.json's paths, the three source folders).
COPY tsconfig.json vite.config.ts ./
COPY client ./client
COPY server ./server
COPY shared ./shared
RUN npm run build

# ---- prod-deps: production dependencies only, from the same lock file ---------------------------------
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# ---- runtime ----------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# React and the libraries run their production builds; the README's Quick start sets the same in `npm start`.
ENV NODE_ENV=production
# Listen on every interface of the container; the platform maps the port.
ENV HOST=0.0.0.0
ENV PORT=3000
# The embedded API's SQLite file and its generated session secret live here: a volume, not the image.
ENV DATA_DIR=/data
WORKDIR /app
# Code and dependencies stay owned by root: the process (user node) can read them, never change them.
COPY package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The data folder is the only place the process writes; it must exist and belong to node before the
# VOLUME line, so a fresh named volume is created with that owner.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
# The official image's unprivileged user (uid 1000).
USER node
EXPOSE 3000
# Liveness with node itself (slim images have no curl): /healthz never touches upstream. The start period
# covers the first start's database seeding.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"]
# The process drains in-flight requests on SIGTERM within SHUTDOWN_TIMEOUT_MS (default 10 s); give it a grace
# period longer than that (docker stop -t 15, compose stop_grace_period, Kubernetes terminationGracePeriodSeconds).
STOPSIGNAL SIGTERM
# Exec form, no shell and no npm: node is PID 1 and receives SIGTERM itself (server/main.ts handles it), so
# no init (--init, tini) is needed. tests/integration/container-cmd.test.ts runs this exact command.
CMD ["node", "dist/server/main.js"]
