import Foundation
import RepositoryChecks

runTool(
    usage: """
        Generates the repository's root Package.swift from the manifests under Packages/, so the two never drift.

            swift run --package-path Tools root-manifest           print the root manifest
            swift run --package-path Tools root-manifest --write   write ./Package.swift
            swift run --package-path Tools root-manifest --test-build
                                                                  print the manifest of Scripts/test's one build:
                                                                  the root's targets and every app's
            swift run --package-path Tools root-manifest --help

        The test run fails when ./Package.swift is not what the packages' manifests give (RepositoryChecksTests).
        """,
    make: RootManifest.generate,
    write: { text, root in try text.write(to: root.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
    },
    printing: ["--test-build": RootManifest.generateTestBuild])
