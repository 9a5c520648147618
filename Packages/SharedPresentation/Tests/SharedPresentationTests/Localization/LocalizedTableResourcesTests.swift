import Foundation
import Testing

@testable import SharedPresentation

@Suite("LocalizedTable finds its resources beside the executable without Foundation's Bundle")
struct LocalizedTableResourcesTests {
    @Test("the only resources of their target beside the executable are read, and the bundle is never asked")
    func onlyResourcesAskNoBundle() throws {
        let (text, askedBundle) = try lookUp("GREETING", in: "Shop_Words", beside: ["Shop_Words"])

        #expect(!askedBundle)
        #expect(text == "Hello from Shop_Words")
    }

    @Test("two builds of the target under two package names: the bundle decides, the other may be stale")
    func twoBuildsAskTheBundle() throws {
        #expect(try lookUp("GREETING", in: "Shop_Words", beside: ["Shop_Words", "Root_Words"]).askedBundle)
    }

    @Test("resources that are not beside the executable are found through the bundle")
    func otherResourcesAskTheBundle() throws {
        let (text, askedBundle) = try lookUp("NO_SUCH_KEY", in: "Shop_Words", beside: ["Root_Words"])

        #expect(askedBundle)
        #expect(text == "NO_SUCH_KEY")
    }

    /// The English of `key` in the table of `resources`, in a folder holding `names`, and whether it asked the bundle.
    private func lookUp(_ key: String, in resources: String, beside names: [String]) throws -> (
        text: String, askedBundle: Bool
    ) {
        let folder = try Folder(resources: names)
        defer { folder.remove() }
        var asked = false
        let table = LocalizedTable(
            resources: resources, in: folder.path,
            bundle: {
                asked = true
                return Bundle.main
            }(), table: "Shared")
        return (table.string(key, language: "en"), asked)
    }

    /// A folder like an executable's, with `<name>.resources/en.lproj/Shared.strings` for each name.
    private struct Folder {
        let path: String

        init(resources names: [String]) throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("resources-\(UUID().uuidString)").path
            for name in names {
                let lproj = URL(fileURLWithPath: path).appendingPathComponent("\(name).resources/en.lproj")
                try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
                try Data("\"GREETING\" = \"Hello from \(name)\";\n".utf8)
                    .write(to: lproj.appendingPathComponent("Shared.strings"))
            }
        }

        func remove() { try? FileManager.default.removeItem(atPath: path) }
    }
}
