import ArgumentParser
import HTTPClientPolicy

extension APIBaseURL {
    /// Parses `--base-url`; ArgumentParser reports the error with the option and the value, the reason in the
    /// language of `--lang` or of the environment.
    static func argument(_ text: String) throws -> APIBaseURL {
        guard let baseURL = APIBaseURL(text) else { throw UsageWords.refusal(.baseURLRefused) }
        return baseURL
    }
}
