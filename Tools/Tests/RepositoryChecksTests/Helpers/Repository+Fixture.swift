import Foundation

@testable import RepositoryChecks

/// The repository, read once for every test: its manifests take seconds each to dump.
// Tools/Tests/RepositoryChecksTests/Helpers/: the repository is four folders up.
let repositoryRoot = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../../..")
    .standardizedFileURL
let repository = Repository.read(root: repositoryRoot)

/// The repository's scripts: every executable file in Scripts/, Fuzz/ and Benchmarks/, relative to the root.
let repositoryScripts: [String] = ["Scripts", "Fuzz", "Benchmarks"].flatMap { folder in
    let names =
        (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appending(path: folder).path)) ?? []
    return names.sorted().map { "\(folder)/\($0)" }.filter { path in
        var isFolder: ObjCBool = false
        let full = repositoryRoot.appending(path: path).path
        return FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) && !isFolder.boolValue
            && FileManager.default.isExecutableFile(atPath: full)
    }
}
