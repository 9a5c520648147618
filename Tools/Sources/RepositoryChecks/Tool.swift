import Foundation

/// What the tools of Tools/ share: `--help` prints the usage; no argument prints what `make` gives from the
/// repository's manifests; `--write` hands it to `write` with the repository's root. Exits 64 on another argument, 1
/// when a manifest cannot be read or the work fails.
public func runTool(
    usage: String, make: (Repository) throws -> String, write: (String, URL) throws -> Void
) -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "-h" || arguments.first == "--help" {
        print(usage)
        exit(0)
    }
    guard arguments.isEmpty || arguments == ["--write"] else {
        FileHandle.standardError.write(Data("unknown argument \(arguments[0]); see --help\n".utf8))
        exit(64)
    }
    // Tools/Sources/RepositoryChecks/Tool.swift: the repository is three folders up from here.
    let root = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../..").standardizedFileURL
    let repository = Repository.read(root: root)
    do {
        guard repository.errors.isEmpty else { throw ToolError(repository.errors.map(\.description)) }
        let text = try make(repository)
        if arguments.isEmpty { print(text, terminator: "") } else { try write(text, root) }
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
}
