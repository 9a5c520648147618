import Foundation
import TerminalUI
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("StandardInput: what a program reads when told `-`, whole but never much more than it takes")
struct StandardInputTests {
    @Test("a short input is read to its end, over several writes")
    func readsToTheEnd() throws {
        let data = try read(written: [Data("line one\n".utf8), Data("line two".utf8)], limit: 100)

        #expect(String(decoding: data, as: UTF8.self) == "line one\nline two")
    }

    @Test("a longer input stops past the limit, so the caller sees it was longer, without reading it all")
    func stopsPastTheLimit() throws {
        let data = try read(written: [Data(repeating: 0x61, count: 200_000)], limit: 10)

        #expect(data.count > 10)
        #expect(data.count < 200_000)
    }

    @Test("an empty input, or a descriptor that cannot be read, is no bytes")
    func nothing() throws {
        #expect(try read(written: [], limit: 10).isEmpty)
        #expect(StandardInput.read(descriptor: -1, limit: 10).isEmpty)
    }

    /// Writes `chunks` into a pipe from another thread, closes it, and reads its other end; what is left is drained
    /// before the end is closed, so the writer never writes into a closed pipe.
    private func read(written chunks: [Data], limit: Int) throws -> Data {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
        let (reading, writing) = (ends[0], ends[1])
        let writer = Thread {
            for chunk in chunks {
                chunk.withUnsafeBytes { bytes in
                    var offset = 0
                    while offset < bytes.count {
                        let written = write(writing, bytes.baseAddress! + offset, bytes.count - offset)
                        guard written > 0 else { break }
                        offset += written
                    }
                }
            }
            close(writing)
        }
        writer.start()
        let data = StandardInput.read(descriptor: reading, limit: limit)
        var rest = [UInt8](repeating: 0, count: 65_536)
        while rest.withUnsafeMutableBytes({ systemRead(reading, $0.baseAddress, $0.count) }) > 0 {}
        close(reading)
        return data
    }
}

#if canImport(Glibc)
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
#endif
