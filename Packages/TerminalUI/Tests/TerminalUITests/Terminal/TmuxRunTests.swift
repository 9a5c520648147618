import Foundation
import Testing

@testable import TerminalUI

@Suite("Asking tmux: a real child process standing in for tmux")
struct TmuxRunTests {
    @Test("a tmux that never answers is given up at the limit, so start-up cannot hang on a stuck server")
    func stuckTmuxIsGivenUp() throws {
        let folder = try fakeTmux(script: "exec /bin/sleep 600")
        defer { try? FileManager.default.removeItem(at: folder) }

        let answer = TmuxOuterTerminal.runTmux(
            ["display-message"], environment: ["PATH": folder.path], timeoutSeconds: 0.2)

        #expect(answer == nil)
    }

    @Test("a tmux that answers is read whole, and asked in one call about the client and the server")
    func answeringTmuxIsRead() throws {
        let folder = try fakeTmux(script: #"printf 'xterm-kitty\tkitty(0.30.0)\t1\nKITTY_WINDOW_ID=2\n'"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["PATH": folder.path, "TMUX": "/tmp/tmux-0/default,1,0", "TMUX_PANE": "%1"]

        let outer = TmuxOuterTerminal.ask(environment: environment) {
            TmuxOuterTerminal.runTmux($0, environment: environment, timeoutSeconds: 600)
        }

        #expect(outer?.drawsKittyPlaceholders == true)
        #expect(outer?.environment == ["KITTY_WINDOW_ID": "2"])
    }

    @Test("a tmux that fails answers nothing")
    func failingTmuxAnswersNothing() throws {
        let folder = try fakeTmux(script: "exit 1")
        defer { try? FileManager.default.removeItem(at: folder) }

        #expect(TmuxOuterTerminal.runTmux([], environment: ["PATH": folder.path], timeoutSeconds: 600) == nil)
    }

    private func fakeTmux(script: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let tmux = folder.appendingPathComponent("tmux")
        try "#!/bin/sh\n\(script)\n".write(to: tmux, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tmux.path)
        return folder
    }
}
