import ArgumentParser
import EssentialFeed
import ImageComments

/// The feature packages' sort orders are `--sort` values; their raw values are the words. Conformances of other
/// modules' types name the modules rather than say `@retroactive`, an error where the root manifest builds all of
/// them in one package.
extension EssentialFeed.FeedImageSort: ArgumentParser.ExpressibleByArgument {}
extension ImageComments.ImageCommentsSort: ArgumentParser.ExpressibleByArgument {}
