import Foundation

extension FeedPresenter {
    /// How long ago the feed was saved, as a person says it: "3 hours ago", and "now" within the second of a save
    /// (the anchored style describes its anchor as seen from the date it formats; numeric, a fresh save read "in 0
    /// seconds").
    public static func savedAge(_ savedAt: Date, currentDate: Date, language: String) -> String {
        let style = Date.AnchoredRelativeFormatStyle(
            anchor: savedAt, presentation: .named, unitsStyle: .wide, locale: Locale(identifier: language))
        return style.format(currentDate)
    }
}
