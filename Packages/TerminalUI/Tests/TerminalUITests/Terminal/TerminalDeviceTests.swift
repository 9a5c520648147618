import TerminalUI
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("TerminalDevice: the terminal a program takes over")
struct TerminalDeviceTests {
    @Test("the process's own is stdin and stdout, whose answers a query waits 100 ms for")
    func theProcessesOwnIsStandardInputAndOutput() {
        #expect(TerminalDevice.process == TerminalDevice(input: STDIN_FILENO, output: STDOUT_FILENO))
        #expect(TerminalDevice.process.answerMilliseconds == 100)
    }
}
