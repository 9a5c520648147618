import Hummingbird
import NIOCore

/// A request's context with the local address of the connection it arrived on, for URLs on this server.
package struct SampleRequestContext: RequestContext {
    package var coreContext: CoreRequestContextStorage
    /// The server's end of the connection; nil when the request did not come over a socket (in-process tests).
    package let localAddress: SocketAddress?

    package init(source: ApplicationRequestContextSource) {
        self.coreContext = .init(source: source)
        self.localAddress = source.channel.localAddress
    }
}
