import ArgumentParser

/// One candidate of a custom shell completion, with the words a shell shows beside it where it shows any.
public enum CompletionCandidate {
    /// The line that offers `value` to `shell`: zsh takes `value:label`, fish `value<tab>label`; bash and an
    /// unknown shell take the value alone, as does a candidate without a label.
    ///
    /// - Parameters:
    ///   - value: What the shell inserts.
    ///   - label: What it shows beside the value, on one line without a tab or a colon's meaning to zsh; nil for none.
    ///   - shell: The shell asking, as ArgumentParser reads it (`CompletionShell.requesting`).
    /// - Returns: The candidate's line.
    public static func line(_ value: String, label: String?, shell: CompletionShell?) -> String {
        guard let label else { return value }
        switch shell {
        case .zsh?: return value + ":" + label
        case .fish?: return value + "\t" + label
        default: return value
        }
    }

    /// `text` cut to at most `length` characters, the cut marked with an ellipsis (which counts as one).
    ///
    /// - Parameters:
    ///   - text: A label.
    ///   - length: The most characters the label may have; at least 1.
    /// - Returns: `text` itself when it fits.
    public static func shortened(_ text: String, to length: Int) -> String {
        text.count > length ? String(text.prefix(max(length - 1, 0))) + "…" : text
    }
}
