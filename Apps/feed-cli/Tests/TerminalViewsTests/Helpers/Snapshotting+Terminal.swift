import SnapshotTesting

extension Snapshotting where Value == String, Format == String {
    /// Text with every ESC shown as `␛`, so colour codes are readable and diffable in references.
    static var terminal: Snapshotting<String, String> {
        Snapshotting<String, String>.lines.pullback { $0.replacingOccurrences(of: "\u{1B}", with: "␛") }
    }
}
