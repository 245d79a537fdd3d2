#!/usr/bin/env bash
# Proves the container image on a machine without a Docker daemon (issue 29 item 3): builds the
# image from the repository's Dockerfile with buildah on a local Debian + Node 22 base, runs the
# built server inside it, checks readiness and the image's own HEALTHCHECK command, signs in, saves
# an answer, stops the server with SIGTERM and reports the image's size. Exits non-zero on any
# failure. It takes minutes (debootstrap, then npm ci inside the build): it is not part of npm test.
#
#   sudo scripts/container-check.sh            # root: debootstrap and buildah's chroot need it
#
# Needs: buildah, debootstrap (apt-get install -y buildah debootstrap), npm and Node.js on the
# host (npm fetches Node 22 for the base; the checks are a small fetch client), the npm registry.
# Settings (environment): BASE_IMAGE (built when missing), IMAGE, NODE_VERSION (22), NPM_VERSION
# (10), DEBIAN_MIRROR (the one apt uses), CONTEXT (default: the commit checked out, via git
# archive), REUSE_IMAGE=1 checks an IMAGE built before instead of building it, KEEP=1 keeps the
# working container and the work folder (logs, data).
set -euo pipefail

cd "$(dirname "$0")/.."
BASE_IMAGE=${BASE_IMAGE:-localhost/cabildo-base:bookworm-node22}
IMAGE=${IMAGE:-localhost/cabildo:check}
NODE_VERSION=${NODE_VERSION:-22}
NPM_VERSION=${NPM_VERSION:-10}
# vfs storage and chroot isolation: no overlay mounts, no user namespaces, no daemon.
export STORAGE_DRIVER=vfs BUILDAH_ISOLATION=chroot
BUILDAH=(buildah --storage-driver vfs)

started=$(date +%s)
step() { printf '\n== %s (%ss)\n' "$*" "$(($(date +%s) - started))"; }
fail() {
  printf 'container-check: FAILED: %s\n' "$*" >&2
  exit 1
}
for tool in buildah npm node git; do command -v "$tool" >/dev/null || fail "$tool is not installed"; done

work=$(mktemp -d "${TMPDIR:-/tmp}/cabildo-container-check.XXXXXX")
container=''
server_pid=''
cleanup() {
  if [[ -n $server_pid ]] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  if [[ ${KEEP:-} == 1 ]]; then
    echo "kept: container $container, folder $work"
    return
  fi
  [[ -n $container ]] && "${BUILDAH[@]}" rm "$container" >/dev/null 2>&1
  rm -rf "$work"
}
trap cleanup EXIT

# The Debian mirror apt uses here (deb822 or one-line sources), else Debian's own.
debian_mirror() {
  if [[ -n ${DEBIAN_MIRROR:-} ]]; then
    echo "$DEBIAN_MIRROR"
    return
  fi
  local uri
  uri=$(grep -hoE '^URIs: *\S+/debian/?$' /etc/apt/sources.list.d/*.sources 2>/dev/null | head -1 | awk '{print $2}' || true)
  [[ -z $uri ]] && uri=$(grep -hoE '^deb +\S+/debian/? ' /etc/apt/sources.list 2>/dev/null | head -1 | awk '{print $2}' || true)
  echo "${uri:-http://deb.debian.org/debian}"
}

# A stand-in for node:22-slim: Debian bookworm (minbase), Node 22 and npm from the npm registry,
# the `node` user (uid 1000) the official image has.
build_base() {
  command -v debootstrap >/dev/null || fail 'debootstrap is not installed (the base image is missing)'
  local rootfs=$work/rootfs mirror
  mirror=$(debian_mirror)
  step "base image $BASE_IMAGE: debootstrap bookworm (minbase) from $mirror"
  debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 ||
    fail "debootstrap failed (see $work/debootstrap.log; KEEP=1 keeps it)"
  step "base image: Node $NODE_VERSION and npm $NPM_VERSION from the npm registry"
  npm install --prefix "$work/node" --no-save --no-audit --no-fund --loglevel=error "node@$NODE_VERSION" >/dev/null
  (cd "$work" && npm pack --silent "npm@$NPM_VERSION" >/dev/null)
  install -m 0755 "$work/node/node_modules/node/bin/node" "$rootfs/usr/local/bin/node"
  mkdir -p "$rootfs/usr/local/lib/node_modules/npm"
  tar -xzf "$work"/npm-*.tgz -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  # A machine whose HTTPS goes through an inspecting proxy trusts its CA through
  # NODE_EXTRA_CA_CERTS: the base (this machine's stand-in image) trusts it too, or npm ci
  # inside the build fails (SELF_SIGNED_CERT_IN_CHAIN). Public certificates only.
  local extra_ca=()
  if [[ -n ${NODE_EXTRA_CA_CERTS:-} && -f $NODE_EXTRA_CA_CERTS ]]; then
    install -D -m 0644 "$NODE_EXTRA_CA_CERTS" "$rootfs/usr/local/share/ca-certificates/extra-ca.pem"
    extra_ca=(--env NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/extra-ca.pem)
  fi
  echo 'node:x:1000:' >>"$rootfs/etc/group"
  echo 'node:x:1000:1000::/home/node:/bin/sh' >>"$rootfs/etc/passwd"
  echo 'node:!:20000::::::' >>"$rootfs/etc/shadow"
  install -d -o 1000 -g 1000 "$rootfs/home/node"
  rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/*
  tar -C "$rootfs" -cf "$work/rootfs.tar" .
  rm -rf "$rootfs"
  local base
  base=$("${BUILDAH[@]}" from scratch)
  "${BUILDAH[@]}" add "$base" "$work/rootfs.tar" / >/dev/null
  "${BUILDAH[@]}" config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    --env "NODE_VERSION=$("$work/node/node_modules/node/bin/node" --version)" "${extra_ca[@]}" --cmd node "$base"
  "${BUILDAH[@]}" commit --rm --quiet "$base" "$BASE_IMAGE" >/dev/null
  rm -f "$work/rootfs.tar"
}

if "${BUILDAH[@]}" inspect --type image "$BASE_IMAGE" >/dev/null 2>&1; then
  step "base image $BASE_IMAGE: present"
else
  build_base
fi
base_node=$("${BUILDAH[@]}" inspect --type image --format '{{range .OCIv1.Config.Env}}{{println .}}{{end}}' "$BASE_IMAGE" |
  sed -n 's/^NODE_VERSION=//p')
echo "base: $BASE_IMAGE, Node ${base_node:-?}"

if [[ ${REUSE_IMAGE:-} == 1 ]] && "${BUILDAH[@]}" inspect --type image "$IMAGE" >/dev/null 2>&1; then
  step "image $IMAGE: present, not built again (REUSE_IMAGE=1)"
  build_note='reused, not rebuilt'
else
  # The build context: the commit checked out (git archive HEAD), not the working tree's uncommitted
  # files; CONTEXT=. builds the working tree as it is.
  context=${CONTEXT:-}
  if [[ -z $context ]]; then
    context=$work/context
    mkdir -p "$context"
    git archive HEAD | tar -x -C "$context"
    source_name="commit $(git rev-parse --short HEAD)"
  else
    source_name="folder $context"
  fi
  step "image $IMAGE: buildah build of the Dockerfile of $source_name (npm ci, build, production dependencies)"
  build_started=$(date +%s)
  # --format docker keeps the HEALTHCHECK (the OCI format has none).
  "${BUILDAH[@]}" build --isolation chroot --format docker --pull=never --layers=false \
    --build-arg "NODE_IMAGE=$BASE_IMAGE" -t "$IMAGE" -f "$context/Dockerfile" "$context" >"$work/build.log" 2>&1 ||
    {
      tail -40 "$work/build.log" >&2
      fail "the image build failed (whole log: $work/build.log with KEEP=1)"
    }
  build_seconds=$(($(date +%s) - build_started))
  build_note="built in ${build_seconds}s"
  echo "$build_note"
fi

size=$("${BUILDAH[@]}" images --format '{{.Size}}' "$IMAGE" | head -1)
base_size=$("${BUILDAH[@]}" images --format '{{.Size}}' "$BASE_IMAGE" | head -1)
"${BUILDAH[@]}" push --quiet "$IMAGE" "oci-archive:$work/image.tar" >/dev/null
compressed=$(du -h "$work/image.tar" | cut -f1)
rm -f "$work/image.tar"
# The image's configuration (buildah inspect's JSON): user, command, HEALTHCHECK (docker format).
"${BUILDAH[@]}" inspect --type image "$IMAGE" >"$work/inspect.json"
image_field() {
  node -e 'const i = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
    const c = i.OCIv1.config ?? {}, h = i.Docker.config?.Healthcheck?.Test ?? [];
    const out = { user: [c.User ?? ""], command: [...(c.Entrypoint ?? []), ...(c.Cmd ?? [])],
      health: h[0] === "CMD" ? h.slice(1) : [] }[process.argv[2]];
    for (const part of out) console.log(part);' "$work/inspect.json" "$1"
}
user=$(image_field user)
mapfile -t command < <(image_field command)
mapfile -t health_argv < <(image_field health)
echo "size: $size unpacked (the base $base_size), $compressed as a compressed OCI archive"
echo "user: $user; command: ${command[*]}; healthcheck: ${health_argv[*]:0:2} …"
[[ ${health_argv[*]} == *api/health/ready* ]] || fail 'the image has no HEALTHCHECK CMD on /api/health/ready'
[[ -n $user && $user != root && $user != 0 ]] || fail 'the image runs as root'
((${#command[@]} > 0)) || fail 'the image has no command'

port=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
data=$work/data
install -d -o 1000 -g 1000 "$data" # the image's user owns its DATA_DIR volume
container=$("${BUILDAH[@]}" from --pull=never --name "cabildo-check-$$" "$IMAGE")
step "server: ${command[*]} in $container on 127.0.0.1:$port (embedded PGlite, DATA_DIR a bind mount)"
# chroot isolation shares the host's network: the server listens on loopback only.
"${BUILDAH[@]}" run --isolation chroot -v "$data:/data" \
  --env PORT="$port" --env HOST=127.0.0.1 --env APP_URL="http://127.0.0.1:$port" \
  --env SEED_DEMO=true --env ADMIN_EMAIL=it@example.gov --env ADMIN_PASSWORD=container-check-1 \
  "$container" -- "${command[@]}" >"$work/server.log" 2>&1 &
server_pid=$!

node scripts/container-check-client.mjs "http://127.0.0.1:$port" it@example.gov container-check-1 ||
  {
    tail -30 "$work/server.log" >&2
    fail 'the checks against the server failed'
  }

step "the image's HEALTHCHECK command, run in the container"
"${BUILDAH[@]}" run --isolation chroot --env PORT="$port" "$container" -- "${health_argv[@]}" ||
  fail 'the HEALTHCHECK command failed'
echo 'healthy'

step 'SIGTERM: graceful stop'
# As `docker stop` does to PID 1: SIGTERM to the server's node process, which drains and exits 0
# (main.ts). buildah run does not pass signals on (it kills its child), and chroot isolation has
# no PID namespace: the node process is a descendant of buildah run's, found by parent id.
descendants() {
  local child
  for child in $(pgrep -P "$1"); do
    echo "$child"
    descendants "$child"
  done
}
node_pid=''
for candidate in $(descendants "$server_pid"); do
  [[ $(cat "/proc/$candidate/comm" 2>/dev/null) == node ]] && node_pid=$candidate && break
done
[[ -n $node_pid ]] || fail "no node process under buildah run ($server_pid)"
stop_started=$(date +%s)
kill -TERM "$node_pid"
status=0
wait "$server_pid" || status=$?
server_pid=''
grep -q '"signal received"\|signal received' "$work/server.log" || {
  tail -20 "$work/server.log" >&2
  fail 'the server did not log the signal'
}
[[ $status == 0 ]] || {
  tail -20 "$work/server.log" >&2
  fail "the server exited $status after SIGTERM"
}
echo "exited 0 after $(($(date +%s) - stop_started))s"

step "create-admin as the image runs it, on the stopped server's embedded database"
if "${BUILDAH[@]}" run --isolation chroot "$container" -- test -f apps/server/dist/ops/create-admin.js 2>/dev/null; then
  "${BUILDAH[@]}" run --isolation chroot -v "$data:/data" \
    --env ADMIN_EMAIL=second-admin@example.gov --env ADMIN_PASSWORD=container-check-2 \
    "$container" -- node apps/server/dist/ops/create-admin.js </dev/null ||
    fail 'create-admin failed in the image'
else
  echo 'skipped: this commit has no create-admin command (apps/server/dist/ops/create-admin.js)'
fi

step 'done'
echo "container-check: OK — image $IMAGE: $size unpacked ($compressed compressed), $build_note on $BASE_IMAGE"
