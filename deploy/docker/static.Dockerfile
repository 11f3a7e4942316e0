# syntax=docker/dockerfile:1
# The image of any workspace that is a static webpack build: the shell, each remote. Built from the
# repository root (the workspaces share one lock file), as docker-compose.yml does:
#   docker build -f deploy/docker/static.Dockerfile --build-arg WORKSPACE=mfe-news \
#     --build-arg HEALTH_PATH=/mf-manifest.json .
# WORKSPACE: the workspace folder. HEALTH_PATH: the file the health check fetches, the one the
# site needs first (the shell's /index.html, a remote's /mf-manifest.json).

FROM node:20-bookworm-slim AS select
# The whole context, sorted by select-workspace.cjs into the manifests, the sources of what the
# workspace builds with, and the lists of those folders. It stops on a wrong or missing argument.
ARG WORKSPACE
ARG HEALTH_PATH
WORKDIR /context
COPY . .
RUN node deploy/docker/select-workspace.cjs --out /out --workspace "$WORKSPACE" \
  --health-path "$HEALTH_PATH"

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
# The health check fetches a file the build wrote.
ARG WORKSPACE
ARG HEALTH_PATH
RUN test -f "$WORKSPACE/dist$HEALTH_PATH"

# Static files only: nginx as an unprivileged user, listening on 8080.
FROM nginxinc/nginx-unprivileged:1.27-alpine
ARG WORKSPACE
ARG HEALTH_PATH
COPY deploy/nginx/static-site.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${WORKSPACE}/dist/ /usr/share/nginx/html/
# HEALTHCHECK reads the build argument from here: Docker expands no variables in it.
ENV HEALTH_PATH=${HEALTH_PATH}
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
  CMD ["sh", "-c", "wget -q -O /dev/null \"http://127.0.0.1:8080$HEALTH_PATH\""]
