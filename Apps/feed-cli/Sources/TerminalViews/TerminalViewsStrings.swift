import SharedPresentation

/// The words the shared terminal views write themselves, in every supported language: `Views.strings`, in the one
/// shape of every table (SharedPresentation's `LocalizedStrings`); a key's `.strings` name is its case name.
package enum TerminalViewsStrings: LocalizedStrings {
    package enum Key: String, CaseIterable {
        case noPicture
    }

    package static let table = LocalizedTable(resources: "feed-cli_TerminalViews", bundle: .module, table: "Views")
}
