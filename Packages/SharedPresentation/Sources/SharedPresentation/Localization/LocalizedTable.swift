import Foundation

/// One `.strings` table in a bundle, looked up for a resolved language.
///
/// Finds `<language>.lproj` case-insensitively (SwiftPM lower-cases `pt-BR.lproj`), falls back
/// to English, then to the key itself.
public struct LocalizedTable: Sendable {
    private let directory: URL?
    private let table: String

    public init(bundle: Bundle, table: String) {
        self.directory = bundle.resourceURL
        self.table = table
    }

    /// The table of the resources SwiftPM names `resources` (`<package>_<target>`, without `.resources`), where the
    /// generated `Bundle.module` looks first: the folder beside the executable, found without Foundation's
    /// `Bundle` (five bundles and `Bundle.main` cost 2.8M instructions of an offline `feed-cli feed`). Where the
    /// folder is not there, `bundle` (`.module`) finds it as before.
    /// Where two builds of the target lie beside the executable under two package names, `bundle` decides.
    public init(resources: String, bundle: @autoclosure () -> Bundle, table: String) {
        self.init(resources: resources, in: ResourceFolder.executableFolder, bundle: bundle(), table: table)
    }

    /// `init(resources:bundle:table:)` with the executable's folder given: for tests.
    init(resources: String, in folder: String?, bundle: @autoclosure () -> Bundle, table: String) {
        self.directory = ResourceFolder.besideExecutable(resources, in: folder) ?? bundle().resourceURL
        self.table = table
    }

    /// The value of `key` in `language`.
    public func string(_ key: String, language: String) -> String {
        strings(for: language)[key] ?? strings(for: SupportedLanguages.fallback)[key] ?? key
    }

    /// The value of `key` in `language` with each placeholder `{name}` filled with `values[name]`.
    public func format(_ key: String, language: String, _ values: [String: String]) -> String {
        Placeholders.fill(string(key, language: language), values)
    }

    /// The placeholders (`{name}`) of `key`'s value in `language`.
    public func placeholders(_ key: String, language: String) -> Set<String> {
        Placeholders.names(in: string(key, language: language))
    }

    /// Every key and value of the table in `language`; empty when the language has no table.
    public func strings(for language: String) -> [String: String] {
        guard let directory else { return [:] }
        return StringsCache.shared.strings(in: directory, language: language, table: table)
    }

    /// The languages for which the bundle has this table.
    public func languages() -> [String] {
        guard let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        else { return [] }
        return names.filter { $0.hasSuffix(".lproj") }
            .filter {
                FileManager.default.fileExists(atPath: directory.appendingPathComponent("\($0)/\(table).strings").path)
            }
            .map { String($0.dropLast(".lproj".count)) }
    }
}
