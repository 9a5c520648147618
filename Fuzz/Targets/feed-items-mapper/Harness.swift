import EssentialFeed
import Foundation
import SharedAPI

// Fuzzes `FeedItemsMapper.map` with a status chosen by the first byte and the rest as the body.
//
// Properties checked on every input:
// - a status other than 200 always throws `InvalidData` and never returns images;
// - errors are `InvalidData` with a one-line cause;
// - the mapper agrees with a reference written from the API contract over `JSONSerialization`:
//   it returns images exactly when the reference does, the same images in the same order;
// - returned ids are unique and image URLs are absolute http(s) URLs with a host.
//
// Documents where two parsers may legitimately disagree (trailing commas, UTF-16/32, U+FEFF inside, which Linux
// JSONSerialization drops) are checked for the first two properties only. With a key twice in an object the mapper
// rejects a member it reads that appears twice, where the reference keeps one value: there only what the mapper
// accepts is compared.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = FuzzResponse(
        UnsafeRawBufferPointer(start: start, count: count), accepted: [200],
        rejected: [0, 100, 199, 201, 204, 299, 301, 304, 400, 401, 403, 404, 500, 503])
    let result = Result { try FeedItemsMapper.map(input.body, from: input.response) }

    if case let .failure(error) = result {
        guard let invalid = error as? InvalidData else { return fail("not InvalidData: \(error)") }
        requireOneLineCause(invalid.reason, context: "FeedItemsMapper")
    }
    guard input.isAccepted else {
        require((try? result.get()) == nil, "images for status \(input.status)")
        return 0
    }
    if case let .success(images) = result {
        require(Set(images.map(\.id)).count == images.count, "duplicate ids returned")
        for image in images {
            let scheme = image.url.scheme?.lowercased()
            require(scheme == "http" || scheme == "https", "image URL scheme \(image.url)")
            require(!(image.url.host ?? "").isEmpty, "image URL without host \(image.url)")
        }
    }
    let data = input.body
    guard !JSONShape.hasTrailingComma(data), !JSONShape.isWideUnicode(data), !JSONShape.hasByteOrderMarkInside(data)
    else { return 0 }

    let actual = try? result.get()
    if actual == nil, JSONShape.excusesRejection(data) { return 0 }
    let readings = uuidReadings().map { ReferenceFeed.images(in: data, uuid: $0) }
    let expected = readings[0]
    require(
        readings.contains { $0 == actual },
        "mapper \(describe(actual)) but reference \(describe(expected)) (\(String(describing: result))) for \(JSONShape.dump(data))"
    )
    return 0
}

private func fail(_ message: String) -> CInt {
    require(false, message)
    return 0
}

private func describe(_ images: [FeedImage]?) -> String {
    images.map { "\($0.count) images" } ?? "rejects"
}

/// The feed contract, read literally: `{"items":[{"id","description"?,"location"?,"image"}]}`.
enum ReferenceFeed {
    static func images(in data: Data, uuid: (String) -> UUID?) -> [FeedImage]? {
        guard let root = ReferenceJSON.parse(data), case let .array(items)? = root["items"] else { return nil }
        var images: [FeedImage] = []
        var ids: Set<UUID> = []
        for item in items {
            guard case .object = item,
                let id = item["id"]?.string.flatMap(uuid),
                let url = item["image"]?.string.flatMap(httpURL),
                let description = optionalString(item["description"]),
                let location = optionalString(item["location"]),
                ids.insert(id).inserted
            else { return nil }
            images.append(FeedImage(id: id, description: description, location: location, url: url))
        }
        return images
    }

    /// `.some(nil)` for a missing or null field, `.some(text)` for a string, nil (invalid) for any other type.
    private static func optionalString(_ value: ReferenceJSON?) -> String?? {
        switch value {
        case nil, .null?: return .some(nil)
        case let .string(text)?: return .some(text)
        default: return nil
        }
    }

    private static func httpURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }
}
