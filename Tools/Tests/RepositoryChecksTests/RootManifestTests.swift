import Foundation
import Testing

@testable import RepositoryChecks

@Suite("The root manifest is generated from the packages' manifests")
struct RootManifestTests {
    @Test("Package.swift is what the packages' manifests give")
    func upToDate() throws {
        let current = try String(contentsOf: repositoryRoot.appending(path: "Package.swift"), encoding: .utf8)
        #expect(
            try RootManifest.generate(repository) == current,
            "run `swift run --package-path Tools root-manifest --write`")
    }

    @Test("a library product a package adds is offered at the root, with its target")
    func newProduct() throws {
        var copy = repository
        copy["Packages/FileLocking"]?.manifest = try edited(repository["Packages/FileLocking"]?.manifest) { manifest in
            var products = manifest["products"] as? [[String: Any]] ?? []
            products.append(["name": "MoreLocking", "type": ["library": ["automatic"]], "targets": ["FileLocking"]])
            manifest["products"] = products
        }
        #expect(
            try RootManifest.generate(copy).contains(
                #".library(name: "MoreLocking", targets: ["FileLocking"]),  // Packages/FileLocking"#))
    }

    @Test("a target name two packages use is refused: one build holds every module")
    func clash() throws {
        var copy = repository
        copy["Packages/FileLocking"]?.manifest = try edited(repository["Packages/FileLocking"]?.manifest) { manifest in
            var targets = manifest["targets"] as? [[String: Any]] ?? []
            targets.append(["name": "TerminalUI", "type": "regular", "dependencies": []])
            manifest["targets"] = targets
        }
        #expect(throws: RootManifest.Unsupported.self) { try RootManifest.generate(copy) }
    }

    @Test("Scripts/test's one build holds every app's targets beside the root's, and the root manifest none of them")
    func testBuild() throws {
        let testBuild = try RootManifest.generateTestBuild(repository)
        let root = try RootManifest.generate(repository)
        #expect(testBuild.contains(#"path: "Apps/feed-cli/Sources/FeedCLI""#))
        #expect(testBuild.contains(#"path: "Apps/feed-cli/Tests/FeedCLITests""#))
        #expect(testBuild.contains(#"path: "Packages/TerminalUI/Tests/TerminalUITests""#))
        #expect(testBuild.contains(#".package(url: "https://github.com/apple/swift-argument-parser""#))
        #expect(!root.contains("Apps/"))
    }

    private func edited(_ data: Data?, _ change: (inout [String: Any]) -> Void) throws -> Data {
        var manifest = try #require(try JSONSerialization.jsonObject(with: data ?? Data()) as? [String: Any])
        change(&manifest)
        return try JSONSerialization.data(withJSONObject: manifest)
    }
}
