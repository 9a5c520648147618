import Foundation
import Testing

@testable import SharedPresentation

@Suite("LocalizedTable finds its resources beside the executable without Foundation's Bundle")
struct LocalizedTableResourcesTests {
    @Test("the only resources of their target beside the executable are read, and the bundle is never asked")
    func onlyResourcesAskNoBundle() throws {
        let folder = try Folder(resources: ["Shop_Words"])
        defer { folder.remove() }
        var asked = false

        let table = LocalizedTable(
            resources: "Shop_Words", in: folder.path,
            bundle: {
                asked = true
                return Bundle.main
            }(), table: "Shared")

        #expect(!asked)
        #expect(table.string("GREETING", language: "en") == "Hello from Shop_Words")
    }

    @Test("two builds of the target under two package names: the bundle decides, the other may be stale")
    func twoBuildsAskTheBundle() throws {
        let folder = try Folder(resources: ["Shop_Words", "Root_Words"])
        defer { folder.remove() }
        var asked = false

        _ = LocalizedTable(
            resources: "Shop_Words", in: folder.path,
            bundle: {
                asked = true
                return Bundle.main
            }(), table: "Shared")

        #expect(asked)
    }

    @Test("resources that are not beside the executable are found through the bundle")
    func otherResourcesAskTheBundle() throws {
        let folder = try Folder(resources: ["Root_Words"])
        defer { folder.remove() }
        var asked = false

        let table = LocalizedTable(
            resources: "Shop_Words", in: folder.path,
            bundle: {
                asked = true
                return Bundle.main
            }(), table: "Shared")

        #expect(asked)
        #expect(table.string("NO_SUCH_KEY", language: "en") == "NO_SUCH_KEY")
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
