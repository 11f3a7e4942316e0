# syntax=docker/dockerfile:1
# The release command line (`npm run deploy:remote`) in a container: the deployer service and the
# releases-init job of docker-compose.yml. Built from the repository root, as compose does:
#   docker build -f deploy/docker/deployer.Dockerfile .
# The image holds the repository's checkout with every dependency installed, dev ones included:
# a release builds the remote with webpack from this checkout, so pulling new code is followed by
# `docker compose build deployer`. Everything it writes goes to /srv/releases, the volume the BFF
# mounts at the same path and serves the builds and the registry from.

FROM node:20-bookworm-slim AS select
# The whole context, from which select-workspace.cjs writes out every workspace's manifest; the
# next stage installs from those alone, so a source change does not reinstall.
WORKDIR /context
COPY . .
RUN node deploy/docker/select-workspace.cjs --out /out --workspace launcher

FROM node:20-bookworm-slim
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false CI=true
# Made here, owned by node, so that an empty volume mounted here takes that owner: the BFF runs
# as node too and writes the registry, the history and the figures there. The checkout is node's
# as well, so every step below runs as node and the release runs with nothing of root's.
RUN install -d -o node -g node -m 700 /srv/releases && install -d -o node -g node /app
WORKDIR /app
USER node
COPY --chown=node:node package.json package-lock.json .npmrc lerna.json nx.json tsconfig.base.json ./
COPY --chown=node:node --from=select /out/manifests/ ./
# Every workspace with its dev dependencies: a remote is built at release time (webpack, the
# loaders and @reedmere/mf-build's setup), and a new remote needs no edit here.
RUN npm ci && npm cache clean --force
COPY --chown=node:node . .
# The release command line and what it builds with: the launcher's closure holds every package a
# remote's build reads from its dist (@reedmere/mf-build, the contracts, the shared libraries).
RUN npx lerna run build --scope @reedmere/launcher --include-dependencies
# The build stops here, not at the first release, if the command or what it runs is missing:
# webpackBuild resolves webpack-cli from the repository root, and each remote's webpack
# configuration loads @reedmere/mf-build.
RUN test -f launcher/dist/deploy-remote-cli.js \
  && node -e "require.resolve('webpack-cli/bin/cli.js', { paths: [process.cwd()] }); require('@reedmere/mf-build')"
# Options before the command are read as well as after it: `docker compose run --rm deployer
# news --canary 10` runs `... --data-dir /srv/releases news --canary 10`.
ENTRYPOINT ["node", "launcher/dist/deploy-remote-cli.js", "--data-dir", "/srv/releases"]
CMD ["status"]
