import Foundation
import SharedAPI
import Testing

@Suite("URLPort: a port a connection can be made to")
struct URLPortTests {
    @Test(
        "accepts no port, an empty port and ports from 1 to 65535",
        arguments: [
            "http://127.0.0.1/feed", "http://127.0.0.1:/feed", "http://h:1", "http://h:65535/x?a=1:2",
            "https://user:pa:ss@h:8443/", "http://[::1]:8080/", "http://[::1]/", "http://h/a:99999",
            "http://h?q=:99999", "http://h#:99999",
        ])
    func acceptsUsablePorts(_ text: String) {
        #expect(URLPort.isValid(URL(string: text)!))
    }

    @Test(
        "refuses ports past 65535, port 0, signs and overlong digits",
        arguments: [
            "http://127.0.0.1:65536/", "http://127.0.0.1:70000", "http://127.0.0.1:99999999999999999999",
            "http://h:0/", "http://h:000080/", "http://[::1]:70000/", "http://u@h:123456/",
        ])
    func refusesUnusablePorts(_ text: String) throws {
        let url = try #require(URL(string: text))

        #expect(!URLPort.isValid(url))
    }
}
