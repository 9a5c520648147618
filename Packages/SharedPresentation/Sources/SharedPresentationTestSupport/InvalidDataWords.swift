import SharedAPI
import SharedPresentation

/// The English words of the `InvalidData` that `body` throws, as the causes' table says them (the words a person
/// reads); nil when it throws nothing, another error's description when it throws another.
///
/// - Parameter body: The code under test, a mapper's call most often.
/// - Returns: The cause's English words, nil, or the other error's description.
public func invalidDataWords(_ body: () throws -> some Any) -> String? {
    do {
        _ = try body()
        return nil
    } catch let error as InvalidData {
        return CauseText.words(error.cause.phrase, language: "en")
    } catch {
        return "\(error)"
    }
}
