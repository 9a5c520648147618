import Foundation

/// How old the saved feed is: "3 hours ago", "now" within the second of a save.
enum SavedFeedAge {
    static func text(_ savedAt: Date, currentDate: Date, language: String) -> String {
        let style = Date.AnchoredRelativeFormatStyle(
            anchor: savedAt, presentation: .named, unitsStyle: .wide, locale: Locale(identifier: language))
        return style.format(currentDate)
    }
}
