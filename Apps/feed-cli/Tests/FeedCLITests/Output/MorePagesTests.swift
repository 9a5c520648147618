import Foundation
import Testing

@Suite("feed on a terminal says when the feed has more pages, and the option that shows them")
struct MorePagesTests {
    static let line = "The feed has more images: --pages 2 shows more, --all every page."

    @Test("after the first page, one line names --pages 2 and --all; through the pager too")
    func firstPage() async throws {
        let direct = try await PagedScreen.run(["feed", "--no-pager", "--images", "off"])
        let paged = try await PagedScreen.run(["feed", "--images", "off"])

        #expect(direct.result.exitCode == 0, "\(direct.result.stdout)")
        #expect(direct.result.stdout.contains(Self.line), "\(direct.result.stdout)")
        #expect(paged.paged.contains(Self.line))
    }

    @Test("after --pages 3 the line names --pages 4; --all ends the feed and says nothing")
    func laterPages() async throws {
        let three = try await PagedScreen.run(["feed", "--no-pager", "--images", "off", "--pages", "3"])
        let all = try await PagedScreen.run(["feed", "--no-pager", "--images", "off", "--all"])

        #expect(three.result.stdout.contains("--pages 4 shows more"))
        #expect(!all.result.stdout.contains("--pages"))
        #expect(all.result.exitCode == 0)
    }

    @Test("into a pipe or with --json the text stays as a script reads it: no such line (JSON has has_more)")
    func notForScripts() async throws {
        let piped = try await InProcessCLI.runOnce(["feed"])
        let json = try await PagedScreen.run(["feed", "--json"])

        #expect(piped.exitCode == 0)
        #expect(!piped.stdout.contains("--pages"))
        #expect(!json.result.stdout.contains("--pages"))
    }
}
