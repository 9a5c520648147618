/// Stderr as the spinner sees it: a terminal only when stdout is one too, so that `program | less` gets no
/// spinner drawn over the pager's screen, and only when the terminal moves its cursor (not `TERM=dumb`).
public struct SpinnerOutput: TextOutput {
    let standardError: any TextOutput
    let standardOutput: any TextOutput
    let environment: [String: String]

    /// Stderr for a spinner, shown only while `standardOutput` is a terminal that no pager holds, in `environment`.
    public init(standardError: any TextOutput, standardOutput: any TextOutput, environment: [String: String] = [:]) {
        self.standardError = standardError
        self.standardOutput = standardOutput
        self.environment = environment
    }

    /// Both are terminals that move the cursor, and no pager has taken the terminal (it starts with the first line
    /// written).
    public var isTerminal: Bool {
        standardError.isTerminal && standardOutput.isTerminal && !standardOutput.occupiesTerminal
            && environment["TERM"] != "dumb"
    }

    public func write(_ text: String) {
        standardError.write(text)
    }
}
