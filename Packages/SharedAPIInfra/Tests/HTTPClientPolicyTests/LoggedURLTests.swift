import Foundation
import HTTPClientPolicy
import Testing

@Suite("LoggedURL: a URL in a log line carries no credential")
struct LoggedURLTests {
    @Test(
        "the value of a query parameter named like a credential is REDACTED",
        arguments: [
            ("token", true), ("access_token", true), ("refresh-token", true), ("api_key", true), ("apiKey", true),
            ("apikey", true), ("key", true), ("password", true), ("client_secret", true), ("sig", true),
            ("X-Amz-Signature", true), ("auth", true), ("session_id", true), ("sessionid", true),
            ("page", false), ("limit", false), ("after_id", false), ("design", false),
        ])
    func secretNames(name: String, isSecret: Bool) {
        #expect(LoggedURL.isSecret(name: name) == isSecret)
    }

    @Test("the query keeps its other parameters, their order and their encoding")
    func queryIsRedacted() throws {
        let url = try #require(URL(string: "http://api.example/feed?limit=10&access_token=s3cret&q=a%20b&Key=x"))

        #expect(
            LoggedURL.text(of: url) == "http://api.example/feed?limit=10&access_token=REDACTED&q=a%20b&Key=REDACTED")
    }

    @Test("the user and password are dropped")
    func userInfoIsDropped() throws {
        let url = try #require(URL(string: "https://ann:pa55word@images.example:8443/1.png?w=2"))

        #expect(LoggedURL.text(of: url) == "https://images.example:8443/1.png?w=2")
    }

    @Test("a URL without a query or credentials reads as it is")
    func plainURL() throws {
        let url = try #require(URL(string: "http://127.0.0.1:8080/image/1/comments"))

        #expect(LoggedURL.text(of: url) == url.absoluteString)
    }
}
