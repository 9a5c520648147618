import NIOCore
import NIOPosix

/// Forwards the decrypted bytes of one TLS connection to a new connection to 127.0.0.1:`port`, and the answer
/// back; when either side ends, so does the other. Bytes that come before that connection is made wait for it.
final class TLSForwarder: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private let port: Int
    private var backend: (any Channel)?
    private var waiting: [ByteBuffer] = []
    private var isOpen = true

    init(port: Int) {
        self.port = port
    }

    func channelActive(context: ChannelHandlerContext) {
        let front = context.channel
        let forwarder = NIOLoopBound(self, eventLoop: context.eventLoop)
        ClientBootstrap(group: context.eventLoop)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(TLSForwarderAnswer(front: front))
                }
            }
            .connect(host: "127.0.0.1", port: port)
            .whenComplete { result in
                switch result {
                case let .success(channel): forwarder.value.connected(channel)
                case .failure: front.close(promise: nil)
                }
            }
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let bytes = unwrapInboundIn(data)
        guard let backend else { return waiting.append(bytes) }
        backend.writeAndFlush(bytes, promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        isOpen = false
        backend?.close(promise: nil)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    private func connected(_ channel: any Channel) {
        guard isOpen else { return channel.close(promise: nil) }
        backend = channel
        for bytes in waiting { channel.write(bytes, promise: nil) }
        waiting = []
        channel.flush()
    }

}
