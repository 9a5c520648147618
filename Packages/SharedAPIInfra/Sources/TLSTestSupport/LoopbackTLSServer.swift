import Foundation
import NIOCore
import NIOPosix
import NIOSSL
import SharedAPITestSupport

/// HTTPS on 127.0.0.1, port 0, for integration tests: TLS with the server certificate of a
/// `TestCertificateAuthority`, in front of a `LoopbackHTTPServer` that answers with `handler` and records every
/// request. Each TLS connection is forwarded, decrypted, to a connection of its own to that server.
public final class LoopbackTLSServer: Sendable {
    /// The plain server behind the TLS one: its requests, counters and `stop()`.
    public let backend: LoopbackHTTPServer
    /// The port the TLS server listens on, chosen by the system.
    public let port: Int
    private let listener: any Channel

    /// Starts listening on 127.0.0.1 with `authority`'s server certificate, answering with `handler`.
    public init(authority: TestCertificateAuthority, handler: @escaping LoopbackHTTPServer.Handler) async throws {
        let backend = try LoopbackHTTPServer(handler: handler)
        let context = try NIOSSLContext(
            configuration: .makeServerConfiguration(
                certificateChain: try NIOSSLCertificate.fromPEMFile(authority.serverCertificateFile.path)
                    .map { .certificate($0) },
                privateKey: .privateKey(try NIOSSLPrivateKey(file: authority.serverKeyFile.path, format: .pem))))
        listener = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: context))
                    try channel.pipeline.syncOperations.addHandler(TLSForwarder(port: backend.port))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        port = listener.localAddress?.port ?? 0
        self.backend = backend
    }

    deinit { stop() }

    /// `https://127.0.0.1:<port>`.
    public var baseURL: URL { URL(string: "https://127.0.0.1:\(port)")! }

    /// `baseURL` + path.
    public func url(_ path: String) -> URL { URL(string: "https://127.0.0.1:\(port)\(path)")! }

    /// Every request received so far, in arrival order.
    public var requests: [RecordedRequest] { backend.requests }

    /// Stops listening and closes every connection.
    public func stop() {
        listener.close(promise: nil)
        backend.stop()
    }
}
