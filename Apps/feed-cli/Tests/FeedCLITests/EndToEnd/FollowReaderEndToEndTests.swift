import FeedCLITestSupport
import Foundation
import SharedAPITestSupport
import Testing

/// `comments --follow | head -2` used to run on after `head` had gone, until its next write, which may never come.
@Suite("End to end: comments --follow notices a reader that left, as tail -f does")
struct FollowReaderEndToEndTests {
    @Test("comments --follow | head -2 ends with the status of a closed pipe once head has gone")
    func endsWhenTheReaderLeaves() async throws {
        let cli = try BuiltCLI()
        defer { cli.cleanUp() }

        let result = try await cli.shell(
            """
            timeout \(HangGuard.timeoutOption) "$FEED_CLI" comments 25e5c6e2-935a-5bee-a4c6-17fadedf8474 --follow --interval 3600 | head -2
            echo "status=${PIPESTATUS[0]}"
            """)

        #expect(result.stdout.contains("status=141"), "\(result.stdout) \(result.stderr)")
    }
}
