/// Why the browser could not start.
package enum BrowserError: Error, Equatable, Sendable {
    /// Standard input or output is not a terminal: the browser needs one.
    case notATerminal
}
