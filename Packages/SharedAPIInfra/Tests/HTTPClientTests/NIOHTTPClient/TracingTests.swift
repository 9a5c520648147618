import InMemoryTracing
import Testing
import Tracing

@testable import NIOHTTPClient

/// AsyncHTTPClient spans every request with the tracer it is configured with; the client passes on the one the
/// process bootstrapped and none when that is the no-op tracer, whose spans record nothing and cost start-up time.
@Suite("NIOHTTPClient's tracer")
struct TracingTests {
    @Test("with no tracer bootstrapped (the no-op one), requests are not wrapped in spans")
    func noOpTracerIsDropped() {
        #expect(Clients.tracer(NoOpTracer()) == nil)
        #expect(Clients.tracer(nil) == nil)
    }

    @Test("a tracer the process bootstrapped is kept")
    func realTracerIsKept() {
        #expect(Clients.tracer(InMemoryTracer()) is InMemoryTracer)
    }

    @Test("the process's clients use no tracer here, where none is bootstrapped")
    func sharedClientsHaveNoTracer() {
        #expect(Clients.shared.client(proxy: nil).tracer == nil)
    }
}
