import Foundation
import SharedAPI
import Testing

@Suite("Origin: scheme, host and port, with the scheme's default port")
struct OriginTests {
    @Test("is the scheme, host and port, with default ports filled in")
    func isSchemeHostAndPortWithDefaults() {
        #expect(origin("http://API.example.com/v1") == origin("http://api.example.com:80/feed"))
        #expect(origin("https://api.example.com") == origin("https://api.example.com:443/x"))
    }

    @Test("differs by scheme, host or port")
    func differsBySchemeHostOrPort() {
        #expect(origin("https://a.com") != origin("http://a.com"))
        #expect(origin("http://a.com") != origin("http://b.com"))
        #expect(origin("http://a.com:8080") != origin("http://a.com"))
    }

    @Test("is nil for a URL without a host")
    func isNilWithoutHost() {
        #expect(Origin(URL(string: "file:///tmp/x")!) == nil)
    }

    private func origin(_ string: String) -> Origin? { Origin(URL(string: string)!) }
}
