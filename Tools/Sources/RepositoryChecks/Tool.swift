import Foundation

/// What the tools of Tools/ share: `--help` prints the usage; no argument prints what `make` gives from the
/// repository's manifests; `--write` hands it to `write` with the repository's root; an option of `printing` prints
/// what its function gives. Exits 64 on another argument, 1 when a manifest cannot be read or the work fails.
public func runTool(
    usage: String, make: (Repository) throws -> String, write: (String, URL) throws -> Void,
    printing: [String: (Repository) throws -> String] = [:]
) -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "-h" || arguments.first == "--help" {
        print(usage)
        exit(0)
    }
    let printed = arguments.count == 1 ? printing[arguments[0]] : nil
    guard arguments.isEmpty || arguments == ["--write"] || printed != nil else {
        FileHandle.standardError.write(Data("unknown argument \(arguments[0]); see --help\n".utf8))
        exit(64)
    }
    // Tools/Sources/RepositoryChecks/Tool.swift: the repository is three folders up from here.
    let root = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../..").standardizedFileURL
    let repository = Repository.read(root: root)
    do {
        guard repository.errors.isEmpty else { throw ToolError(repository.errors.map(\.description)) }
        let text = try printed.map { try $0(repository) } ?? make(repository)
        if arguments != ["--write"] { print(text, terminator: "") } else { try write(text, root) }
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
}
