import Foundation
import ImageComments
import Testing

@Suite("ImageCommentsPresenter")
struct ImageCommentsPresenterTests {
    private static let now = Date(timeIntervalSince1970: 1_600_000_000)

    @Test(
        "formats the date relative to the current date for en, pt-BR and el",
        arguments: [
            (-1.0, "en", "1 second ago"), (-30, "en", "30 seconds ago"), (-60, "en", "1 minute ago"),
            (-5 * 60, "en", "5 minutes ago"), (-3_600, "en", "1 hour ago"), (-3 * 3_600, "en", "3 hours ago"),
            (-86_400, "en", "1 day ago"), (-2 * 86_400, "en", "2 days ago"), (-7 * 86_400, "en", "1 week ago"),
            (-14 * 86_400, "en", "2 weeks ago"), (-365 * 86_400, "en", "1 year ago"),
            (-731 * 86_400, "en", "2 years ago"),
            (2, "en", "1 second ago"), (3_600, "en", "1 second ago"), (0, "en", "1 second ago"),
            (0.4, "en", "1 second ago"), (-0.4, "en", "1 second ago"), (0, "pt-BR", "há 1 segundo"),
            (0, "el", "πριν από 1 δευτερόλεπτο"),
            (-30, "pt-BR", "há 30 segundos"), (-5 * 60, "pt-BR", "há 5 minutos"), (-3 * 3_600, "pt-BR", "há 3 horas"),
            (-86_400, "pt-BR", "há 1 dia"), (-14 * 86_400, "pt-BR", "há 2 semanas"),
            (-365 * 86_400, "pt-BR", "há 1 ano"),
            (-30, "el", "πριν από 30 δευτερόλεπτα"), (-5 * 60, "el", "πριν από 5 λεπτά"),
            (-3 * 3_600, "el", "πριν από 3 ώρες"),
            (-86_400, "el", "πριν από 1 ημέρα"), (-14 * 86_400, "el", "πριν από 2 εβδομάδες"),
            (-365 * 86_400, "el", "πριν από 1 έτος"),
        ] as [(TimeInterval, String, String)])
    func relativeDate(offset: TimeInterval, language: String, expected: String) {
        let comment = makeComment(createdAt: Self.now.addingTimeInterval(offset))

        let viewModel = ImageCommentsPresenter.map(
            [comment], currentDate: Self.now, calendar: utcGregorian(), language: language)

        #expect(viewModel.comments.map(\.date) == [expected])
    }

    @Test("maps message and username, keeping the order")
    func mapsFields() {
        let comments = [
            makeComment(message: "first", username: "ann", createdAt: Self.now.addingTimeInterval(-60)),
            makeComment(message: "second", username: "bob", createdAt: Self.now.addingTimeInterval(-86_400)),
        ]

        let viewModel = ImageCommentsPresenter.map(
            comments, currentDate: Self.now, calendar: utcGregorian(), language: "en")

        #expect(
            viewModel
                == ImageCommentsViewModel(comments: [
                    ImageCommentViewModel(message: "first", date: "1 minute ago", username: "ann"),
                    ImageCommentViewModel(message: "second", date: "1 day ago", username: "bob"),
                ]))
    }

    @Test("maps no comments to no view models")
    func mapsEmpty() {
        let viewModel = ImageCommentsPresenter.map([], currentDate: Self.now, calendar: utcGregorian(), language: "en")

        #expect(viewModel.comments.isEmpty)
    }

    @Test("uses the injected calendar to count months and years")
    func usesInjectedCalendar() {
        let comment = makeComment(createdAt: Self.now.addingTimeInterval(-45 * 86_400))
        var islamic = Calendar(identifier: .islamic)
        islamic.timeZone = TimeZone(identifier: "UTC")!

        let gregorianDate = ImageCommentsPresenter.map(
            [comment], currentDate: Self.now, calendar: utcGregorian(), language: "en")
        let islamicDate = ImageCommentsPresenter.map(
            [comment], currentDate: Self.now, calendar: islamic, language: "en")

        #expect(gregorianDate.comments.map(\.date) == ["2 months ago"])
        #expect(islamicDate.comments.map(\.date) == ["1 month ago"])
    }

    @Test(
        "localizes the relative date in every other supported language",
        arguments: [
            ("es", "hace 1 día"), ("fr", "il y a 1 jour"), ("de", "vor 1 Tag"), ("it", "1 giorno fa"),
            ("nl", "1 dag geleden"), ("pl", "1 dzień temu"), ("ru", "1 день назад"), ("ja", "1 日前"), ("zh-Hans", "1天前"),
        ])
    func localizesEveryLanguage(language: String, expected: String) {
        let comment = makeComment(createdAt: Self.now.addingTimeInterval(-86_400))

        let viewModel = ImageCommentsPresenter.map(
            [comment], currentDate: Self.now, calendar: utcGregorian(), language: language)

        #expect(viewModel.comments.map(\.date) == [expected])
    }

    // MARK: - Helpers

    private func makeComment(message: String = "a message", username: String = "a username", createdAt: Date)
        -> ImageComment
    {
        ImageComment(id: UUID(), message: message, createdAt: createdAt, username: username)
    }

    private func utcGregorian() -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
}
