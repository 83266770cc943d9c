#!/usr/bin/env bash
# `npm run test:container`: builds the Dockerfile and checks the image as a container runtime runs it.
# Where no image registry can be reached (CI here), with Debian's buildah and debootstrap:
#  1. the base image `debian:bookworm-slim` is made locally with debootstrap, once (kept in buildah's
#     storage, so later runs reuse it);
#  2. the Dockerfile is built (`buildah bud --isolation chroot`, layers cached);
#  3. the image's own command (CMD, as its USER, WORKDIR and ENV say) starts in a container on a free
#     port, with RATE_LIMIT_PER_MINUTE=5 (containers share the host's network with chroot isolation);
#  4. the smoke test (tests/container/smoke.test.ts: a subset of the HTTP suite) runs against it;
#  5. SIGTERM, as `docker stop` sends it: the command must exit 0 and leave no process behind.
# Without buildah or debootstrap it says what it needs and fails; SKIP_CONTAINER_TEST=1 skips it, saying so.
set -euo pipefail
cd "$(dirname "$0")/.."

image=${CONTAINER_IMAGE:-localhost/turkiye-divisions:test}
base=docker.io/library/debian:bookworm-slim
started=$SECONDS
say() { echo "[test:container] $* ($((SECONDS - started)) s)"; }

missing=()
for tool in buildah debootstrap; do command -v "$tool" >/dev/null 2>&1 || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then
  what=$(printf '%s and ' "${missing[@]}")
  need="it needs ${what% and } to build and run the image here (Debian, as root: apt-get install buildah debootstrap); with Docker or Podman, build the Dockerfile instead"
  if [ "${SKIP_CONTAINER_TEST:-}" = 1 ]; then
    echo "[test:container] SKIPPED (SKIP_CONTAINER_TEST=1): $need." >&2
    exit 0
  fi
  echo "[test:container] $need; SKIP_CONTAINER_TEST=1 skips it." >&2
  exit 1
fi

# 1. The base image, as the official one is made (debuerreotype --slim): minbase, then no docs, man
# pages, locales or apt caches, and dpkg and apt told to leave them out of later installs too.
if buildah images --quiet "$base" >/dev/null 2>&1; then
  say "base image $base is in buildah's storage"
else
  root=$(mktemp -d)
  say "making $base with debootstrap in $root"
  debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >"$root.log" 2>&1 || {
    tail -20 "$root.log" >&2
    exit 1
  }
  cat >"$root/etc/dpkg/dpkg.cfg.d/docker" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
path-exclude /usr/share/lintian/*
EOF
  # apt as in the official image: no package caches kept after an install, no translations.
  cat >"$root/etc/apt/apt.conf.d/docker-clean" <<'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
EOF
  echo 'Acquire::Languages "none";' >"$root/etc/apt/apt.conf.d/docker-no-languages"
  echo 'Acquire::GzipIndexes "true";' >"$root/etc/apt/apt.conf.d/docker-gzip-indexes"
  rm -f "$root/etc/apt/sources.list"
  cat >"$root/etc/apt/sources.list.d/debian.sources" <<'EOF'
Types: deb
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  find "$root/usr/share/doc" -mindepth 1 -not -type d -not -name copyright -delete
  find "$root/usr/share/doc" -mindepth 1 -type d -empty -delete
  find "$root/usr/share/locale" -mindepth 1 -maxdepth 1 -not -name locale.alias -exec rm -rf {} +
  rm -rf "$root"/usr/share/man/* "$root"/usr/share/info/* "$root"/var/cache/apt/archives/*.deb "$root"/var/cache/apt/*.bin \
    "$root"/var/lib/apt/lists/* "$root"/var/log/*.log "$root"/var/log/apt/*
  # ADD of a tar keeps owners, modes and links as debootstrap made them (a plain copy would not).
  tar -C "$root" --numeric-owner -cf "$root.tar" .
  base_ctr=$(buildah from scratch)
  buildah add --quiet "$base_ctr" "$root.tar" / >/dev/null
  buildah config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin --cmd bash "$base_ctr"
  buildah commit --quiet --rm "$base_ctr" "$base" >/dev/null
  rm -rf "$root" "$root.tar" "$root.log"
  say "base image $base made"
fi

# 2. The image. --format docker keeps HEALTHCHECK (the OCI format has no field for it).
say "building $image from the Dockerfile"
# Where the registry is reached through a TLS-inspecting proxy, this machine's CA file (the one its own
# npm trusts, NODE_EXTRA_CA_CERTS) is lent to the build stage for npm ci.
ca=()
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -r "$NODE_EXTRA_CA_CERTS" ]; then
  ca=(--volume "$NODE_EXTRA_CA_CERTS:/run/build-ca.crt:ro" --build-arg NODE_EXTRA_CA_CERTS=/run/build-ca.crt)
fi
build_log=$(mktemp)
buildah bud --isolation chroot --pull=never --layers --force-rm --format docker "${ca[@]}" -f Dockerfile -t "$image" . >"$build_log" 2>&1 || {
  tail -40 "$build_log" >&2
  echo "[test:container] the image did not build (above: the end of buildah bud's output)." >&2
  exit 1
}
rm -f "$build_log"
say "built $image: $(buildah images --format '{{.Size}}' "$image")"

# 3. The image's command, on a free port, as the container runtime starts it (CMD, with the image's
# USER, WORKDIR and ENV).
mapfile -t command < <(buildah inspect --type image --format '{{range .Docker.Config.Cmd}}{{println .}}{{end}}' "$image" | sed '/^$/d')
ctr=$(buildah from --pull=never "$image")
log=$(mktemp)
run_pid=
processes=
cleanup() {
  # On a failure: the container's processes (their ids, found below), then buildah run itself.
  if [ -n "$run_pid" ]; then
    for pid in $processes $run_pid; do kill -KILL "$pid" 2>/dev/null || true; done
  fi
  buildah rm "$ctr" >/dev/null 2>&1 || true
  rm -f "$log"
}
trap cleanup EXIT

# The processes of the container: the image's command and everything under it.
descendants() {
  local pid
  for pid in $(cat /proc/"$1"/task/*/children 2>/dev/null); do
    echo "$pid"
    descendants "$pid"
  done
}

# start_container NAME=VALUE…: sets port, run_pid, server_pid (the image's command) and processes.
start_container() {
  port=$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
  local env=(--env PORT="$port")
  for setting in "$@"; do env+=(--env "$setting"); done
  say "starting ${command[*]} in $ctr on port $port ($*)"
  : >"$log"
  buildah run --isolation chroot "${env[@]}" "$ctr" -- "${command[@]}" >"$log" 2>&1 &
  run_pid=$!
  for _ in $(seq 1 300); do
    if grep -q '"event":"listening"' "$log"; then break; fi
    if ! kill -0 "$run_pid" 2>/dev/null; then
      cat "$log" >&2
      echo "[test:container] the container's command exited before listening." >&2
      exit 1
    fi
    sleep 0.2
  done
  grep -q '"event":"listening"' "$log" || {
    cat "$log" >&2
    echo "[test:container] the container did not listen within 60 s." >&2
    exit 1
  }
  say "listening: $(grep '"event":"listening"' "$log")"
  # nginx is tied to its supervisor with setpriv (util-linux, in the base image): issue 40.
  if grep -q '"event":"nginx_untethered"' "$log"; then
    cat "$log" >&2
    echo "[test:container] the image has no setpriv (util-linux): nginx could outlive its supervisor." >&2
    exit 1
  fi
  processes=$(descendants "$run_pid")
  # The image's command itself (buildah's own helpers above it carry its arguments too): the process
  # named as the command's program, with its last argument.
  server_pid=
  for pid in $processes; do
    if [ "$(cat /proc/"$pid"/comm 2>/dev/null)" = "$(basename "${command[0]}")" ] && tr '\0' ' ' </proc/"$pid"/cmdline 2>/dev/null | grep -qF "${command[-1]}"; then
      server_pid=$pid
      break
    fi
  done
  [ -n "$server_pid" ] || {
    echo "[test:container] could not find the process of ${command[*]} under buildah run ($run_pid)." >&2
    exit 1
  }
}

# stop_container: SIGTERM to the image's command, as docker stop sends it to the container's first
# process; it must exit 0 and leave no process behind.
stop_container() {
  kill -TERM "$server_pid"
  local code=0
  wait "$run_pid" || code=$?
  run_pid=
  grep '"event":"shutdown"' "$log" || true
  if [ "$code" != 0 ]; then
    cat "$log" >&2
    echo "[test:container] after SIGTERM the container's command exited $code, not 0." >&2
    exit 1
  fi
  local left
  left=$(for pid in $processes; do if kill -0 "$pid" 2>/dev/null; then echo "$pid"; fi; done)
  if [ -n "$left" ]; then
    ps -o pid,args -p "$(echo "$left" | paste -sd,)" >&2 || true
    echo "[test:container] processes of the container are still running after it exited: $left" >&2
    exit 1
  fi
  say "SIGTERM: exited 0, no process left"
}

# 4. The smoke test, with the rate limit low enough for its 429, and the image's HEALTHCHECK command
# (run in the same container, as the runtime runs it: buildah itself runs no health checks).
start_container RATE_LIMIT_PER_MINUTE=5 WORKERS=2
mapfile -t healthcheck < <(buildah inspect --type image "$image" |
  node -e "const test = JSON.parse(require('node:fs').readFileSync(0, 'utf8')).Docker.config.Healthcheck?.Test ?? []; if (test[0] === 'CMD') for (const arg of test.slice(1)) console.log(arg);")
buildah run --isolation chroot --env PORT="$port" "$ctr" -- "${healthcheck[@]}" || {
  echo "[test:container] the image's HEALTHCHECK (${healthcheck[*]}) failed against the running container." >&2
  exit 1
}
say "HEALTHCHECK passed"
CONTAINER_URL="http://127.0.0.1:$port" npx vitest run --config vitest.container.config.ts
say "smoke test passed"
# 5. SIGTERM.
stop_container

# With --record: the figures of the Performance page and the deployment examples (image size, the
# container's memory at start and after a load), from a second container without rate limits.
if [[ " $* " == *" --record "* ]]; then
  start_container RATE_LIMIT_PER_MINUTE=0 RATE_LIMIT_PER_5_MINUTES=0 WORKERS=2 LOG_REQUESTS=false
  CONTAINER_URL="http://127.0.0.1:$port" CONTAINER_PID="$server_pid" CONTAINER_WORKERS=2 \
    CONTAINER_IMAGE_SIZE="$(buildah images --format '{{.Size}}' "$image")" \
    node scripts/container-soak.ts "$@"
  stop_container
fi
say "passed"
