# shellcheck shell=bash disable=SC2034
# The Swift flags of Scripts/test's builds, sourced by it and by Scripts/docs, which passes the same ones so that
# it reuses the test build (other flags would compile everything again).
#
# Warnings are errors. Each module compiles whole (-wmo) rather than in two batches that each parse and check every
# file of the module again (GRDB: 18 s of CPU instead of 29). -num-threads keeps one object file per source file,
# the ones SwiftPM's plan links. The index store stays, though it costs about a tenth of every compile: SwiftPM
# finds the tests on Linux through it. No debug information (a tenth of a Swift module's compile; line tables alone
# save nothing): a failed expectation names its file and line without it, a crash its functions; a debugger wants
# `swift build`. With the toolchain's lld beside swiftc, it links instead of gold, in less than half gold's CPU time
# on the packages' test bundle. docs/PERFORMANCE.md has the figures.
test_build_flags=(-Xswiftc -warnings-as-errors -Xswiftc -wmo -Xswiftc -num-threads -Xswiftc 2
  -Xswiftc -gnone -Xcc -g0)
if [[ -x "$(dirname "$(readlink -f "$(command -v swiftc)")")/ld.lld" ]]; then
  test_build_flags+=(-Xswiftc -use-ld=lld)
fi
