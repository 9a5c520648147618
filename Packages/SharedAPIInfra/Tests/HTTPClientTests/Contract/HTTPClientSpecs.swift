import SharedAPI
import SharedAPITestSupport

/// The behaviours every `HTTPClient` shares, each asserted against a real server on 127.0.0.1.
///
/// `ClientUnderTest` conforms for each client, and `HTTPClientContractTests` runs every spec once per client.
protocol HTTPClientSpecs {
    func makeSUT(timeout: Double, maximumResponseSize: Int) -> any HTTPClient
}

extension HTTPClientSpecs {
    /// A client whose response timeout, unless a spec is about timeouts, is far above what a loopback answer takes
    /// on a machine with busy cores.
    func makeSUT(timeout: Double = HangGuard.seconds, maximumResponseSize: Int = 16 * 1024 * 1024) -> any HTTPClient {
        makeSUT(timeout: timeout, maximumResponseSize: maximumResponseSize)
    }
}
