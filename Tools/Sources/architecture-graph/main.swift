import Foundation
import RepositoryChecks

let usage = """
    The package dependency graph, generated from the manifests (never drawn by hand).

        swift run --package-path Tools architecture-graph           print the graph section (Mermaid and a table)
        swift run --package-path Tools architecture-graph --write   replace the generated section of docs/ARCHITECTURE.md
        swift run --package-path Tools architecture-graph --help

    The test run fails when docs/ARCHITECTURE.md's section differs from the manifests (RepositoryChecksTests).
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
// Tools/Sources/architecture-graph/main.swift: the repository is three folders up from here.
let root = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../..").standardizedFileURL
let repository = Repository.read(root: root)
guard repository.errors.isEmpty else {
    FileHandle.standardError.write(Data(repository.errors.map { "\($0)\n" }.joined().utf8))
    exit(1)
}
guard arguments == ["--write"] else {
    print(ArchitectureGraph.section(repository), terminator: "")
    exit(0)
}
let path = root.appending(path: ArchitectureGraph.document)
guard let text = try? String(contentsOf: path, encoding: .utf8),
    let rewritten = ArchitectureGraph.rewritten(text, for: repository)
else {
    FileHandle.standardError.write(Data("\(ArchitectureGraph.document) has no generated section\n".utf8))
    exit(1)
}
try rewritten.write(to: path, atomically: true, encoding: .utf8)
