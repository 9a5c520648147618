/// The members of one JSON object that a mapper reads: one case each, its raw value the key as sent.
///
/// ``JSONReader/readObject(at:keys:_:)`` passes each of these members once, skips every other member, and
/// rejects a repeated one. At most 64 cases.
public protocol JSONObjectKey: RawRepresentable, CaseIterable where RawValue == String {}
