import TerminalUI

/// What a command writes on stdout, and how a failure ends it: text for people, or JSON for scripts (`--json`).
/// A command chooses it once, in its `CommandContext`, and everything it runs reads it there.
enum OutputFormat: Sendable, Equatable {
    case text, json

    /// JSON when `--json` was given, else text.
    init(json: Bool) {
        self = json ? .json : .text
    }

    /// The one place text or JSON is chosen: `text` for people, else `json` for scripts.
    func pick<Value>(text: @autoclosure () -> Value, json: @autoclosure () -> Value) -> Value {
        switch self {
        case .text: text()
        case .json: json()
        }
    }

    /// Whether a person reads it: text, which may go through a pager and says what JSON's one document already
    /// holds (a failed post's message, a deleted feed's age).
    var isForPeople: Bool { pick(text: true, json: false) }
}

/// Where a command's answer goes, part by part as it is loaded (the feed's pages, the comments as they come, an
/// image's details), in the format chosen once (`OutputFormat.pick`): text for people or JSON for scripts, one
/// conformer each.
protocol CommandOutput<Part>: Sendable {
    associatedtype Part
    /// What `part` adds on stdout.
    func render(_ part: Part) -> String
}

extension CommandOutput {
    /// Writes `part` on `stdout`, when it adds anything.
    func write(_ part: Part, on stdout: any TextOutput) {
        let text = render(part)
        if !text.isEmpty { stdout.write(text) }
    }
}
