import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 channel, idle connections closed after `idleTimeout`, with ``HostHeaderCheck`` put right
/// after its HTTP/1 decoder.
struct HostCheckedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let http1: HTTP1Channel

    /// The server builder for `Application`: connections silent for `idleTimeout` (no request, or one that stopped
    /// arriving) are closed, so a client that sends half a request and waits holds its slot only that long.
    static func builder(idleTimeout: Duration) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            HostCheckedHTTP1Channel(
                http1: HTTP1Channel(responder: responder, configuration: .init(idleTimeout: TimeAmount(idleTimeout))))
        }
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(HostHeaderCheck(), position: .after(decoder))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }
}
