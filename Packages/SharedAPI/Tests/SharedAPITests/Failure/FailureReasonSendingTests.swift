import Foundation
import SharedAPI
import Testing

@Suite("FailureReason.isBeforeSending: which failures leave no doubt that nothing was sent")
struct FailureReasonSendingTests {
    @Test(
        "refused, unresolved, unreachable and TLS failures happen before the request leaves",
        arguments: [
            FailureReason(.cannotResolve(host: "api.example")), FailureReason(errno: ECONNREFUSED),
            FailureReason(errno: ENETUNREACH), FailureReason(.tlsHandshakeFailed), FailureReason(.cannotConnect),
        ])
    func beforeSending(reason: FailureReason) {
        #expect(reason.isBeforeSending)
    }

    @Test(
        "a reset, a close, no answer in time or a malformed answer may come after the whole request was sent",
        arguments: [
            FailureReason(errno: ECONNRESET), FailureReason(.closedWithoutAnswer), FailureReason(.malformedResponse),
            FailureReason(.noResponseWithin(seconds: 10)), FailureReason(errno: EPIPE), FailureReason("anything"),
        ])
    func maybeAfterSending(reason: FailureReason) {
        #expect(!reason.isBeforeSending)
    }
}
