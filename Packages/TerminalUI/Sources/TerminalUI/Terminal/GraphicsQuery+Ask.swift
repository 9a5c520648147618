extension GraphicsQuery {
    /// Sends the query on `terminal` and reads the replies for at most `timeoutMilliseconds`, stopping as soon as
    /// the device attributes reply arrives; nil when the terminal answered nothing in time. Run it before a
    /// ``KeyReader`` starts, which would take the replies for keys.
    public static func ask(_ terminal: RawTerminal, timeoutMilliseconds: Int = 100) -> GraphicsQueryReply? {
        let bytes = terminal.exchange(request, timeoutMilliseconds: timeoutMilliseconds) { parse($0).isComplete }
        let reply = parse(bytes)
        return reply.kitty || reply.isComplete ? reply : nil
    }
}
