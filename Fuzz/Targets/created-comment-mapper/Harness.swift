import Foundation
import ImageComments
import SharedAPI

// Fuzzes `CreatedImageCommentMapper.map` with a status chosen by the first byte and the rest as the body.
//
// Properties checked on every input:
// - a non-2xx status always throws `InvalidData` and never returns a comment;
// - errors are `InvalidData` with a one-line cause;
// - the mapper agrees with a reference written from the API contract over `JSONSerialization`
//   (one comment object): the same comment, or a rejection.
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
    let result = Result { try CreatedImageCommentMapper.map(input.body, from: input.response) }
    ReferenceComment.checkCommon(result, input, mapper: "CreatedImageCommentMapper")
    guard input.isAccepted, !ReferenceComment.isAmbiguous(input.body) else { return 0 }

    let actual = try? result.get()
    if actual == nil, JSONShape.excusesRejection(input.body) { return 0 }
    let root = ReferenceJSON.parse(input.body)
    let readings = uuidReadings().map { uuid in root.flatMap { ReferenceComment.comment(from: $0, uuid: uuid) } }
    let expected = readings[0]
    require(
        readings.contains { $0 == actual },
        "mapper \(String(describing: actual)) but reference \(String(describing: expected)) (\(result)) "
            + "for \(JSONShape.dump(input.body))")
    return 0
}
