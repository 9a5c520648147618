import ArgumentParser
import EssentialFeed
import ImageComments

/// The feature packages' sort orders are `--sort` values; their raw values are the words.
extension FeedImageSort: @retroactive ExpressibleByArgument {}
extension ImageCommentsSort: @retroactive ExpressibleByArgument {}
