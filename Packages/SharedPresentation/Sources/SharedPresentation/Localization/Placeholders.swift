/// The one placeholder mechanism of every table: `{name}` in a value stands for `values[name]`.
enum Placeholders {
    /// `template` with each `{name}` replaced by `values[name]`, in one pass, so a value that itself contains
    /// `{name}` is never expanded; a placeholder without a value stays as it is.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            result += values[String(rest[rest.index(after: open)..<close])] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The placeholders `template` names, braces included.
    static func names(in template: String) -> Set<String> {
        var names = Set<String>()
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
