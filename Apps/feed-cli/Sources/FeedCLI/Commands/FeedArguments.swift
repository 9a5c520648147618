import ArgumentParser
import EssentialFeed
import LayeredSettings

/// `feed`'s options as plain values and what it does with them: `FeedCommand` gives them from ArgumentParser's
/// parse, `FeedWords` from the fast reading, without a property wrapper.
struct FeedArguments: Sendable, Equatable {
    var options = OptionValues(takesRequests: true, takesImages: true)
    var config: String?
    var pages: Int?
    var all = false
    var json = false
    var search: String?
    var sort: FeedImageSort = .api

    /// `FeedCommand`'s checks, its option groups' first.
    func validate() throws {
        try RequestOptions.validate(token: options.token, tokenFile: options.tokenFile, timeout: options.timeout)
        try ConfigOptions.validate(config: config)
        if let pages, pages < 1 { throw UsageWords.refusal(.usageAtLeast, ["option": "--pages", "minimum": "1"]) }
        if pages != nil && all { throw UsageWords.refusal(.usageEither, ["first": "--pages", "second": "--all"]) }
        if let search, search.count > 1_000 { throw UsageWords.refusal(.usageSearchTooLong) }
    }

    func run() async throws {
        let sources = try SettingSources(configPath: config)
        let format = OutputFormat(json: json)
        try await Pager.paging(format, noPager: options.noPager, sources: sources, lang: options.lang) {
            let context = CommandContext(
                settings: try AppSettings(sources: sources, options: options), format: format)
            let listing = FeedImageListing(search: FeedImageSearch(search ?? ""), sort: sort)
            try await FeedRun(context: context, pages: all ? .all : .count(pages ?? 1), listing: listing).run()
        }
    }
}

extension OptionValues {
    init(takesRequests: Bool, takesImages: Bool) {
        self.init()
        self.takesRequests = takesRequests
        self.takesImages = takesImages
    }
}
