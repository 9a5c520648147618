import Foundation
import HTTPTypes

/// Wraps a mapper so that a successful response declaring a media type the route never serves (an HTML page
/// from a proxy or a captive portal, JSON where image bytes belong) is invalid data before it is read or cached.
/// A response without a Content-Type is read as is; error statuses are left to the mapper.
public enum MediaTypeCheck {
    /// For the API's JSON routes: `application/json` or any `+json` type.
    public static func json<Resource>(
        _ mapper: @escaping RemoteResourceLoader<Resource>.Mapper
    ) -> RemoteResourceLoader<Resource>.Mapper {
        checked(mapper, expected: FailureReason.Phrase.notJSON) { $0 == "application/json" || $0.hasSuffix("+json") }
    }

    /// For image bytes: anything but text and JSON.
    public static func image(_ mapper: @escaping RemoteResourceLoader<Data>.Mapper) -> RemoteResourceLoader<Data>.Mapper
    {
        image(mapper, isPicture: { _ in false })
    }

    /// For image bytes: anything but text and JSON, unless `isPicture` recognizes the bytes themselves (by their
    /// signature): what a body is, its bytes say, not its header. A body no picture declared as text stays invalid.
    public static func image(
        _ mapper: @escaping RemoteResourceLoader<Data>.Mapper, isPicture: @escaping @Sendable (Data) -> Bool
    ) -> RemoteResourceLoader<Data>.Mapper {
        let declared = checked(mapper, expected: FailureReason.Phrase.notImageData) {
            !$0.hasPrefix("text/") && $0 != "application/json" && !$0.hasSuffix("+json")
        }
        return { data, response in try (isPicture(data) ? mapper : declared)(data, response) }
    }

    /// The lower-cased type and subtype of the Content-Type header, without parameters; nil when absent.
    public static func mediaType(of response: HTTPResponse) -> String? {
        guard let value = response.headerFields[.contentType] else { return nil }
        let type = value.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
        return type.isEmpty ? nil : type
    }

    private static let shownTypeLength = 60

    private static func checked<Resource>(
        _ mapper: @escaping RemoteResourceLoader<Resource>.Mapper,
        expected: @escaping @Sendable (_ mediaType: String) -> FailureReason.Phrase,
        accepts: @escaping @Sendable (String) -> Bool
    ) -> RemoteResourceLoader<Resource>.Mapper {
        { data, response in
            if response.isSuccessful, let type = mediaType(of: response), !accepts(type) {
                throw InvalidData(FailureReason(expected(String(type.prefix(shownTypeLength)))))
            }
            return try mapper(data, response)
        }
    }
}
