import FeedCLITestSupport
import Foundation
import SharedAPITestSupport
import Testing

/// `show` in a real tmux whose server was started in kitty (its environment says so, and no other client is
/// attached): kitty pictures through Unicode placeholders when tmux passes them through, character pictures when
/// it does not (nothing drawn into a pipe: `ShowCommandTests`).
@Suite("End to end: inside tmux, show draws kitty pictures as placeholders in the pane's text", .hangGuard)
struct TmuxPicturesEndToEndTests {
    @Test("with allow-passthrough on, the pane holds placeholder cells in the image's colour and no escape text")
    func placeholdersWithPassthrough() async throws {
        let pane = try await Self.showInTmux(passthrough: "on")

        #expect(Self.placeholders(in: pane.text) > 100, "\(pane.text.prefix(300))")
        #expect(pane.styled.contains("\u{1B}[38;2;"), "the image id in a true colour")
        #expect(Self.blockShapes(in: pane.text) == 0)
        #expect(pane.text.contains("Neon alleys after the rain"))
        #expect(!pane.text.contains("_G") && !pane.text.contains("tmux;"), "no escape text on the screen")
    }

    @Test("with allow-passthrough off, the picture is drawn in character shapes")
    func blocksWithoutPassthrough() async throws {
        let pane = try await Self.showInTmux(passthrough: "off")

        #expect(Self.placeholders(in: pane.text) == 0)
        #expect(Self.blockShapes(in: pane.text) > 100, "\(pane.text.prefix(300))")
    }

    // MARK: - Helpers

    /// Runs `show` in a new detached tmux server started with kitty's `KITTY_WINDOW_ID`, waits for it to end and
    /// returns the pane's text, plain and with its styles.
    private static func showInTmux(passthrough: String) async throws -> (
        text: String, styled: String
    ) {
        let cli = try BuiltCLI()
        let server = try await ServeProcess()
        defer { cli.cleanUp(); server.stop() }
        let show =
            "\"$FEED_CLI\" show \(SampleAPI.imageWithComments) --base-url \(server.baseURL.absoluteString)"
            + " --timeout \(HangGuard.timeoutOption)"
        let script = """
            mkdir -p "$HOME" && name="feed-e2e-$$" && conf="$HOME/tmux.conf"
            printf 'set -g allow-passthrough %s\\nset -g remain-on-exit on\\n' "$1" >"$conf"
            # The test process blocks most signals, which a tmux server would keep and then never exit: unblocked.
            python3 -c 'import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execvp("env", ["env"] + sys.argv[1:])' \\
              -i PATH="$PATH" HOME="$HOME" FEED_CACHE_DIR="$FEED_CACHE_DIR" FEED_CLI="$FEED_CLI" LANG=C.UTF-8 \\
              TERM=xterm-256color KITTY_WINDOW_ID=1 \\
              tmux -L "$name" -f "$conf" new-session -d -x 100 -y 40 "$2; tmux -L $name wait-for -S done" \\
              </dev/null >/dev/null 2>&1
            tmux -L "$name" wait-for done
            tmux -L "$name" capture-pane -p -S 0 -E 39
            echo "-- styled --"
            tmux -L "$name" capture-pane -p -e -S 0 -E 39
            tmux -L "$name" kill-server
            """
        let result = try await cli.shell(script, arguments: [passthrough, show])
        let parts = result.stdout.components(separatedBy: "-- styled --\n")
        try #require(parts.count == 2, "\(result.stdout) \(result.stderr)")
        return (parts[0], parts[1])
    }

    private static func placeholders(in text: String) -> Int {
        text.unicodeScalars.filter { $0.value == 0x10_EEEE }.count
    }

    private static func blockShapes(in text: String) -> Int {
        text.unicodeScalars.filter { (0x2580...0x259F).contains($0.value) || (0x1FB00...0x1FB3B).contains($0.value) }
            .count
    }
}
