/// A JSON value that may be missing, written as an explicit `null`, so that every key of a documented shape is
/// always there. (A plain optional property is left out when nil: for keys that only some objects have.)
@propertyWrapper
public struct JSONNullable<Value: Encodable>: Encodable {
    /// The value, or nil for `null`.
    public var wrappedValue: Value?

    /// A value that may be missing.
    ///
    /// - Parameter wrappedValue: The value, or nil for `null`.
    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    /// Writes the value, or `null`.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}
