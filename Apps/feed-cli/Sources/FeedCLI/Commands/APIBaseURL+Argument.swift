import ArgumentParser
import HTTPClientPolicy

extension APIBaseURL {
    /// Parses `--base-url`; ArgumentParser reports the error with the option and the value.
    static func argument(_ text: String) throws -> APIBaseURL {
        guard let baseURL = APIBaseURL(text) else {
            throw ValidationError("it must be an absolute http or https URL with a port from 1 to 65535, if any")
        }
        return baseURL
    }
}
