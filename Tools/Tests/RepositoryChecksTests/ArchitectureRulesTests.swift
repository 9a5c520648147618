import Foundation
import Testing

@testable import RepositoryChecks

@Suite("The repository keeps the architecture rules")
struct ArchitectureRulesTests {
    @Test("the rule holds over every manifest and import", arguments: ArchitectureRule.allCases)
    func holds(_ rule: ArchitectureRule) {
        #expect(rule.problems(repository) == [])
    }
}

@Suite("Each architecture rule fails when it is broken, and no other does")
struct BrokenArchitectureRulesTests {
    /// One way to break one rule: in a copy of what was read, or in a scratch root holding a copy of the document.
    struct Break: Sendable, CustomTestStringConvertible {
        var rule: ArchitectureRule
        var testDescription: String
        var apply: @Sendable (inout Repository, URL) throws -> Void
    }

    static let breaks: [Break] = [
        Break(rule: .manifestsRead, testDescription: "a manifest that is not Swift") { r, _ in
            r["Packages/TerminalUI"] = nil
            r.errors.append(ManifestError(directory: "Packages/TerminalUI", reason: "this is not Swift"))
        },
        Break(rule: .featuresDependOnSharedOnly, testDescription: "a feature that depends on TerminalUI") { r, _ in
            r["Packages/ImageComments"]?.pathDependencies.append("Packages/TerminalUI")
        },
        Break(rule: .featuresNeverImportEachOther, testDescription: "EssentialFeed importing ImageComments") { r, _ in
            r.update("Packages/EssentialFeed", "EssentialFeed") {
                $0.imports["ImageComments"] = "EssentialFeed/x.swift"
            }
        },
        Break(rule: .sharedDependOnNoFeatureOrInfrastructure, testDescription: "SharedAPI naming its infrastructure") {
            r, _ in r["Packages/SharedAPI"]?.pathDependencies.append("Packages/SharedAPIInfra")
        },
        Break(rule: .infrastructureDependsOnNoFeature, testDescription: "TerminalUI importing EssentialFeed") { r, _ in
            r.update("Packages/TerminalUI", "TerminalUI") { $0.imports["EssentialFeed"] = "TerminalUI/x.swift" }
        },
        Break(rule: .coreImportsNoInfrastructure, testDescription: "SharedAPI importing FoundationNetworking") { r, _ in
            r.update("Packages/SharedAPI", "SharedAPI") { $0.imports["FoundationNetworking"] = "SharedAPI/x.swift" }
        },
        Break(rule: .coreTakesNoInfrastructureProducts, testDescription: "ImageComments taking swift-log") { r, _ in
            r.update("Packages/ImageComments", "ImageComments") {
                $0.externalProducts.append(.init(package: "swift-log", name: "Logging"))
            }
        },
        Break(rule: .appIsALeaf, testDescription: "the app offering a library") { r, _ in
            r["Apps/feed-cli"]?.products.append(Product(name: "ExtraFeedCLI", type: "library", targets: ["FeedCLI"]))
        },
        Break(rule: .appIsALeaf, testDescription: "the benchmarks naming the app") { r, _ in
            r["Benchmarks"]?.pathDependencies.append("Apps/feed-cli")
        },
        Break(rule: .appIsALeaf, testDescription: "a benchmark file linking into the app") { _, scratch in
            let source = scratch.appending(path: "Apps/feed-cli/Sources/FeedCLI/Main.swift")
            try FileManager.default.createDirectory(
                at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: source.path, contents: Data())
            try FileManager.default.createDirectory(
                at: scratch.appending(path: "Benchmarks"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: scratch.appending(path: "Benchmarks/Main.swift"), withDestinationURL: source)
        },
        Break(rule: .targetsImportWhatTheyDeclare, testDescription: "SampleFeedAPI declaring what it never imports") {
            r, _ in
            r.update("Packages/SampleFeedAPI", "SampleFeedAPI") {
                $0.localDependencies.append(.init(package: "Packages/SharedPresentation", name: "SharedPresentation"))
            }
        },
        Break(rule: .freshMachineHeaders, testDescription: "a target that needs libwebp's headers") { r, _ in
            r["Packages/ImageDecoding"]?.targets.append(
                Target(
                    name: "CWebP", kind: "system", directory: "Packages/ImageDecoding/Sources/CWebP", isSwift: false,
                    pkgConfig: "libwebp"))
        },
        Break(rule: .graphDrawn, testDescription: "an arrow drawn by hand") { _, scratch in
            let path = scratch.appending(path: ArchitectureGraph.document)
            let text = try String(contentsOf: path, encoding: .utf8)
            try text.replacing(" --> n_", with: " -.-> n_", maxReplacements: 1)
                .write(to: path, atomically: true, encoding: .utf8)
        },
    ]

    @Test("the rule broken this way is caught", arguments: breaks)
    func caught(_ broken: Break) throws {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "architecture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch.appending(path: "docs"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: repositoryRoot.appending(path: ArchitectureGraph.document),
            to: scratch.appending(path: ArchitectureGraph.document))
        var copy = repository
        copy.root = scratch
        try broken.apply(&copy, scratch)

        let reported = Set(ArchitectureRule.allCases.filter { !$0.problems(copy).isEmpty })
        // A changed dependency changes the graph too, so the document is rightly stale as well.
        let graphChanged = ArchitectureGraph.section(copy) != ArchitectureGraph.section(repository)
        #expect(reported.contains(broken.rule))
        #expect(reported.subtracting([broken.rule]).isSubset(of: graphChanged ? [.graphDrawn] : []))
    }
}

extension Repository {
    fileprivate mutating func update(_ directory: String, _ target: String, _ change: (inout Target) -> Void) {
        guard var package = self[directory], let index = package.targets.firstIndex(where: { $0.name == target })
        else { return }
        change(&package.targets[index])
        self[directory] = package
    }
}

extension ArchitectureRule: CustomTestStringConvertible {
    public var testDescription: String { rawValue }
}
