/// One line of a frame built from styled spans, laid out to exactly `width` columns.
///
/// The left spans are cut with `…` to leave room for the right spans; the rest is padded with spaces.
/// Every span's text must already be terminal-safe.
public struct FrameLine: Equatable, Sendable {
    struct Span: Equatable, Sendable {
        let text: String
        let style: Style
    }

    private(set) var left: [Span] = []
    private(set) var right: [Span] = []
    /// Applied under every span and to the padding, e.g. the selection; under a background the spans keep their
    /// weight but not their colours, so an inverse band never turns a coloured span into a box of its colour.
    public var background: Style = .plain

    public init(_ text: String = "", style: Style = .plain) {
        if !text.isEmpty { left.append(Span(text: text, style: style)) }
    }

    public mutating func append(_ text: String, _ style: Style = .plain) {
        if !text.isEmpty { left.append(Span(text: text, style: style)) }
    }

    public mutating func appendRight(_ text: String, _ style: Style = .plain) {
        if !text.isEmpty { right.append(Span(text: text, style: style)) }
    }

    /// The line with its escape sequences, exactly `width` columns wide.
    public func rendered(width: Int) -> String {
        let rightSpans = fit(right, width: width)
        let rightWidth = rightSpans.reduce(0) { $0 + DisplayWidth.of($1.text) }
        let gap = rightWidth > 0 ? 1 : 0
        let leftSpans = fit(left, width: max(0, width - rightWidth - gap))
        let leftWidth = leftSpans.reduce(0) { $0 + DisplayWidth.of($1.text) }
        let padding = Span(text: String(repeating: " ", count: max(0, width - leftWidth - rightWidth)), style: .plain)
        return (leftSpans + [padding] + rightSpans).map { spanStyle($0.style).apply($0.text) }.joined()
    }

    private func spanStyle(_ style: Style) -> Style {
        background == .plain ? style : background.with(style.withoutColors)
    }

    /// The spans that fit in `width` columns, the first one that does not cut with `…`.
    private func fit(_ spans: [Span], width: Int) -> [Span] {
        var result: [Span] = []
        var used = 0
        for span in spans {
            let spanWidth = DisplayWidth.of(span.text)
            if used + spanWidth <= width {
                result.append(span)
                used += spanWidth
                continue
            }
            result.append(Span(text: TerminalText.truncate(span.text, width: width - used), style: span.style))
            break
        }
        return result
    }
}
