/// The kind of the next JSON value, as told by its first byte.
public enum JSONValueKind: Equatable, Sendable {
    case object, array, string, number, bool, null
}
