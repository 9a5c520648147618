extension FailureReason {
    /// The phrases a failure is told with. Each is a key of the causes' table (SharedPresentation's
    /// `Shared.strings`): `CAUSE.` and the case's name (a `system` reason's own name), whose `{placeholders}` are
    /// the case's labels. The words, English too, live only in the tables: a new phrase is a case here and a line
    /// in each table.
    public enum Phrase: Sendable, Hashable {
        /// A system call failed: `errno`, by what it means.
        case system(SystemReason)
        /// A file or socket operation failed, and the system said nothing more.
        case systemGaveNoReason
        /// The host name did not resolve.
        case cannotResolve(host: String)
        /// No connection could be made, for no reason more precise.
        case cannotConnect
        /// The answer was not HTTP.
        case malformedResponse
        /// The server's certificate names another host.
        case certificateForAnotherHost
        /// The server's certificate does not chain to a trusted root.
        case certificateNotTrusted
        /// The TLS handshake failed.
        case tlsHandshakeFailed
        /// The TLS handshake did not finish in time.
        case tlsHandshakeTimedOut
        /// The server closed the connection before it answered.
        case closedWithoutAnswer
        /// The URL is not an http or https one.
        case notHTTPURL
        /// The URL's port is not a port.
        case invalidPort(url: String)
        /// The body is shorter or longer than its Content-Length.
        case bodyLengthMismatch
        /// The redirects did not end within `limit`.
        case tooManyRedirects(limit: Int)
        /// The bearer token has characters a header value cannot hold.
        case tokenNotAHeaderValue
        /// The client got an answer that is not an HTTP response.
        case noHTTPResponse
        /// No complete response within the timeout.
        case noResponseWithin(seconds: Double)
        /// The response body passed the size limit.
        case responseTooLarge(limit: Int)
        /// The load was cancelled.
        case cancelled
        /// The server answered with a status the endpoint does not answer with.
        case unexpectedStatus(status: Int)
        /// The server refused the credentials with `status`.
        case authenticationFailed(status: Int)
        /// An HTTP status, alone: where the headline already says what it means.
        case httpStatus(status: Int)
        /// The body is JSON's place, but of another media type.
        case notJSON(mediaType: String)
        /// The body is image data's place, but of another media type.
        case notImageData(mediaType: String)
        /// The image data is empty.
        case emptyImageData
        /// The server answered 404 for `path`.
        case notFound(path: String)
        /// A walk through a paginated feed did not reach its end within `limit` pages.
        case pagesDidNotEnd(limit: Int)
        /// Page `page` of a paginated feed brought no item that was not loaded already: its cursor was ignored.
        case pageRepeatsItems(page: Int)
        /// The member at `path` of a JSON payload is absent.
        case jsonMissing(path: String)
        /// The value at `path`, which must be unique (an id), came before.
        case jsonDuplicate(path: String, value: String)
        /// The member at `path` appears twice in its object: which one wins differs between parsers.
        case jsonRepeated(path: String)
        /// The value at `path` is null.
        case jsonNull(path: String)
        /// The value at `path` is not an object.
        case jsonNotObject(path: String)
        /// The value at `path` is not an array.
        case jsonNotArray(path: String)
        /// The value at `path` is not a string.
        case jsonNotString(path: String)
        /// The value at `path` is not a number.
        case jsonNotNumber(path: String)
        /// The value at `path` is not a boolean.
        case jsonNotBoolean(path: String)
        /// The value at `path` is not null.
        case jsonNotNull(path: String)
        /// The string at `path` is not a UUID.
        case jsonNotUUID(path: String)
        /// The string at `path` is not an ISO 8601 date-time.
        case jsonNotDateTime(path: String)
        /// The string at `path` is not an http(s) URL.
        case jsonNotHTTPURL(path: String)
        /// The payload itself is null.
        case payloadNull
        /// The payload itself is not an object.
        case payloadNotObject
        /// The payload itself is not an array.
        case payloadNotArray
        /// The payload itself is not a string.
        case payloadNotString
        /// The payload itself is not a number.
        case payloadNotNumber
        /// The payload itself is not a boolean.
        case payloadNotBoolean
        /// The payload itself is not null.
        case payloadNotNull
        /// The payload is not JSON: what the parser found (`JSON_SYNTAX.<case>` fills `{reason}`) and the byte
        /// `offset` where it found it.
        case malformedJSON(reason: JSONSyntax, offset: Int)
        /// The cache file at `path` is not a readable feed cache: `cause` says why.
        indirect case cacheFileUnreadable(path: String, cause: Phrase)
        /// The cache file at `path` cannot be opened or created: `cause` says why.
        indirect case cacheFileCannotOpen(path: String, cause: Phrase)
        /// A cache operation failed for another reason: `cause` says which.
        indirect case cacheFailed(cause: Phrase)
        /// The cache file at `path` was written by a newer version, which this one leaves as it is.
        case cacheFileNewer(path: String)
        /// A row of the cache cannot be decoded.
        case cacheRowUndecodable
        /// A symbolic link is where a file must be.
        case symbolicLink
        /// Something other than a regular file is where a file must be.
        case notRegularFile
        /// A store opened for reading only was asked to write.
        case openedForReadingOnly
        /// SQLite failed with result `code` and no words of its own.
        case sqliteError(code: Int)
        /// SQLite's SQLITE_NOTADB: the file is not a database.
        case sqliteNotADatabase
        /// SQLite's SQLITE_CANTOPEN: the database file cannot be opened.
        case sqliteCannotOpen
        /// SQLite's SQLITE_FULL: the database or the disk is full.
        case sqliteFull
        /// SQLite's SQLITE_READONLY: a write to a database opened read-only.
        case sqliteReadOnly
        /// The certificates `source` names (`SSL_CERT_FILE=/etc/ca.pem`, or a path given outright) give no trust
        /// root: `cause` says why.
        indirect case certificatesUnusable(source: String, cause: Phrase)
        /// Nothing is at the path of a certificate file.
        case certificateFileMissing
        /// Nothing is at the path of a certificate directory.
        case certificateDirectoryMissing
        /// A directory is where a certificate file must be.
        case certificateFileIsDirectory
        /// A file is where a certificate directory must be.
        case certificateDirectoryIsFile
        /// The certificate file or directory cannot be read.
        case certificatesUnreadable
        /// The certificate file is larger than `limitMiB` MiB, more than any certificate bundle.
        case certificateFileTooLarge(limitMiB: Int)
        /// The file `name` of a certificate directory is larger than `limitMiB` MiB.
        case certificateDirectoryFileTooLarge(name: String, limitMiB: Int)
        /// The certificate file holds no PEM certificate (or a broken one).
        case noCertificateInFile
        /// The file `name` of a certificate directory, one of its hashed names, holds no PEM certificate (or a
        /// broken one).
        case noCertificateInDirectoryFile(name: String)
        /// No hashed name of a certificate directory (`openssl rehash`) holds a certificate.
        case noCertificateInDirectory
        /// Words already written, shown as they are: a mapper's, the system's text for an errno without a phrase,
        /// another error's own description. The one phrase without a key.
        case text(String)

        /// The key of the phrase in the causes' table; nil for words already written.
        public var key: String? {
            switch self {
            case .text: nil
            case let .system(reason): "CAUSE.\(reason.rawValue)"
            default: "CAUSE.\(Mirror(reflecting: self).children.first?.label ?? String(describing: self))"
            }
        }

        /// The values of the key's placeholders, by the case's labels: numbers as digits, seconds without a
        /// decimal point when they are whole.
        public var values: [String: String] {
            // The commonest causes hold no labelled value: no reflection (its first use scans every conformance).
            if case .system = self { return [:] }
            if case .text = self { return [:] }
            guard let payload = Mirror(reflecting: self).children.first?.value else { return [:] }
            let labelled = Mirror(reflecting: payload).children.compactMap { child in
                child.label.map { ($0, Self.written(child.value)) }
            }
            return Dictionary(labelled) { first, _ in first }
        }

        /// The values of the placeholders that are phrases themselves (a cache file's `cause`), by their labels:
        /// a presentation says them in the reader's language.
        public var phraseValues: [String: Phrase] {
            switch self {
            case let .cacheFileUnreadable(_, cause), let .cacheFileCannotOpen(_, cause), let .cacheFailed(cause),
                let .certificatesUnusable(_, cause):
                ["cause": cause]
            default: [:]
            }
        }

        private static func written(_ value: Any) -> String {
            if let phrase = value as? Phrase { return phrase.key ?? String(describing: phrase) }
            return (value as? Double).map(format) ?? String(describing: value)
        }

        /// Whole seconds without a decimal point.
        public static func format(_ seconds: Double) -> String {
            seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        }
    }
}
