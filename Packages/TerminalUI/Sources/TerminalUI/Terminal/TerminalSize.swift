#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The size of the terminal in character cells.
public struct TerminalSize: Sendable, Equatable {
    public let columns: Int
    public let rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The window size of stdout or stderr, else `COLUMNS`/`LINES`, else 80×24.
    public static func current(environment: [String: String] = [:]) -> TerminalSize {
        for descriptor in [STDOUT_FILENO, STDERR_FILENO] {
            if let size = windowSize(of: descriptor) { return size }
        }
        let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 80
        let rows = environment["LINES"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 24
        return TerminalSize(columns: columns, rows: rows)
    }

    static func windowSize(of descriptor: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(max(size.ws_row, 1)))
    }
}
