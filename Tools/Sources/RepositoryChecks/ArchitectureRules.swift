import Foundation

/// The dependency rules of docs/ARCHITECTURE.md, over every manifest and every import (tests included).
public enum ArchitectureRule: String, CaseIterable, Sendable {
    case manifestsRead = "every manifest under Packages/, Apps/ and Benchmarks/ can be read"
    case featuresDependOnSharedOnly = "features depend on the shared packages only"
    case featuresNeverImportEachOther = "features never import each other"
    case sharedDependOnNoFeatureOrInfrastructure = "shared packages depend on no feature and no infrastructure"
    case infrastructureDependsOnNoFeature = "infrastructure packages depend on no feature and not on the app"
    case coreImportsNoInfrastructure =
        "no feature or shared package imports FoundationNetworking, NIO, Hummingbird, GRDB (but in the SQLite store) or ArgumentParser"
    case coreTakesNoInfrastructureProducts =
        "feature and shared libraries take products only from swift-http-types (and GRDB in the SQLite store)"
    case appIsALeaf = "the app is a leaf: nothing names Apps/ or links into it, and its only products are executables"
    case targetsImportWhatTheyDeclare = "every target imports what it declares"
    case freshMachineHeaders =
        "building needs only the C headers a fresh machine has (libpng, libjpeg, sqlite3, zlib)"
    case graphDrawn = "docs/ARCHITECTURE.md shows the graph the manifests give"

    /// What breaks the rule in `repository`, one line each; empty when it holds.
    public func problems(_ repository: Repository) -> [String] {
        let check: (Repository) -> [String] =
            switch self {
            case .manifestsRead: { $0.errors.map(\.description) + ($0.packages.isEmpty ? ["no manifest found"] : []) }
            case .featuresDependOnSharedOnly: Self.featuresDependOnSharedOnly
            case .featuresNeverImportEachOther: Self.featuresNeverImportEachOther
            case .sharedDependOnNoFeatureOrInfrastructure: Self.sharedDependOnNoFeatureOrInfrastructure
            case .infrastructureDependsOnNoFeature: Self.infrastructureDependsOnNoFeature
            case .coreImportsNoInfrastructure: Self.coreImportsNoInfrastructure
            case .coreTakesNoInfrastructureProducts: Self.coreTakesNoInfrastructureProducts
            case .appIsALeaf: Self.appIsALeaf
            case .targetsImportWhatTheyDeclare: Self.targetsImportWhatTheyDeclare
            case .freshMachineHeaders: Self.freshMachineHeaders
            case .graphDrawn: { ArchitectureGraph.staleness(of: $0).map { [$0] } ?? [] }
            }
        return check(repository)
    }
}
