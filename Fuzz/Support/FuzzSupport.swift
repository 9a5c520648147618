import Foundation
import HTTPTypes

/// Stops the run with a one-line message when a property the harness checks does not hold.
///
/// libFuzzer treats the abort as a crash and keeps the input that caused it.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    guard !condition() else { return }
    FileHandle.standardError.write(Data("PROPERTY VIOLATED: \(message())\n".utf8))
    abort()
}

/// The input split into a status code chosen by the first byte and the body after it.
///
/// First bytes below 192 select an accepted status, so that most executions reach the parser.
struct FuzzResponse {
    let status: Int
    let body: Data
    let isAccepted: Bool

    init(_ bytes: UnsafeRawBufferPointer, accepted: [Int], rejected: [Int]) {
        let first = Int(bytes.first ?? 0)
        let all = accepted + rejected
        status = first < 192 ? accepted[first % accepted.count] : all[first % all.count]
        isAccepted = accepted.contains(status)
        body = Data(bytes.dropFirst())
    }

    var response: HTTPResponse {
        HTTPResponse(status: .init(code: status))
    }
}

/// A one-line, bounded error cause, as the CLI prints it under the localized message.
func requireOneLineCause(_ reason: String, context: String) {
    require(!reason.isEmpty, "\(context): empty cause")
    require(!reason.contains(where: \.isNewline), "\(context): cause spans lines: \(reason.debugDescription)")
}

/// The objects, arrays, strings, numbers, booleans and nulls that `JSONSerialization` produces, as plain values.
enum ReferenceJSON: Equatable {
    case object([String: ReferenceJSON])
    case array([ReferenceJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// Parses `data` with `JSONSerialization` (fragments allowed); nil when it rejects the document.
    static func parse(_ data: Data) -> ReferenceJSON? {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            return nil
        }
        return ReferenceJSON(object)
    }

    init?(_ object: Any) {
        // Exact type checks first: `as? [String: Any]` on a nested array bridges the whole subtree to
        // NSArray on Linux, level after level, which takes seconds for a few hundred levels.
        if type(of: object) == [Any].self {
            self.init(array: object as! [Any])
        } else if type(of: object) == [String: Any].self {
            self.init(dictionary: object as! [String: Any])
        } else if let string = object as? String {
            self = .string(string)
        } else if object is NSNull {
            self = .null
        } else if let number = object as? NSNumber {
            // JSONSerialization gives booleans as `NSNumber`s of type "c" (char); it never makes a char otherwise.
            self = String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        } else if let array = object as? [Any] {
            self.init(array: array)
        } else if let dictionary = object as? [String: Any] {
            self.init(dictionary: dictionary)
        } else {
            return nil
        }
    }

    private init?(array: [Any]) {
        var elements: [ReferenceJSON] = []
        elements.reserveCapacity(array.count)
        for element in array {
            guard let element = ReferenceJSON(element) else { return nil }
            elements.append(element)
        }
        self = .array(elements)
    }

    private init?(dictionary: [String: Any]) {
        var members: [String: ReferenceJSON] = [:]
        for (key, value) in dictionary {
            guard let value = ReferenceJSON(value) else { return nil }
            members[key] = value
        }
        self = .object(members)
    }

    subscript(key: String) -> ReferenceJSON? {
        guard case let .object(members) = self else { return nil }
        return members[key]
    }

    var string: String? {
        guard case let .string(text) = self else { return nil }
        return text
    }
}

/// Findings already reported and not yet fixed, named in `FUZZ_KNOWN` (comma-separated), that the harnesses
/// then tolerate so that a long run can look for new ones. Fuzz/fuzz runs strict unless told.
///
/// - `lenient-uuid`: some ids are read with `UUID(uuidString:)`, which on Linux accepts a sign inside a group
///   (at 19b619c: `JSONReader.readUUID` for strings with escapes); a result that matches the lenient reading
///   is then accepted too.
nonisolated(unsafe) let knownFindings: Set<String> = Set(
    (ProcessInfo.processInfo.environment["FUZZ_KNOWN"] ?? "").split(separator: ",").map(String.init))

/// The ways a reference may read a UUID: the contract's, then Foundation's when `lenient-uuid` is known.
func uuidReadings() -> [@Sendable (String) -> UUID?] {
    knownFindings.contains("lenient-uuid") ? [strictUUID, { UUID(uuidString: $0) }] : [strictUUID]
}

/// The UUID that `text` spells as 8-4-4-4-12 hex digits of either case, as the API contract says; nil otherwise.
///
/// Not `UUID(uuidString:)` alone: on Linux it also accepts a sign inside a group
/// (`...-E70C-7553AA6` reads as `...-E70CF9553AA6`), so it cannot be the reference.
func strictUUID(_ text: String) -> UUID? {
    let bytes = Array(text.utf8)
    guard bytes.count == 36 else { return nil }
    for (index, byte) in bytes.enumerated() {
        let isHyphenPosition = index == 8 || index == 13 || index == 18 || index == 23
        let isHex = (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
        guard isHyphenPosition ? byte == UInt8(ascii: "-") : isHex else { return nil }
    }
    return UUID(uuidString: text)
}
