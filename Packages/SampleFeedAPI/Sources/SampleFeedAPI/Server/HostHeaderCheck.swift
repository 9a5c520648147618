import NIOCore
import NIOHTTP1

/// Answers 400 and closes the connection when a request breaks the Host rule (``HostHeader``): which server it is
/// for is unclear. It sits right after the HTTP/1 decoder, where the request's version and every Host line are
/// still known (the HTTP types Hummingbird reads next keep neither).
final class HostHeaderCheck: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    static let explanation = "A request must name its host in exactly one valid Host header.\n"
    /// Set once a request was refused: what the connection sends afterwards is dropped until it closes.
    private var refused = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        if case .head(let head) = unwrapInboundIn(data), !HostHeader.isAcceptable(head) {
            refused = true
            refuse(context)
            return
        }
        context.fireChannelRead(data)
    }

    private func refuse(_ context: ChannelHandlerContext) {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
        headers.add(name: "Content-Length", value: String(Self.explanation.utf8.count))
        headers.add(name: "Connection", value: "close")
        let head = HTTPResponseHead(version: .http1_1, status: .badRequest, headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: Self.explanation)))), promise: nil)
        let closing = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in closing.value.close(promise: nil) }
    }
}
