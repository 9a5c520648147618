/// The keys a program reads from its config file: each key with the kind of value it takes, and the tables whose
/// entries each name a string or a list of strings (such as key bindings: `quit = ["q", "Escape"]`). A key the
/// schema does not name is kept aside in ``ConfigFile/unknownKeys``, never an error, so that a newer version's
/// file still works with an older program.
public struct ConfigSchema: Sendable {
    /// Each top-level key with the kind of value it takes.
    public let kinds: [String: SettingKind]
    /// Each list table's name with what an entry of it must be, for the message that refuses one: `a key or a list
    /// of keys, such as "j" or ["j", "Down"]`.
    public let listTables: [String: String]

    /// A schema of the given keys and list tables.
    ///
    /// - Parameters:
    ///   - kinds: Each top-level key with the kind of value it takes.
    ///   - listTables: Each list table's name with what an entry of it must be, as a message says it.
    public init(kinds: [String: SettingKind], listTables: [String: String] = [:]) {
        self.kinds = kinds
        self.listTables = listTables
    }

    /// The schema of the declared settings' keys and the given list tables.
    ///
    /// - Parameters:
    ///   - declarations: Every setting the program reads.
    ///   - listTables: Each list table's name with what an entry of it must be, as a message says it.
    public init(declarations: [SettingDeclaration], listTables: [String: String] = [:]) {
        self.init(
            kinds: Dictionary(declarations.map { ($0.key, $0.kind) }, uniquingKeysWith: { first, _ in first }),
            listTables: listTables)
    }
}
