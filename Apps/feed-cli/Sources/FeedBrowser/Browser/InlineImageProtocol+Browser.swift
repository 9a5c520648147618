import TerminalUI

extension InlineImageProtocol {
    /// The variable that turns the browser's images off: `FEED_CLI_IMAGES=off` (or `0`, `no`, `false`, `none`).
    static let browserOptOutVariable = "FEED_CLI_IMAGES"

    /// The protocol the browser shows images with in `environment`, or nil.
    static func detectForBrowser(in environment: [String: String]) -> InlineImageProtocol? {
        detect(in: environment, optOutVariable: browserOptOutVariable)
    }
}
