import Foundation
import ImageComments
import SharedAPI

// Fuzzes `ImageCommentsMapper.map` with a status chosen by the first byte and the rest as the body.
//
// Properties checked on every input:
// - a non-2xx status always throws `InvalidData` and never returns comments;
// - errors are `InvalidData` with a one-line cause;
// - the mapper agrees with a reference written from the API contract over `JSONSerialization`
//   (`{"items":[comment, ...]}`, all valid or none, ids unique): the same comments in the order sent.
//
// Documents where two parsers may legitimately disagree (trailing commas, UTF-16/32, U+FEFF inside, which Linux
// JSONSerialization drops) are checked for the first two properties only. With a key twice in an object the mapper
// rejects a member it reads that appears twice, where the reference keeps one value: there only what the mapper
// accepts is compared.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = FuzzResponse(
        UnsafeRawBufferPointer(start: start, count: count),
        accepted: ReferenceComment.acceptedStatuses, rejected: ReferenceComment.rejectedStatuses)
    let result = Result { try ImageCommentsMapper.map(input.body, from: input.response) }
    ReferenceComment.checkCommon(result, input, mapper: "ImageCommentsMapper")
    guard input.isAccepted, !ReferenceComment.isAmbiguous(input.body) else { return 0 }

    let actual = try? result.get()
    if actual == nil, JSONShape.excusesRejection(input.body) { return 0 }
    let readings = uuidReadings().map { referenceComments(in: input.body, uuid: $0) }
    let expected = readings[0]
    require(
        readings.contains { $0 == actual },
        "mapper \(actual.map { "\($0.count) comments" } ?? "rejects") but reference "
            + "\(expected.map { "\($0.count) comments" } ?? "rejects") (\(result)) for \(JSONShape.dump(input.body))")
    return 0
}

private func referenceComments(in data: Data, uuid: (String) -> UUID?) -> [ImageComment]? {
    guard let root = ReferenceJSON.parse(data), case let .array(items)? = root["items"] else { return nil }
    var comments: [ImageComment] = []
    var ids: Set<UUID> = []
    for item in items {
        guard let comment = ReferenceComment.comment(from: item, uuid: uuid), ids.insert(comment.id).inserted
        else { return nil }
        comments.append(comment)
    }
    return comments
}
