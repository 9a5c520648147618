import Foundation

/// Where the selection is in a list, as a footer says it: `12 / 230`, with a `+` while more rows may come.
public enum ListPosition {
    /// The selected row's number (from 1) over the count, in `locale`'s digits; empty for an empty list.
    ///
    /// - Parameters:
    ///   - selection: The selected row, from 0; past the last (a row after the list's) counts as the last.
    ///   - count: The rows there are.
    ///   - more: Whether more rows may come.
    ///   - locale: Whose digits and grouping.
    /// - Returns: The position, such as `12 / 1,230+`.
    public static func text(selection: Int, count: Int, more: Bool, locale: Locale) -> String {
        guard count > 0 else { return "" }
        let number = { (value: Int) in value.formatted(.number.locale(locale)) }
        return number(min(max(0, selection) + 1, count)) + " / " + number(count) + (more ? "+" : "")
    }
}
