/// What a command writes on stdout, and how a failure ends it: text for people, or JSON for scripts (`--json`).
/// A command chooses it once, in its `CommandContext`, and everything it runs reads it there.
enum OutputFormat: Sendable, Equatable {
    case text, json

    /// JSON when `--json` was given, else text.
    init(json: Bool) {
        self = json ? .json : .text
    }
}
