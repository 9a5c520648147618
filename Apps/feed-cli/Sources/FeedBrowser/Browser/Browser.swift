import Foundation
import TerminalUI

/// The interactive feed browser: `feed-cli browse`.
package enum Browser {
    /// Runs the browser on the terminal of `dependencies.input`/`output` until `q`, Ctrl-C,
    /// SIGTERM, SIGINT or SIGHUP, and always leaves the terminal as it found it.
    ///
    /// Throws `BrowserError.notATerminal` when input or output is not a terminal, before touching it.
    package static func run(_ dependencies: BrowserDependencies) async throws {
        let terminal = try rawTerminal(dependencies)
        terminal.enter()
        defer { terminal.restore() }
        let loop = TerminalLoop(
            terminal: terminal, input: dependencies.input, output: dependencies.output,
            images: dependencies.pictures?.drawing.inlineProtocol, cellAspect: dependencies.pictures?.cell.aspect)
        let size = terminal.size()
        await loop.run { BrowserSession(dependencies: dependencies, size: size, send: $0) }
    }

    private static func rawTerminal(_ dependencies: BrowserDependencies) throws(BrowserError) -> RawTerminal {
        do {
            return try RawTerminal(input: dependencies.input, output: dependencies.output, mouse: dependencies.mouse)
        } catch {
            switch error {
            case .notATerminal: throw .notATerminal
            }
        }
    }
}
