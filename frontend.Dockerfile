# syntax=docker/dockerfile:1
# One image definition for every front end (host and remotes); the build argument APP names the app
# (a front-end service of services.json):
#   docker build -f frontend.Dockerfile --build-arg APP=remote-core -t connector-portal-remote-core .
# Build context: the repository root (docker compose sets it and APP per service).
# Stage 1 installs the workspace with pnpm from the frozen lockfile and builds that app only;
# stage 2 is Node with the static server (scripts/, no dependencies), services.json and the build.

FROM node:24-bookworm-slim AS build
ARG APP
RUN test -n "$APP" || (echo "Set --build-arg APP=<host|remote-core|remote-eligibility|remote-notifications>" >&2; exit 1)
ENV CI=true
RUN npm install -g pnpm@10.34.8
WORKDIR /repo
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
RUN pnpm fetch
COPY . .
RUN pnpm install --offline --frozen-lockfile --filter "${APP}..."
RUN pnpm --filter "${APP}" build

FROM node:24-bookworm-slim AS runtime
ARG APP
ENV NODE_ENV=production \
    APP=${APP}
WORKDIR /app
COPY --from=build /repo/services.json ./services.json
COPY --from=build /repo/scripts ./scripts
COPY --from=build /repo/${APP}/dist ./${APP}/dist
USER node
# The port is the app's own variable or PORT (docker-compose.yml sets PORT per service).
# docker-compose.yml gives each service its exact `npm start` command; this default does the same.
CMD ["sh", "-c", "exec node scripts/serve-static.mjs \"$APP\""]
