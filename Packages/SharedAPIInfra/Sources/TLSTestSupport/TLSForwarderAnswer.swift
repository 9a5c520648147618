import NIOCore

/// Sends what the plain server answers back through TLS.
final class TLSForwarderAnswer: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer

    private let front: any Channel

    init(front: any Channel) {
        self.front = front
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        front.writeAndFlush(unwrapInboundIn(data), promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        front.close(promise: nil)
        context.fireChannelInactive()
    }
}
