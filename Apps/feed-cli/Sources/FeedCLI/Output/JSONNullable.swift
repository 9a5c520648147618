/// The one way the CLI's JSON writes a value that may be missing: as an explicit `null`, so every key of a
/// documented shape is always there. (A plain optional property is left out when nil: for keys that only some
/// objects have.)
@propertyWrapper
struct JSONNullable<Value: Encodable>: Encodable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}
