import HTTPTypes

extension HTTPResponse {
    /// Status 200 exactly, as the feed endpoint requires.
    public var isOK: Bool { status.code == 200 }

    /// Any 2xx status, as the comments endpoint accepts.
    public var isSuccessful: Bool { status.kind == .successful }
}
