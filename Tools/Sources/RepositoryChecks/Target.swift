/// A target of a package: what it depends on and what its Swift files import.
public struct Target: Sendable, Equatable {
    /// A dependency on a target of the same package (`package` nil) or a product of a package named by path.
    public struct LocalDependency: Sendable, Equatable {
        public var package: String?
        public var name: String
    }

    /// A product of a package named by URL.
    public struct ExternalProduct: Sendable, Equatable {
        public var package: String
        public var name: String
    }

    public var name: String
    /// regular, executable, test, system, plugin, macro
    public var kind: String
    public var directory: String
    public var localDependencies: [LocalDependency] = []
    public var externalProducts: [ExternalProduct] = []
    /// Each imported module and the first file that imports it.
    public var imports: [String: String] = [:]
    /// False for a C target or a system library: no Swift file, no import to read.
    public var isSwift = true
    /// A system library's pkg-config name: whose headers building needs.
    public var pkgConfig = ""

    public var isTest: Bool { kind == "test" }
}
