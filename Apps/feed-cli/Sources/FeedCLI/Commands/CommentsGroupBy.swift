import ArgumentParser

/// The values of `comments --group-by`.
enum CommentsGroupBy: String, CaseIterable, ExpressibleByArgument {
    case author
}
