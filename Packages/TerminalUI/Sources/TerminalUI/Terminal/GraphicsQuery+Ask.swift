extension GraphicsQuery {
    /// Sends the query on `terminal` and reads the replies for at most `timeoutMilliseconds`, stopping as soon as
    /// the device attributes reply arrives; nil when the terminal answered nothing in time. Run it before a
    /// ``KeyReader`` starts, which would take the replies for keys. Inside tmux or screen (`environment`) the kitty
    /// query is left out. When the answer is not complete in time, the rest is read and dropped at exit, so that
    /// no reply is left for the shell; until then the input neither echoes nor gathers lines (`QuietInput`), so
    /// that a late reply is not written onto the screen either.
    public static func ask(_ terminal: RawTerminal, timeoutMilliseconds: Int = 100, environment: [String: String] = [:])
        -> GraphicsQueryReply?
    {
        let question = request(environment: environment)
        let quieted = QuietInput.shared.begin(input: terminal.input, output: terminal.writer.descriptor)
        let bytes = terminal.exchange(question, timeoutMilliseconds: timeoutMilliseconds) { parse($0).isComplete }
        let reply = parse(bytes, size: terminal.size())
        if !reply.isComplete {
            expectLateReplies(on: terminal)
        } else if quieted {
            QuietInput.shared.end()
        }
        return reply.kitty || reply.isComplete ? reply : nil
    }
}
