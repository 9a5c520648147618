import Foundation
import RepositoryChecks

let usage = """
    Generates the repository's root Package.swift from the manifests under Packages/, so the two never drift.

        swift run --package-path Tools root-manifest           print the root manifest
        swift run --package-path Tools root-manifest --write   write ./Package.swift
        swift run --package-path Tools root-manifest --help

    The test run fails when ./Package.swift is not what the packages' manifests give (RepositoryChecksTests).
    """

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "-h" || arguments.first == "--help" {
    print(usage)
    exit(0)
}
guard arguments.isEmpty || arguments == ["--write"] else {
    FileHandle.standardError.write(Data("unknown argument \(arguments[0]); see --help\n".utf8))
    exit(64)
}
// Tools/Sources/root-manifest/main.swift: the repository is three folders up from here.
let root = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../..").standardizedFileURL
let repository = Repository.read(root: root)
guard repository.errors.isEmpty else {
    FileHandle.standardError.write(Data(repository.errors.map { "\($0)\n" }.joined().utf8))
    exit(1)
}
do {
    let text = try RootManifest.generate(repository)
    if arguments == ["--write"] {
        try text.write(to: root.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
    } else {
        print(text, terminator: "")
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
