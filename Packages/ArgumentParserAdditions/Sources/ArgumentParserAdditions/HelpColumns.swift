#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The width ArgumentParser wraps help to, for a program that renders its help itself at that width.
public enum HelpColumns {
    /// The width it uses when stdout is no terminal and `COLUMNS` is unset.
    public static let fallback = 80

    /// `COLUMNS` when it is a number, else the terminal's width on `descriptor`, else ``fallback``.
    ///
    /// - Parameters:
    ///   - descriptor: The output the help goes to: stdout.
    ///   - variable: Reads an environment variable; the process's by default (`getenv`, no copy of the whole
    ///     environment).
    /// - Returns: The width in columns.
    public static func current(
        descriptor: Int32 = STDOUT_FILENO,
        variable: (String) -> String? = { getenv($0).map { String(cString: $0) } }
    ) -> Int {
        if let value = variable("COLUMNS"), let columns = Int(value) { return columns }
        var size = winsize()
        let asked = ioctl(descriptor, UInt(TIOCGWINSZ), &size)
        return asked == 0 && size.ws_col > 0 ? Int(size.ws_col) : fallback
    }
}
