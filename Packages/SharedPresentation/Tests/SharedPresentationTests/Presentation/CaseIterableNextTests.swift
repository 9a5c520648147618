import SharedPresentation
import Testing

@Suite("CaseIterable.next: a cycle of choices, the first again after the last")
struct CaseIterableNextTests {
    private enum Order: CaseIterable {
        case api, newest, oldest
    }

    @Test("each case is followed by the one declared after it")
    func followsDeclarationOrder() {
        #expect(Order.api.next == .newest)
        #expect(Order.newest.next == .oldest)
    }

    @Test("the last case is followed by the first")
    func wrapsAround() {
        #expect(Order.oldest.next == .api)
    }
}
