# shellcheck shell=bash disable=SC2034
# The Swift flags of Scripts/test's builds, sourced by it and by Scripts/docs, which passes the same ones so that
# it reuses the test build (other flags would compile everything again).
#
# Warnings are errors. Each module compiles whole (-wmo) rather than in two batches that each parse and check every
# file of the module again (GRDB: 18 s of CPU instead of 29). -num-threads keeps one object file per source file,
# the ones SwiftPM's plan links.
test_build_flags=(-Xswiftc -warnings-as-errors -Xswiftc -wmo -Xswiftc -num-threads -Xswiftc 2)
