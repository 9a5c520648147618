import Foundation
import TOMLKit

/// A config file, parsed with TOMLKit and checked against a ``ConfigSchema``: each known key with the kind of value it
/// takes, each list table's entries, and the keys the schema does not name (for a warning each, never an error: a
/// newer version's file still works with an older program).
public struct ConfigFile: Sendable, Equatable {
    /// The file's path, as messages name it.
    public let path: String
    /// Each key of the schema the file sets.
    public let entries: [String: ConfigEntry]
    /// Each list table the file has, by name: its entries (name = a string or a list of strings), in the order of
    /// their lines.
    public let tables: [String: [ConfigEntry]]
    /// The keys and tables the schema does not name, in the order of their lines.
    public let unknownKeys: [ConfigEntry]

    /// Parses `text`, the content of the file at `path`, against `schema`.
    ///
    /// - Parameters:
    ///   - text: The TOML document.
    ///   - path: Where it was read, for messages.
    ///   - schema: The keys and list tables the program reads.
    /// - Returns: The checked file.
    /// - Throws: ``ConfigFileError`` naming `path:line` and the key: the text does not parse, has a NUL character,
    ///   or sets a key to a value of the wrong kind.
    public static func parse(_ text: String, path: String, schema: ConfigSchema) throws(ConfigFileError) -> ConfigFile {
        let lines = ConfigLines(text)
        let table = try document(text, path: path)
        var entries: [String: ConfigEntry] = [:]
        var tables: [String: [ConfigEntry]] = [:]
        var unknown: [ConfigEntry] = []
        for name in table.keys {
            guard let value = table[name] else { continue }
            let line = lines.line(of: name) ?? 1
            if let kind = schema.kinds[name] {
                entries[name] = ConfigEntry(
                    key: name, value: try checked(value, key: name, kind: kind, path: path, line: line), line: line)
            } else if let expected = schema.listTables[name], let entries = value.table {
                tables[name] = try listEntries(entries, table: name, expected: expected, lines: lines, path: path)
            } else {
                unknown.append(ConfigEntry(key: name, value: .text(value.debugDescription), line: line))
            }
        }
        return ConfigFile(
            path: path, entries: entries, tables: tables, unknownKeys: unknown.sorted { $0.line < $1.line })
    }

    private static func document(_ text: String, path: String) throws(ConfigFileError) -> TOMLTable {
        // TOMLKit reads a C string: a NUL would end the document early, and silently.
        if let nul = text.firstIndex(of: "\0") {
            let line = text[..<nul].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            throw ConfigFileError(path: path, line: line, key: nil, problem: .hasNUL)
        }
        do {
            return try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let line = error.source.begin.line
            throw ConfigFileError(
                path: path, line: line, key: keyOnLine(line, of: text),
                problem: .doesNotParse(detail: error.description))
        } catch {
            throw ConfigFileError(path: path, line: nil, key: nil, problem: .doesNotParse(detail: "\(error)"))
        }
    }

    private static func checked(
        _ value: any TOMLValueConvertible, key: String, kind: SettingKind, path: String, line: Int
    ) throws(ConfigFileError) -> ConfigValue {
        switch (kind, value.type) {
        case (.text, .string), (.textOrFlag, .string): return .text(value.string ?? "")
        case (.flag, .bool): return .flag(value.bool ?? false)
        case (.textOrFlag, .bool) where value.bool == false: return .flag(false)
        case (.number, .int): return .number(Double(value.int ?? 0))
        case (.number, .double): return .number(value.double ?? 0)
        default:
            throw ConfigFileError(
                path: path, line: line, key: key, problem: .wrongKind(expected: kind, actual: "\(value.type)"))
        }
    }

    private static func listEntries(
        _ entries: TOMLTable, table: String, expected: String, lines: ConfigLines, path: String
    ) throws(ConfigFileError) -> [ConfigEntry] {
        var result: [ConfigEntry] = []
        for entry in entries.keys {
            let name = table + "." + entry
            let line = lines.line(of: name) ?? lines.line(of: table) ?? 1
            let value = entries[entry]
            let list = value?.array.map { items in items.compactMap { $0.string } }
            let strings = value?.string.map { [$0] } ?? list
            guard let strings, !strings.isEmpty, !strings.contains(where: \.isEmpty),
                strings.count == (value?.array?.count ?? 1)
            else {
                throw ConfigFileError(path: path, line: line, key: name, problem: .notListEntry(expected: expected))
            }
            result.append(ConfigEntry(key: entry, value: list.map { .list($0) } ?? .text(strings[0]), line: line))
        }
        return result.sorted { $0.line < $1.line }
    }

    /// The key a line sets, if it sets one: what comes before its `=`.
    private static func keyOnLine(_ line: Int, of text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count, let equals = lines[line - 1].firstIndex(of: "=") else { return nil }
        let key = lines[line - 1][..<equals].trimmingCharacters(in: .whitespaces)
        return key.isEmpty ? nil : key
    }
}
