# Cabildo's container image (docs/operations.md, "Container image"). Two stages: the build
# (npm ci, npm run build, the production dependencies) and the runtime (the built output and
# those dependencies only, as the non-root `node` user).
#
#   docker build -t cabildo .
#   docker build --build-arg NODE_IMAGE=registry.example.gov/node:22-slim -t cabildo .
#
# NODE_IMAGE is any Debian-like image with Node.js 22.12+ and npm on the PATH and a `node` user
# (uid 1000), as the official image has; scripts/container-check.sh builds one with debootstrap.
ARG NODE_IMAGE=node:22-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
# The package files first: the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
# The build compiles packages/domain and apps/server to dist/ and bundles apps/web/dist. Then the
# production dependencies of the server alone. `npm prune --omit=dev` has no workspace filter: it
# would keep the web app's (React, MUI, Leaflet…: about 270 MB the server never loads, it serves
# their bundle), so the pruned tree is a production install of the server workspace, from the
# npm cache the first install filled (offline, the lock file's versions).
RUN npm run build \
 && rm -rf node_modules apps/*/node_modules packages/*/node_modules \
 && npm ci --omit=dev --workspace=@cabildo/server --include-workspace-root \
      --offline --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000
WORKDIR /app
# Owned by root, read-only to the server's user; only DATA_DIR is writable.
COPY --from=build /src/package.json /src/package-lock.json ./
COPY --from=build /src/node_modules ./node_modules
COPY --from=build /src/packages/domain/package.json ./packages/domain/
COPY --from=build /src/packages/domain/dist ./packages/domain/dist
COPY --from=build /src/apps/server/package.json ./apps/server/
COPY --from=build /src/apps/server/dist ./apps/server/dist
COPY --from=build /src/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Readiness (database, storage, migrations), as the load balancer checks it; slim images have no
# curl, Node's fetch does it.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1: it handles SIGTERM/SIGINT (the graceful stop of apps/server/src/main.ts,
# SHUTDOWN_GRACE_SECONDS) and reaps the pg_dump it starts for backups. Give the orchestrator a
# stop timeout above the grace (compose: stop_grace_period: 40s).
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
