import Foundation
import RepositoryChecks

runTool(
    usage: """
        The package dependency graph, generated from the manifests (never drawn by hand).

            swift run --package-path Tools architecture-graph           print the graph section (Mermaid and a table)
            swift run --package-path Tools architecture-graph --write   replace the generated section of docs/ARCHITECTURE.md
            swift run --package-path Tools architecture-graph --help

        The test run fails when docs/ARCHITECTURE.md's section differs from the manifests (RepositoryChecksTests).
        """,
    make: ArchitectureGraph.section,
    write: { section, root in
        let path = root.appending(path: ArchitectureGraph.document)
        guard let text = try? String(contentsOf: path, encoding: .utf8),
            let rewritten = ArchitectureGraph.rewritten(text, with: section)
        else { throw ToolError(["\(ArchitectureGraph.document) has no generated section"]) }
        try rewritten.write(to: path, atomically: true, encoding: .utf8)
    })
