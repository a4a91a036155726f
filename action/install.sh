#!/usr/bin/env bash
# The Action's installer (action.yml runs it; cmd/mcp-lint/action_yml_test.go
# runs it against a local release layout).
#
#   install.sh locate    decide the version and the cache key
#   install.sh release   download the release archive of that version, check
#                        it against the release's checksums.txt, install it
#
# A tagged ref (v1.2.3, or a major tag such as v1 that the release workflow
# moves to the latest v1.x.y), or the commit SHA of a release, installs the
# released binary, cached by version. Anything else (a branch, a commit
# that is no release) builds from the action's own checkout, cached by a
# hash of its source, and says so. A release that cannot be
# downloaded falls back to the build; an archive whose checksum does not
# match fails the run: a tampered binary is never run and never replaced by
# a build that would hide the tampering.
#
# Environment: RUNNER_OS, RUNNER_ARCH, RUNNER_TEMP, GITHUB_OUTPUT,
# ACTION_PATH, ACTION_REF, ACTION_REPOSITORY, SERVER_URL; release also reads
# VERSION and MCP_LINT_BIN (from locate's outputs).
set -euo pipefail

os=$(printf '%s' "${RUNNER_OS:?}" | tr '[:upper:]' '[:lower:]')
[ "$os" = macos ] && os=darwin
arch=$(printf '%s' "${RUNNER_ARCH:?}" | tr '[:upper:]' '[:lower:]')
[ "$arch" = x64 ] && arch=amd64
repo_url="${SERVER_URL:-https://github.com}/${ACTION_REPOSITORY:-mcp-lint/mcp-lint}"

# SHA-256 helpers: sha256sum, or shasum on macOS.
sha256() {
  if command -v sha256sum >/dev/null; then sha256sum "$1" | cut -d' ' -f1
  else shasum -a 256 "$1" | cut -d' ' -f1; fi
}
sha256_each() { # NUL-separated paths on stdin
  if command -v sha256sum >/dev/null; then xargs -0 sha256sum; else xargs -0 shasum -a 256; fi
}
sha256_stdin() {
  if command -v sha256sum >/dev/null; then sha256sum | cut -d' ' -f1; else shasum -a 256 | cut -d' ' -f1; fi
}

# release_version: the vX.Y.Z a ref names, or nothing. A major (or minor)
# tag is resolved to the full release tag on the same commit, and a commit
# SHA (a ref pinned as hardening guides advise) to the release tag on that
# commit, through the action repository's tags.
release_version() {
  local ref=${ACTION_REF:-}
  if [[ "$ref" =~ ^v[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
    printf '%s' "$ref"
    return
  fi
  local sha="" pattern
  if [[ "$ref" =~ ^[0-9a-f]{40}([0-9a-f]{24})?$ ]]; then
    sha=$ref
    pattern='^v[0-9]+\.[0-9]+\.[0-9]+$'
  elif [[ "$ref" =~ ^v[0-9]+(\.[0-9]+)?$ ]]; then
    pattern="^${ref//./\\.}\\.[0-9]+(\\.[0-9]+)?$"
  else
    return 0
  fi
  local tags
  if ! tags=$(GIT_TERMINAL_PROMPT=0 git ls-remote --tags "$repo_url" 2>/dev/null); then
    echo "mcp-lint: could not list the tags of $repo_url to find the release of '$ref'" >&2
    return 0
  fi
  if [ -z "$sha" ]; then
    # The commit the tag names: its peeled entry (an annotated tag) if any.
    sha=$(awk -v r="refs/tags/$ref^{}" '$2 == r {print $1}' <<<"$tags")
    [ -n "$sha" ] || sha=$(awk -v r="refs/tags/$ref" '$2 == r {print $1}' <<<"$tags")
    [ -n "$sha" ] || return 0
  fi
  # The release tags on that commit: a lightweight tag's entry, or an
  # annotated tag's peeled (^{}) entry, names the commit itself.
  awk -v s="$sha" '$1 == s {sub("refs/tags/", "", $2); sub(/\^\{\}$/, "", $2); print $2}' <<<"$tags" |
    grep -E "$pattern" | grep -E '^v[0-9]+\.[0-9]+\.[0-9]+$' | sort -V | tail -n 1 || true
}

locate() {
  local exe="$RUNNER_TEMP/mcp-lint-bin/mcp-lint" version key
  [ "$os" = windows ] && exe="$exe.exe"
  version=$(release_version)
  if [ -n "$version" ]; then
    key="mcp-lint-$os-$arch-$version"
  else
    # Built from source: cached by what is built, so a moving branch
    # never runs a stale binary.
    local src
    src=$(cd "$ACTION_PATH" && find . -type f \( -name '*.go' -o -name 'go.mod' -o -name 'go.sum' -o -name '*.rules' \) \
      -not -path './.git/*' -not -name '*_test.go' -print0 | LC_ALL=C sort -z | sha256_each | sha256_stdin)
    key="mcp-lint-$os-$arch-src-${src:0:40}"
  fi
  {
    echo "version=$version"
    echo "key=$key"
    echo "bin=$exe"
  } >>"$GITHUB_OUTPUT"
  echo "MCP_LINT_BIN=$exe" >>"${GITHUB_ENV:-/dev/null}"
  local ref=${ACTION_REF:-}
  if [ -n "$version" ] && [ "$version" != "$ref" ]; then
    echo "mcp-lint: $ref is release $version ($os/$arch)"
  elif [ -n "$version" ]; then
    echo "mcp-lint: release $version ($os/$arch)"
  elif [[ "$ref" =~ ^[0-9a-f]{40}([0-9a-f]{24})?$ ]]; then
    echo "::notice title=mcp-lint::commit $ref is not a release (no vX.Y.Z tag of ${ACTION_REPOSITORY:-mcp-lint/mcp-lint} names it): mcp-lint will be built from source"
  else
    echo "mcp-lint: no release tag in ref '$ref'; it will be built from source"
  fi
}

release() {
  local version=${VERSION:?} exe=${MCP_LINT_BIN:?}
  local ext=tar.gz
  [ "$os" = windows ] && ext=zip
  local archive="mcp-lint_${version#v}_${os}_${arch}.${ext}"
  local base="$repo_url/releases/download/$version"
  local dir="$RUNNER_TEMP/mcp-lint-release"
  rm -rf "$dir"
  mkdir -p "$dir"
  # A release that cannot be downloaded is not an attack: build instead.
  if ! curl -fsSL --retry 3 -o "$dir/checksums.txt" "$base/checksums.txt" ||
    ! curl -fsSL --retry 3 -o "$dir/$archive" "$base/$archive"; then
    echo "::warning title=mcp-lint::release $version: $archive or checksums.txt could not be downloaded from $base; building from source instead"
    echo "installed=false" >>"$GITHUB_OUTPUT"
    return 0
  fi
  local want got
  want=$(awk -v a="$archive" '$2 == a || $2 == "*" a {print $1}' "$dir/checksums.txt")
  got=$(sha256 "$dir/$archive")
  if [ -z "$want" ]; then
    echo "::error title=mcp-lint checksum::release $version: checksums.txt lists no $archive; refusing to install it"
    exit 1
  fi
  if [ "$want" != "$got" ]; then
    echo "::error title=mcp-lint checksum::release $version: the SHA-256 of $archive is $got, but the release's checksums.txt says $want; the archive was not installed (a corrupted or tampered download)"
    exit 1
  fi
  if [ "$ext" = zip ]; then unzip -o -q "$dir/$archive" -d "$dir"; else tar -xzf "$dir/$archive" -C "$dir"; fi
  mkdir -p "$(dirname "$exe")"
  mv "$dir/$(basename "$exe")" "$exe"
  chmod +x "$exe"
  echo "mcp-lint: installed $archive (SHA-256 $got, checked against the release's checksums.txt)"
  echo "installed=true" >>"$GITHUB_OUTPUT"
}

case "${1:-}" in
locate) locate ;;
release) release ;;
*)
  echo "usage: install.sh locate|release" >&2
  exit 2
  ;;
esac
