/// The `/` filter of the feed: its text, and whether keys are still typed into it.
struct SearchField: Equatable, Sendable {
    var text = ""
    var isEditing = true
}
