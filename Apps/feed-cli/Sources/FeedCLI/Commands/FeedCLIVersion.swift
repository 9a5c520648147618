/// The version `feed-cli --version` prints: the newest released version in CHANGELOG.md, which is also the tag of
/// that release (docs/USAGE.md, "Versions and releases"). A test holds the two equal, so a release cannot be tagged without it.
enum FeedCLIVersion {
    static let current = "0.1.0"
}
