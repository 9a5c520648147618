import Foundation
import TOMLKit

/// A config file, parsed with TOMLKit and checked: each known key with the kind of value it takes, the `[keys]`
/// table's entries, and the keys this program does not know (a warning each, never an error: a newer version's
/// file still works here).
package struct ConfigFile: Sendable, Equatable {
    package let path: String
    package let entries: [ConfigKey: ConfigEntry]
    /// `[keys]`: action = key, in the order of their lines.
    package let keys: [ConfigEntry]
    /// Keys this program does not know (`keys.x` for an entry of a table), in the order of their lines.
    package let unknownKeys: [ConfigEntry]

    /// Parses `text`, the content of the file at `path`; an error names `path:line` and the key.
    package static func parse(_ text: String, path: String) throws(ConfigFileError) -> ConfigFile {
        let lines = ConfigLines(text)
        let table = try document(text, path: path)
        var entries: [ConfigKey: ConfigEntry] = [:]
        var keys: [ConfigEntry] = []
        var unknown: [ConfigEntry] = []
        for name in table.keys {
            guard let value = table[name] else { continue }
            let line = lines.line(of: name) ?? 1
            if let key = ConfigKey(rawValue: name) {
                entries[key] = ConfigEntry(
                    key: name, value: try checked(value, key: key, path: path, line: line), line: line)
            } else if name == ConfigKey.keysTable, let remaps = value.table {
                keys = try keyEntries(remaps, lines: lines, path: path)
            } else {
                unknown.append(ConfigEntry(key: name, value: .text(value.debugDescription), line: line))
            }
        }
        return ConfigFile(
            path: path, entries: entries, keys: keys, unknownKeys: unknown.sorted { $0.line < $1.line })
    }

    private static func document(_ text: String, path: String) throws(ConfigFileError) -> TOMLTable {
        // TOMLKit reads a C string: a NUL would end the document early, and silently.
        if let nul = text.firstIndex(of: "\0") {
            let line = text[..<nul].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            throw ConfigFileError(path: path, line: line, key: nil, reason: "has a NUL character: no TOML")
        }
        do {
            return try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let line = error.source.begin.line
            throw ConfigFileError(
                path: path, line: line, key: keyOnLine(line, of: text), reason: "does not parse: \(error.description)")
        } catch {
            throw ConfigFileError(path: path, line: nil, key: nil, reason: "does not parse: \(error)")
        }
    }

    private static func checked(_ value: any TOMLValueConvertible, key: ConfigKey, path: String, line: Int)
        throws(ConfigFileError) -> ConfigValue
    {
        switch (key.kind, value.type) {
        case (.text, .string), (.textOrFlag, .string): return .text(value.string ?? "")
        case (.flag, .bool): return .flag(value.bool ?? false)
        case (.textOrFlag, .bool) where value.bool == false: return .flag(false)
        case (.number, .int): return .number(Double(value.int ?? 0))
        case (.number, .double): return .number(value.double ?? 0)
        default:
            throw ConfigFileError(
                path: path, line: line, key: key.rawValue, reason: "must be \(key.expected), not a TOML \(value.type).")
        }
    }

    private static func keyEntries(_ table: TOMLTable, lines: ConfigLines, path: String) throws(ConfigFileError)
        -> [ConfigEntry]
    {
        var entries: [ConfigEntry] = []
        for action in table.keys {
            let name = ConfigKey.keysTable + "." + action
            let line = lines.line(of: name) ?? lines.line(of: ConfigKey.keysTable) ?? 1
            let value = table[action]
            let list = value?.array.map { items in items.compactMap { $0.string } }
            let keys = value?.string.map { [$0] } ?? list
            guard let keys, !keys.isEmpty, !keys.contains(where: \.isEmpty), keys.count == (value?.array?.count ?? 1)
            else {
                throw ConfigFileError(
                    path: path, line: line, key: name,
                    reason: "must be a key or a list of keys, such as \"j\" or [\"j\", \"Down\"].")
            }
            entries.append(ConfigEntry(key: action, value: list.map { .list($0) } ?? .text(keys[0]), line: line))
        }
        return entries.sorted { $0.line < $1.line }
    }

    /// The key a line sets, if it sets one: what comes before its `=`.
    private static func keyOnLine(_ line: Int, of text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count, let equals = lines[line - 1].firstIndex(of: "=") else { return nil }
        let key = lines[line - 1][..<equals].trimmingCharacters(in: .whitespaces)
        return key.isEmpty ? nil : key
    }
}
