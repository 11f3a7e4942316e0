# syntax=docker/dockerfile:1
# The image of any workspace that runs as a Node process: a service, the BFF, the renderer. Built
# from the repository root (the workspaces share one lock file), as docker-compose.yml does:
#   docker build -f deploy/docker/node.Dockerfile --build-arg WORKSPACE=services/listings \
#     --build-arg PORT=4101 --build-arg START=dist/entry-points/server.js \
#     --build-arg HEALTH_PATH=/health .
# WORKSPACE: the workspace folder. PORT: where it listens. START: the file its `npm start` runs,
# relative to the folder. HEALTH_PATH: the route the health check asks.

FROM node:20-bookworm-slim AS select
# The whole context, sorted by select-workspace.cjs into the manifests, the sources of what the
# workspace builds with, and the lists of those folders. It stops on a wrong or missing argument.
ARG WORKSPACE
ARG START
ARG HEALTH_PATH
WORKDIR /context
COPY . .
RUN node deploy/docker/select-workspace.cjs --out /out --workspace "$WORKSPACE" \
  --start "$START" --health-path "$HEALTH_PATH"

FROM node:20-bookworm-slim AS manifests
# Every workspace manifest: npm ci checks them all against the one lock file.
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false CI=true
COPY package.json package-lock.json .npmrc lerna.json nx.json tsconfig.base.json ./
COPY --from=select /out/manifests/ ./
COPY --from=select /out/closure/ /closure/

FROM manifests AS build
# The workspace and every workspace it builds with (dependencies and devDependencies, as lerna
# does), installed before their sources are copied so a source change does not reinstall.
RUN npm ci --include-workspace-root $(sed 's/^/--workspace=/' /closure/build)
COPY --from=select /out/sources/ ./
RUN npx lerna run build --scope "$(cat /closure/name)" --include-dependencies
# The process starts a file the build wrote.
ARG WORKSPACE
ARG START
RUN test -f "$WORKSPACE/$START"
# The built output of the workspace and of each workspace it runs with, for the last stage (a loop
# ends with its last command's status: `exit 1` so that any failed copy fails the step).
RUN while read -r dir; do \
    mkdir -p "/runtime/$dir" && cp -R "$dir/dist" "/runtime/$dir/" || exit 1; \
  done < /closure/runtime

FROM manifests AS deps
# Production dependencies only: no compilers, no test tools.
RUN npm ci --omit=dev $(sed 's/^/--workspace=/' /closure/runtime) && npm cache clean --force

FROM node:20-bookworm-slim
ARG WORKSPACE
ARG PORT
ARG START
ARG HEALTH_PATH
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app/ ./
COPY --from=build /runtime/ ./
WORKDIR /app/${WORKSPACE}
# Inside a container the process must listen on every interface, not only loopback. CMD and
# HEALTHCHECK read the build arguments from here: Docker expands no variables in them.
ENV HOST=0.0.0.0 PORT=${PORT} START_FILE=${START} HEALTH_PATH=${HEALTH_PATH}
USER node
EXPOSE ${PORT}
# Slim images have no curl: ask the health route with Node itself.
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + process.env.HEALTH_PATH).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# exec: node replaces the shell, so it is PID 1 and receives the stop signal itself.
CMD ["/bin/sh", "-c", "exec node \"$START_FILE\""]
