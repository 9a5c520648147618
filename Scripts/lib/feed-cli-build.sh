# shellcheck shell=bash disable=SC2034,SC2154
# The builds of feed-cli that the scripts share, sourced by them: they set $root (the repository) and use
# what this defines.
#
# Release: what Scripts/install ships and Scripts/bench and Benchmarks/load-test measure, in Apps/feed-cli/.build
# (release/ beside the debug/ of the README's `swift run`, one copy of the dependencies' checkouts): the Swift
# standard library and Foundation linked in statically, so the binary runs without the toolchain, stripped, and
# exporting no symbols (the runtime's dladdr at start-up walked the 39,000 that -static-stdlib's -export-dynamic put
# in .dynsym: 1.4M instructions).

feed_cli_package="$root/Apps/feed-cli"
feed_cli_scratch="$feed_cli_package/.build"
feed_cli_release_flags=(-c release --static-swift-stdlib -Xlinker --strip-all -Xlinker --no-export-dynamic)
feed_cli_release_binary="$feed_cli_scratch/release/feed-cli"

# feed_cli_build_release [SWIFT BUILD OPTION...] — the shipped build, then the product is at
# $feed_cli_release_binary. SwiftPM 6.3 keeps the build plan of an earlier release build in the folder when only
# -Xlinker flags differ, so after a `swift build -c release` of its own the product came out unstripped (167 MB,
# not 84): the plan is removed first, which costs a second and rebuilds nothing.
feed_cli_build_release() {
  rm -f "$feed_cli_scratch/release.yaml"
  swift build --package-path "$feed_cli_package" "${feed_cli_release_flags[@]}" --product feed-cli "$@"
}

# swiftpm_busy SCRATCH — succeeds while another SwiftPM command (a build, `swift test`, `swift run` while it
# builds) holds SCRATCH's lock, which a build of ours would wait for. SwiftPM takes an flock on
# $TMPDIR/<the scratch path with / as _>.lock; where that file or flock(1) is missing, it says "not busy" and
# the build waits as SwiftPM does.
swiftpm_busy() {
  local lock
  lock="${TMPDIR:-/tmp}/$(tr / _ <<<"$1").lock"
  [[ -e "$lock" ]] && command -v flock >/dev/null && ! flock -n "$lock" true
}
