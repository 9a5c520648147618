import Foundation

extension ImageCommentsPresenter {
    /// "ann (2 comments)": the header over an author's group, the count in `language`'s plural form.
    public static func header(of group: ImageCommentsGroup, language: String) -> String {
        "\(group.username) (\(commentCount(group.count, language: language)))"
    }

    /// One section per group, in the groups' order, each comment dated relative to `currentDate` in `language`.
    public static func sections(
        _ groups: [ImageCommentsGroup], currentDate: Date, calendar: Calendar, language: String
    ) -> [ImageCommentsSectionViewModel] {
        groups.map { group in
            ImageCommentsSectionViewModel(
                header: header(of: group, language: language),
                comments: map(group.comments, currentDate: currentDate, calendar: calendar, language: language)
                    .comments)
        }
    }
}
