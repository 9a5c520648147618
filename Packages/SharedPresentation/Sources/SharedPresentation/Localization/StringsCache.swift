import Foundation

/// Parsed `.strings` tables, read once per process.
///
/// `@unchecked Sendable`: `tables` is only touched under `lock`.
final class StringsCache: @unchecked Sendable {
    static let shared = StringsCache()

    private let lock = NSLock()
    private var tables: [String: [String: String]] = [:]

    func strings(in directory: URL, language: String, table: String) -> [String: String] {
        let key = "\(directory.path)|\(language.lowercased())|\(table)"
        if let cached = lock.withLock({ tables[key] }) { return cached }
        let parsed = Self.read(directory, language: language, table: table)
        lock.withLock { tables[key] = parsed }
        return parsed
    }

    private static func read(_ directory: URL, language: String, table: String) -> [String: String] {
        guard let lproj = lprojName(in: directory, language: language),
            let data = try? Data(contentsOf: directory.appendingPathComponent("\(lproj)/\(table).strings"))
        else { return [:] }
        return parse(data)
    }

    /// The table in `data`: read by `StringsFileParser`, or by `PropertyListSerialization` where it gives up.
    static func parse(_ data: Data) -> [String: String] {
        if let table = StringsFileParser.parse(Array(data)) { return table }
        let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
        return plist as? [String: String] ?? [:]
    }

    private static func lprojName(in directory: URL, language: String) -> String? {
        let wanted = "\(language).lproj".lowercased()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.first { $0.lowercased() == wanted }
    }
}
