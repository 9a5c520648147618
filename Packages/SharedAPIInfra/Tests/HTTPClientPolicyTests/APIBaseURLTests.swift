import Foundation
import HTTPClientPolicy
import Testing

@Suite("An API base URL: an absolute http(s) URL, one normalised spelling for each API")
struct APIBaseURLTests {
    @Test(
        "every spelling of one API normalises the same: case, the default port, trailing slashes, spaces around it",
        arguments: [
            "https://api.example.com/v1", "HTTPS://API.example.com/v1/", "https://api.example.com:443/v1//",
            "  https://api.example.com/v1 ",
        ])
    func normalised(text: String) throws {
        let baseURL = try #require(APIBaseURL(text))

        #expect(baseURL.normalized == "https://api.example.com/v1")
    }

    @Test("a port other than the scheme's default is kept, and http's default is dropped")
    func ports() {
        #expect(APIBaseURL("https://api.example.com:8443")?.normalized == "https://api.example.com:8443")
        #expect(APIBaseURL("http://127.0.0.1:80/")?.normalized == "http://127.0.0.1")
        #expect(APIBaseURL("http://127.0.0.1:443")?.normalized == "http://127.0.0.1:443")
    }

    @Test("the URL as given is what requests are made under")
    func keepsTheURL() {
        #expect(APIBaseURL("http://127.0.0.1:8080/a/")?.url == URL(string: "http://127.0.0.1:8080/a/"))
    }

    @Test(
        "anything but an absolute http(s) URL with a host and a usable port is refused",
        arguments: [
            "", "not a url", "/relative/path", "ftp://example.com", "file:///tmp/x", "http://", "https://:8080",
            "http://example.com:0", "http://example.com:65536", "http://example.com:99999999999",
        ])
    func refused(text: String) {
        #expect(APIBaseURL(text) == nil)
    }
}
