import Testing

@testable import TerminalUI

@Suite("ZlibDeflate: zlib streams for kitty pictures")
struct ZlibDeflateTests {
    @Test(
        "zlib's uncompress gives back the bytes",
        arguments: [
            ("nothing", []), ("a word", Array("Wikipedia".utf8)),
            ("repeats", Array(String(repeating: "abcabcabd", count: 5_000).utf8)),
            ("noise over several stored blocks", makeNoise(count: 140_000)),
            ("a picture", makePixels(width: 64, height: 64) { x, y in (UInt8(x * 4), UInt8(y * 4), 9) }.rgb),
        ] as [(String, [UInt8])])
    func roundTripsThroughZlib(_ name: String, _ bytes: [UInt8]) throws {
        let stream = try #require(ZlibDeflate.compress(bytes))

        let inflated = try #require(SystemZlib.uncompress(stream, capacity: bytes.count + 16), "\(name)")

        #expect(inflated == bytes, "\(name)")
    }

    @Test("repeated content shrinks to a small fraction, noise grows by a tenth of a percent at most (zlib stores it)")
    func compressesRepeatsAndBoundsNoise() {
        let repeated = Array(String(repeating: "▀ thumbnail ", count: 4_000).utf8)
        let noise = makeNoise(count: 100_000)

        #expect((ZlibDeflate.compress(repeated)?.count ?? .max) * 50 < repeated.count)
        #expect((ZlibDeflate.compress(noise)?.count ?? .max) <= noise.count + noise.count / 1_000 + 16)
    }
}
