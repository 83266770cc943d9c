# The service as one OCI image: `npm run serve` (nginx in front of WORKERS query-layer processes) on
# port 8080. Plain Dockerfile syntax, so Docker, Podman and Buildah all build it:
#   docker build -t turkiye-divisions . && docker run --rm -p 8080:8080 turkiye-divisions
# README § Containers and deploy/ have the rest; `npm run test:container` builds and checks it.

# --- build: npm ci and npm run build, as on a developer's machine ---------------------------------
FROM debian:bookworm-slim AS build
# Debian's Node (18) only bootstraps: it fetches npm and the lockfile's `node` package, the pinned
# Node 22; npm ci and every npm script then run on that Node, as everywhere else. (On Node 18, npm ci
# would skip the optional packages that need 22, such as rolldown's native binding. Debian's own npm
# is 9.2 and brings some 400 packages, minutes to install.)
RUN apt-get update \
  && apt-get install -y --no-install-recommends nodejs ca-certificates \
  && apt-get clean \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Behind a TLS-inspecting proxy npm needs the proxy's CA: give the path of a CA file the build can read
# (podman/buildah build -v /host/ca.crt:/run/ca.crt:ro --build-arg NODE_EXTRA_CA_CERTS=/run/ca.crt).
# Unset, Node's own CAs are used. Only the build stage sees it; the image does not keep it.
ARG NODE_EXTRA_CA_CERTS
# npm's tarball from the registry, checked against the integrity the registry states (as npm itself
# checks a package). npm 10 is the newest that still runs on Node 18.
ARG NPM_VERSION=10.9.9
RUN node -e " \
    const { createHash } = require('node:crypto'); \
    (async () => { \
      const meta = await (await fetch('https://registry.npmjs.org/npm/' + process.env.NPM_VERSION)).json(); \
      const tarball = Buffer.from(await (await fetch(meta.dist.tarball)).arrayBuffer()); \
      const integrity = 'sha512-' + createHash('sha512').update(tarball).digest('base64'); \
      if (integrity !== meta.dist.integrity) throw new Error('npm ' + meta.version + ': the tarball does not match its integrity'); \
      require('node:fs').writeFileSync('/tmp/npm.tgz', tarball); \
    })().catch((error) => { console.error(error); process.exit(1); });" \
  && mkdir /opt/npm \
  && tar -xzf /tmp/npm.tgz -C /opt/npm --strip-components=1 \
  && rm /tmp/npm.tgz \
  && ln -s /opt/npm/bin/npm-cli.js /usr/local/bin/npm \
  && npm --version
# The dependencies first: a change to the sources keeps this layer (and its download) cached.
COPY package.json package-lock.json ./
RUN npm install --prefix /opt/node22 --no-save --no-package-lock --no-audit --no-fund \
    "node@$(node -p "require('./package-lock.json').packages['node_modules/node'].version")" \
  && ln -s /opt/node22/node_modules/node/bin/node /usr/local/bin/node \
  && node --version
RUN npm ci --no-audit --no-fund
COPY . .
# SITE_URL is read at build time (canonical URLs, sitemap.xml): docker build --build-arg SITE_URL=…
ARG SITE_URL=http://127.0.0.1:8080
RUN SITE_URL="$SITE_URL" npm run build

# --- runtime: Node 22, nginx and the built files; no npm, no sources, no node_modules -------------
FROM debian:bookworm-slim
# nginx serves every prebuilt file and its .br/.gz siblings (brotli_static), as `npm run serve` does.
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static \
  && apt-get clean \
  && rm -rf /var/lib/apt/lists/* /var/log/nginx/* \
  && useradd --system --uid 10001 --user-group --home-dir /app --no-create-home --shell /usr/sbin/nologin turkiye
# The pinned Node 22 of the build: the `node` package's binary, so nothing is downloaded at run time.
COPY --from=build /app/node_modules/node/bin/node /usr/local/bin/node
WORKDIR /app
# The bundles carry their dependencies (esbuild bundles them), so no node_modules: .server (the
# bundles), .store (the compiled data) and dist (the files) are all the server reads.
COPY --from=build /app/.store ./.store
COPY --from=build /app/.server ./.server
COPY --from=build /app/dist ./dist
USER 10001:10001
# The README's settings (§ Configuration), shown here with their values in the image: it listens on
# every address, on 8080. The timeouts (HEADERS_TIMEOUT_MS …) keep the server's own defaults, and
# WORKERS defaults to the container's CPU limit (cgroup v2 cpu.max), else its cores. Plain HTTP unless
# TLS_CERT and TLS_KEY name a mounted certificate and key (README § Containers).
ENV HOST=0.0.0.0 \
  PORT=8080 \
  RATE_LIMIT_PER_MINUTE=300 \
  RATE_LIMIT_PER_5_MINUTES=1000 \
  TRUST_PROXY=0 \
  LOG_REQUESTS=true \
  LOG_LEVEL=info \
  STORE_DIR=/app/.store \
  DIST_DIR=/app/dist
EXPOSE 8080
# /health, answered by a worker (so never ok while queries fail); Node asks for it, as the image has no
# curl. Over HTTPS when TLS_CERT is set (the certificate names the public host, not 127.0.0.1, so it is
# not verified here: this checks that the process answers, not who it is). tests/http/serve-tls.test.ts
# runs this very command, and deploy/compose.yaml repeats it.
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "require(process.env.TLS_CERT ? 'node:https' : 'node:http').get({ host: '127.0.0.1', port: process.env.PORT, path: '/health', rejectUnauthorized: false, timeout: 2500 }, (r) => process.exit(r.statusCode === 200 ? 0 : 1)).on('error', () => process.exit(1))"]
# The server itself, not npm: it gets SIGTERM (docker stop, Kubernetes), lets nginx finish the requests
# in flight, stops the workers and exits 0. Logs are JSON lines on stdout (nginx's request lines too).
# The flags are the server's heap caps (src/server/node-args.ts).
STOPSIGNAL SIGTERM
CMD ["node", "--max-old-space-size=256", "--max-semi-space-size=4", ".server/serve.mjs"]
