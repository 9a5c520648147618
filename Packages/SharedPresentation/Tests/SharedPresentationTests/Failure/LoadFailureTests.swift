import Foundation
import SharedAPI
import SharedPresentation
import Testing

@Suite("LoadFailure: an error as people read it, a localized headline and a localized cause")
struct LoadFailureTests {
    @Test(
        "the cause of a failure is said in the reader's language",
        arguments: [
            (
                ResourceLoadError.connectivity(FailureReason(errno: ECONNREFUSED, address: "127.0.0.1:9")),
                "Verbindung abgelehnt (127.0.0.1:9)"
            ),
            (.authenticationFailed(status: 401), "HTTP-Status 401"),
            (.timedOut(HTTPClientError.timedOut(seconds: 10).reason), "keine Antwort innerhalb von 10 s"),
            (.notFound(FailureReason(.notFound(path: "/feed"))), "HTTP 404 für /feed"),
            (.unexpectedStatus(502), "unerwarteter HTTP-Status 502"),
            (
                .invalidData(FailureReason(.notJSON(mediaType: "text/html"))),
                "JSON erwartet, aber einen Inhalt vom Typ text/html erhalten"
            ),
        ])
    func causeInGerman(error: ResourceLoadError, expected: String) {
        #expect(LoadFailure(error).cause(language: "de") == expected)
    }

    @Test(
        "what is wrong with a JSON payload is said in the reader's language",
        arguments: [
            (InvalidData.missing(at: JSONPath.root.member("items").element(2).member("id")), "de", "items[2].id fehlt"),
            (
                .duplicate("A", at: JSONPath.root.member("items").element(1).member("id")), "de",
                "items[1].id A ist ein Duplikat"
            ),
            (.missing(at: JSONPath.root.member("items")), "pt-BR", "items está ausente"),
            (.duplicate("A", at: JSONPath.root.member("items")), "pt-BR", "items A está duplicado"),
        ])
    func invalidDataInTheReadersLanguage(error: InvalidData, language: String, expected: String) {
        #expect(LoadFailure(ResourceLoadError.invalidData(error.cause)).cause(language: language) == expected)
    }

    @Test(
        "what the JSON parser found and why the cache cannot be read are said in the reader's language",
        arguments: [
            (
                FailureReason(.malformedJSON(reason: .endOfInput(expected: .commaOrBrace), offset: 6)), "de",
                "fehlerhaftes JSON: unerwartetes Ende der Eingabe, erwartet: ',' oder '}' bei Byte 6"
            ),
            (
                FailureReason(.malformedJSON(reason: .nestingTooDeep(limit: 512), offset: 512)), "fr",
                "JSON mal formé : imbrication de plus de 512 niveaux à l’octet 512"
            ),
            (
                FailureReason(.cacheFileUnreadable(path: "/c/feed.sqlite", cause: .sqliteNotADatabase)), "de",
                "die Cache-Datei /c/feed.sqlite ist unlesbar: die Datei ist keine Datenbank"
            ),
            (
                FailureReason(.cacheFileNewer(path: "/c/feed.sqlite")), "ja",
                "キャッシュファイル /c/feed.sqlite は新しい feed-cli が書いたものです。そのままにします"
            ),
        ])
    func parserAndCacheCausesInTheReadersLanguage(reason: FailureReason, language: String, expected: String) {
        #expect(LoadFailure(kind: .invalidData, cause: reason).cause(language: language) == expected)
    }

    @Test("every JSON syntax error and token has words in every language, with the placeholders English has")
    func everySyntaxHasWordsEverywhere() {
        let keys = Self.everySyntax.map(\.key) + JSONToken.allCases.map(\.key)
        for key in keys {
            let placeholders = CauseText.table.placeholders(key, language: "en")
            for language in SupportedLanguages.all {
                #expect(CauseText.table.strings(for: language)[key] != nil, "\(key) in \(language)")
                #expect(CauseText.table.placeholders(key, language: language) == placeholders, "\(key)")
            }
        }
    }

    @Test("a file error's cause is its plain reason in the reader's language, never Foundation's dump")
    func fileErrorCause() {
        let missing = CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "/proc/x"])

        #expect(LoadFailure(missing).cause(language: "en") == "no such file or directory")
        #expect(LoadFailure(POSIXError(.EACCES)).cause(language: "pl") == "brak uprawnień")
        #expect(LoadFailure(CocoaError(.fileWriteUnknown)).cause(language: "en") == "the system gave no reason")
    }

    @Test("each kind has its headline, and the view model is the headline and the cause", arguments: ["en", "ja"])
    func viewModel(language: String) {
        let failure = LoadFailure(ResourceLoadError.authenticationFailed(status: 403))

        #expect(failure.kind == .unauthorized)
        #expect(failure.status == 403)
        #expect(
            failure.viewModel(language: language)
                == .error(
                    message: SharedStrings.authenticationFailed(language: language),
                    cause: failure.cause(language: language)))
    }

    @Test("in English, every phrase reads as it always did, with the address after it")
    func englishWords() {
        for (phrase, english) in Self.english {
            #expect(LoadFailure(kind: .unavailable, cause: FailureReason(phrase)).cause(language: "en") == english)
            let located = LoadFailure(kind: .unavailable, cause: FailureReason(phrase, address: "h:1"))
            #expect(located.cause(language: "en") == english + " (h:1)")
        }
    }

    @Test("every phrase has words in every language, with the placeholders English has")
    func everyPhraseHasWordsEverywhere() {
        for phrase in Self.everyPhrase {
            let key = phrase.key ?? ""
            let placeholders = CauseText.table.placeholders(key, language: "en")
            #expect(CauseText.table.strings(for: "en")[key] != nil, "\(phrase) has no English words")
            #expect(placeholders == Set(phrase.values.keys.map { "{\($0)}" }), "\(phrase)")
            for language in SupportedLanguages.all {
                #expect(CauseText.table.strings(for: language)[key] != nil, "\(phrase) in \(language)")
                #expect(CauseText.table.placeholders(key, language: language) == placeholders, "\(phrase)")
            }
        }
    }

    @Test("every language's causes are the phrases' keys, no more and no fewer", arguments: SupportedLanguages.all)
    func causesTableHasThePhrasesKeys(language: String) {
        #expect(Set(CauseText.table.strings(for: language).keys) == Self.everyKey)
    }

    @Test("every phrase is translated: no language but English says it in English")
    func everyPhraseIsTranslated() {
        for phrase in Self.everyPhrase {
            let english = CauseText.words(phrase, language: "en")
            for language in SupportedLanguages.all where language != "en" {
                #expect(CauseText.words(phrase, language: language) != english, "\(phrase) in \(language)")
            }
        }
    }

    @Test("words already written, such as a mapper's, stay as they are, on one line")
    func textStaysAsItIs() {
        let failure = LoadFailure(ResourceLoadError.invalidData("items[0].id\nis not a UUID"))

        #expect(failure.cause(language: "de") == "items[0].id is not a UUID")
        #expect(failure.kind == .invalidData)
    }

    // MARK: - Helpers

    /// One of each phrase with a key. The switch has no default: a new phrase does not compile here until it has
    /// a sample, and then the tests above find its words, or their absence, in every table.
    private static let everyPhrase: [FailureReason.Phrase] =
        (SystemReason.allCases.map { .system($0) } + [
            .systemGaveNoReason, .cannotResolve(host: "h"), .cannotConnect, .malformedResponse,
            .certificateForAnotherHost, .certificateNotTrusted, .tlsHandshakeFailed, .tlsHandshakeTimedOut,
            .closedWithoutAnswer, .notHTTPURL, .invalidPort(url: "http://h:99999"), .bodyLengthMismatch,
            .tooManyRedirects(limit: 5), .tokenNotAHeaderValue, .noHTTPResponse, .noResponseWithin(seconds: 2.5),
            .responseTooLarge(limit: 9), .cancelled, .unexpectedStatus(status: 500), .authenticationFailed(status: 401),
            .httpStatus(status: 401), .notFound(path: "/x"), .notJSON(mediaType: "text/html"),
            .notImageData(mediaType: "application/json"), .emptyImageData, .pagesDidNotEnd(limit: 100),
            .pageRepeatsItems(page: 2), .cacheFileUnreadable(path: "/c", cause: .sqliteNotADatabase),
            .cacheFileCannotOpen(path: "/c", cause: .symbolicLink), .cacheFailed(cause: .sqliteError(code: 5)),
            .cacheFileNewer(path: "/c"), .cacheRowUndecodable, .symbolicLink, .notRegularFile, .openedForReadingOnly,
            .sqliteError(code: 5), .sqliteNotADatabase, .sqliteCannotOpen, .sqliteFull, .sqliteReadOnly,
        ] + certificatePhrases + jsonPhrases).filter(hasKey)

    /// The phrases of a certificate file or directory that gives no trust root, one of each.
    private static let certificatePhrases: [FailureReason.Phrase] = [
        .certificatesUnusable(source: "SSL_CERT_FILE=/c.pem", cause: .certificateFileMissing),
        .certificateFileMissing, .certificateDirectoryMissing, .certificateFileIsDirectory,
        .certificateDirectoryIsFile, .certificatesUnreadable, .certificateFileTooLarge(limitMiB: 8),
        .certificateDirectoryFileTooLarge(name: "x.pem", limitMiB: 8), .noCertificateInFile,
        .noCertificateInDirectoryFile(name: "0a1b2c3d.0"), .noCertificateInDirectory,
    ]

    /// The phrases of an invalid JSON payload, one of each.
    private static let jsonPhrases: [FailureReason.Phrase] = [
        .jsonMissing(path: "items"), .jsonDuplicate(path: "items[1].id", value: "A"), .jsonRepeated(path: "items[0].a"),
        .jsonNull(path: "items"), .jsonNotObject(path: "items[0]"), .jsonNotArray(path: "items"),
        .jsonNotString(path: "items[0].id"), .jsonNotNumber(path: "n"), .jsonNotBoolean(path: "b"),
        .jsonNotNull(path: "z"), .jsonNotUUID(path: "items[0].id"), .jsonNotDateTime(path: "items[0].created_at"),
        .jsonNotHTTPURL(path: "items[0].image"), .payloadNull, .payloadNotObject, .payloadNotArray, .payloadNotString,
        .payloadNotNumber, .payloadNotBoolean, .payloadNotNull, .malformedJSON(reason: .invalidLiteral, offset: 0),
    ]

    /// One of each JSON syntax error: the switch has no default, so a new one does not compile here until it has a
    /// sample, and then the tests find its words, or their absence, in every table.
    private static let everySyntax: [JSONSyntax] = [
        .expected(.object), .endOfInput(expected: .value), .endOfInputInLiteral, .invalidLiteral,
        .nestingTooDeep(limit: 512), .invalidUUID, .invalidURL, .integerOutOfRange, .numberOutOfRange, .leadingZero,
        .controlCharacterInString, .unterminatedString, .invalidEscape, .loneLowSurrogate, .loneHighSurrogate,
        .invalidUnicodeEscape, .invalidUTF8, .dataAfterDocument,
    ].filter(isSample)

    private static func isSample(_ syntax: JSONSyntax) -> Bool {
        switch syntax {
        case .expected, .endOfInput, .endOfInputInLiteral, .invalidLiteral, .nestingTooDeep, .invalidUUID, .invalidURL,
            .integerOutOfRange, .numberOutOfRange, .leadingZero, .controlCharacterInString, .unterminatedString,
            .invalidEscape, .loneLowSurrogate, .loneHighSurrogate, .invalidUnicodeEscape, .invalidUTF8,
            .dataAfterDocument:
            true
        }
    }

    /// Every key of the causes' table: the phrases', the JSON syntax errors' and the JSON tokens'.
    private static let everyKey =
        Set(everyPhrase.compactMap(\.key) + everySyntax.map(\.key) + JSONToken.allCases.map(\.key))

    private static func hasKey(_ phrase: FailureReason.Phrase) -> Bool {
        switch phrase {
        case .system, .systemGaveNoReason, .cannotResolve, .cannotConnect, .malformedResponse,
            .certificateForAnotherHost, .certificateNotTrusted, .tlsHandshakeFailed, .tlsHandshakeTimedOut,
            .closedWithoutAnswer, .notHTTPURL, .invalidPort, .bodyLengthMismatch, .tooManyRedirects,
            .tokenNotAHeaderValue, .noHTTPResponse, .noResponseWithin, .responseTooLarge, .cancelled, .unexpectedStatus,
            .authenticationFailed, .httpStatus, .notFound, .notJSON, .notImageData, .emptyImageData, .pagesDidNotEnd,
            .pageRepeatsItems, .jsonMissing, .jsonDuplicate, .jsonRepeated, .jsonNull, .jsonNotObject, .jsonNotArray,
            .jsonNotString, .jsonNotNumber, .jsonNotBoolean, .jsonNotNull, .jsonNotUUID, .jsonNotDateTime,
            .jsonNotHTTPURL,
            .payloadNull, .payloadNotObject, .payloadNotArray, .payloadNotString, .payloadNotNumber, .payloadNotBoolean,
            .payloadNotNull, .malformedJSON, .cacheFileUnreadable, .cacheFileCannotOpen, .cacheFailed, .cacheFileNewer,
            .cacheRowUndecodable, .symbolicLink, .notRegularFile, .openedForReadingOnly, .sqliteError,
            .sqliteNotADatabase, .sqliteCannotOpen, .sqliteFull, .sqliteReadOnly, .certificatesUnusable,
            .certificateFileMissing, .certificateDirectoryMissing, .certificateFileIsDirectory,
            .certificateDirectoryIsFile, .certificatesUnreadable, .certificateFileTooLarge,
            .certificateDirectoryFileTooLarge, .noCertificateInFile, .noCertificateInDirectoryFile,
            .noCertificateInDirectory:
            true
        case .text: false
        }
    }

    /// The English words of each phrase, as people have read them.
    private static let english: [(FailureReason.Phrase, String)] = [
        (.system(.noSuchFile), "no such file or directory"), (.system(.permissionDenied), "permission denied"),
        (.system(.isDirectory), "it is a directory"), (.system(.notDirectory), "a part of the path is not a directory"),
        (.system(.readOnly), "the file system is read-only"), (.system(.noSpace), "no space left on the device"),
        (.system(.exists), "it already exists"), (.system(.addressInUse), "the address is already in use"),
        (.system(.addressUnavailable), "the address is not available on this machine"),
        (.system(.connectionRefused), "connection refused"),
        (.system(.connectionReset), "connection reset by the server"),
        (.system(.connectionTimedOut), "connection timed out"), (.system(.noRoute), "no route to the host"),
        (.systemGaveNoReason, "the system gave no reason"),
        (.cannotResolve(host: "api.example"), "cannot resolve the host api.example"),
        (.cannotConnect, "cannot connect"), (.malformedResponse, "malformed HTTP response"),
        (.certificateForAnotherHost, "the server's certificate is for another host"),
        (.certificateNotTrusted, "the server's certificate is not trusted"),
        (.tlsHandshakeFailed, "TLS handshake failed"), (.tlsHandshakeTimedOut, "TLS handshake timed out"),
        (.closedWithoutAnswer, "the server closed the connection without an answer"),
        (.notHTTPURL, "not an http(s) URL"), (.invalidPort(url: "http://h:99999"), "invalid port in http://h:99999"),
        (.bodyLengthMismatch, "the body does not match its announced length"),
        (.tooManyRedirects(limit: 5), "more than 5 redirects"),
        (.tokenNotAHeaderValue, "the token cannot be sent as a header value"), (.noHTTPResponse, "no HTTP response"),
        (.noResponseWithin(seconds: 10), "no response within 10 s"),
        (.noResponseWithin(seconds: 0.5), "no response within 0.5 s"),
        (.responseTooLarge(limit: 9), "response larger than 9 bytes"), (.cancelled, "cancelled"),
        (.unexpectedStatus(status: 500), "unexpected HTTP status 500"),
        (.authenticationFailed(status: 401), "authentication failed (HTTP 401)"),
        (.httpStatus(status: 401), "HTTP 401"),
        (.notJSON(mediaType: "text/html"), "expected JSON, got a body of type text/html"),
        (.notImageData(mediaType: "text/html"), "expected image data, got a body of type text/html"),
        (.emptyImageData, "empty image data"), (.notFound(path: "/x"), "HTTP 404 for /x"),
        (.pagesDidNotEnd(limit: 2), "the feed did not end after 2 pages"),
        (.pageRepeatsItems(page: 2), "page 2 of the feed repeats images already loaded (after_id ignored?)"),
        (.jsonMissing(path: "items[2].id"), "items[2].id is missing"),
        (.jsonDuplicate(path: "items[1].id", value: "A"), "items[1].id A is a duplicate"),
        (.jsonRepeated(path: "items[2].a"), "items[2].a appears twice"), (.jsonNull(path: "items"), "items is null"),
        (.jsonNotObject(path: "items[0]"), "items[0] is not an object"),
        (.jsonNotUUID(path: "items[2].id"), "items[2].id is not a UUID"),
        (.jsonNotDateTime(path: "items[2].created_at"), "items[2].created_at is not an ISO 8601 date-time"),
        (.jsonNotHTTPURL(path: "items[0].image"), "items[0].image is not an http(s) URL"),
        (.payloadNull, "the payload is null"), (.payloadNotObject, "the payload is not an object"),
        (.malformedJSON(reason: .invalidLiteral, offset: 0), "malformed JSON: invalid literal at byte 0"),
        (
            .malformedJSON(reason: .endOfInput(expected: .commaOrBrace), offset: 6),
            "malformed JSON: unexpected end of input, expected ',' or '}' at byte 6"
        ),
        (
            .malformedJSON(reason: .expected(.stringAsKey), offset: 1),
            "malformed JSON: expected a string as object key at byte 1"
        ),
        (
            .malformedJSON(reason: .nestingTooDeep(limit: 512), offset: 512),
            "malformed JSON: nesting deeper than 512 at byte 512"
        ),
        (
            .malformedJSON(reason: .loneHighSurrogate, offset: 1),
            "malformed JSON: lone high surrogate in a \\u escape at byte 1"
        ),
        (
            .cacheFileUnreadable(path: "/c/feed.sqlite", cause: .sqliteNotADatabase),
            "the cache file /c/feed.sqlite is unreadable: file is not a database"
        ),
        (
            .cacheFileUnreadable(path: "/c/feed.sqlite", cause: .cacheRowUndecodable),
            "the cache file /c/feed.sqlite is unreadable: a cached row cannot be decoded"
        ),
        (
            .cacheFileCannotOpen(path: "/c/feed.sqlite-wal", cause: .symbolicLink),
            "the cache file /c/feed.sqlite-wal cannot be opened: a symbolic link"
        ),
        (
            .cacheFileCannotOpen(path: "/c/feed.sqlite", cause: .notRegularFile),
            "the cache file /c/feed.sqlite cannot be opened: not a regular file"
        ),
        (
            .cacheFileCannotOpen(path: "/c/feed.sqlite", cause: .openedForReadingOnly),
            "the cache file /c/feed.sqlite cannot be opened: opened for reading only"
        ),
        (.cacheFailed(cause: .text("database is locked")), "the cache failed: database is locked"),
        (.cacheFailed(cause: .sqliteError(code: 10)), "the cache failed: SQLite error 10"),
        (
            .cacheFileNewer(path: "/c/feed.sqlite"),
            "the cache file /c/feed.sqlite was written by a newer feed-cli; it is left as it is"
        ),
        (.sqliteCannotOpen, "unable to open database file"), (.sqliteFull, "database or disk is full"),
        (.sqliteReadOnly, "attempt to write a readonly database"),
        (
            .certificatesUnusable(source: "SSL_CERT_DIR=/etc/certs", cause: .noCertificateInDirectory),
            "SSL_CERT_DIR=/etc/certs: no PEM certificate under a hashed name (openssl rehash) in the directory"
        ),
        (
            .certificatesUnusable(
                source: "SSL_CERT_DIR=/tmp", cause: .certificateDirectoryFileTooLarge(name: "5ad8a5d6.0", limitMiB: 8)),
            "SSL_CERT_DIR=/tmp: 5ad8a5d6.0 is larger than 8 MiB, more than any certificate bundle"
        ),
        (.certificateFileMissing, "no such file"), (.noCertificateInFile, "no PEM certificate in the file"),
        (.noCertificateInDirectoryFile(name: "0a1b2c3d.0"), "0a1b2c3d.0 holds no PEM certificate"),
        (.text("as it was written"), "as it was written"),
    ]
}
