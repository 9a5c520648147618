import TerminalUI
import Testing

@Suite("EventBacklog: a loop draws once no event waits behind the one it handled")
struct EventBacklogTests {
    @Test("idle at first, busy while sent events are not all taken, idle again once they are")
    func idleOnlyWhenEveryEventWasTaken() {
        let backlog = EventBacklog()
        #expect(backlog.isIdle)

        backlog.sent()
        backlog.sent()
        backlog.sent()
        backlog.taken()
        let afterOne = backlog.isIdle
        backlog.taken()
        backlog.taken()

        #expect(!afterOne, "two keys still wait: no frame yet")
        #expect(backlog.isIdle)
    }

    @Test("taking more than was sent leaves it idle, never owing")
    func neverBelowZero() {
        let backlog = EventBacklog()

        backlog.taken()
        backlog.sent()

        #expect(!backlog.isIdle)
    }
}
