import Foundation
import ImageComments
import SharedAPITestSupport
import Testing

@Suite("ImageCommentDate.parse")
struct ImageCommentDateTests {
    /// 2020-05-20T11:24:59Z.
    private static let reference = 1_589_973_899.0

    @Test(
        "reads every zone and fraction shape of the same instant",
        arguments: [
            ("2020-05-20T11:24:59Z", 0.0),
            ("2020-05-20T11:24:59z", 0),
            ("2020-05-20t11:24:59Z", 0),
            ("2020-05-20T11:24:59+0000", 0),
            ("2020-05-20T11:24:59+00:00", 0),
            ("2020-05-20T11:24:59-00:00", 0),
            ("2020-05-20T11:24:59+00", 0),
            ("2020-05-20T16:54:59+0530", 0),
            ("2020-05-20T16:54:59+05:30", 0),
            ("2020-05-20T05:54:59-0530", 0),
            ("2020-05-20T05:54:59-05:30", 0),
            ("2020-05-20T14:24:59+03", 0),
            ("2020-05-21T01:24:59+14:00", 0),
            ("2020-05-19T23:24:59-12:00", 0),
            ("2020-05-20T11:24:59.5Z", 0.5),
            ("2020-05-20T11:24:59.123Z", 0.123),
            ("2020-05-20T11:24:59,25Z", 0.25),
            ("2020-05-20T11:24:59.123456+00:00", 0.123456),
            ("2020-05-20T11:24:59.123456789+0000", 0.123456789),
            ("2020-05-20T11:24:59.1234567891234567891234567Z", 0.123456789),
            ("2020-05-20T11:24:59.000Z", 0),
            ("2020-05-20T16:54:59.75+05:30", 0.75),
        ])
    func readsShape(text: String, fraction: Double) throws {
        let date = try #require(ImageCommentDate.parse(text))

        #expect(abs(date.timeIntervalSince1970 - (Self.reference + fraction)) < 1e-6)
    }

    @Test(
        "computes epoch seconds across eras, month ends and leap days",
        arguments: [
            ("1970-01-01T00:00:00Z", 0),
            ("1969-12-31T23:59:59Z", -1),
            ("2000-02-29T00:00:00Z", 951_782_400),
            ("2000-03-01T00:00:00Z", 951_868_800),
            ("2004-02-29T12:00:00Z", 1_078_056_000),
            ("2024-02-29T23:59:59Z", 1_709_251_199),
            ("2023-12-31T23:59:59Z", 1_704_067_199),
            ("2024-01-01T00:00:00Z", 1_704_067_200),
            ("2038-01-19T03:14:08Z", 2_147_483_648),
            ("1900-03-01T00:00:00Z", -2_203_891_200),
            ("1600-02-29T00:00:00Z", -11_670_998_400),
            ("0000-01-01T00:00:00Z", -62_167_219_200),
            ("0001-01-01T00:00:00Z", -62_135_596_800),
            ("0000-02-29T00:00:00Z", -62_162_121_600),
            ("9999-12-31T23:59:59Z", 253_402_300_799),
            ("1970-01-01T00:00:00+23:59", -86_340),
            ("1970-01-01T00:00:00-23:59", 86_340),
        ] as [(String, Int)])
    func computesEpochSeconds(text: String, seconds: Int) throws {
        let date = try #require(ImageCommentDate.parse(text))

        #expect(date.timeIntervalSince1970 == Double(seconds))
    }

    @Test(
        "rejects garbage, missing parts, out-of-range fields and trailing bytes",
        arguments: [
            "", " ", "Z", "garbage", "null", "2020", "2020-05-20", "2020-05-20T11:24", "2020-05-20T11:24:59",
            "2020-05-20 11:24:59Z", "2020-05-20T11:24:59 Z", " 2020-05-20T11:24:59Z", "2020-05-20T11:24:59Z ",
            "2020-05-20T11:24:59ZZ", "2020-05-20T11:24:59Z\n", "2020-05-20T11:24:59+00:00x",
            "2020-05-20T11:24:59+0000Z",
            "2020-05-20T11:24:59.Z", "2020-05-20T11:24:59.+00:00", "2020-05-20T11:24:59..5Z",
            "2020-05-20T11:24:59.5.5Z",
            "2020-13-20T11:24:59Z", "2020-00-20T11:24:59Z", "2020-05-00T11:24:59Z", "2020-05-32T11:24:59Z",
            "2020-04-31T11:24:59Z", "2020-06-31T11:24:59Z", "2020-09-31T11:24:59Z", "2020-11-31T11:24:59Z",
            "2020-05-20T25:24:59Z", "2020-05-20T24:00:00Z", "2020-05-20T11:60:59Z", "2020-05-20T11:24:60Z",
            "2020-05-20T11:24:59+24:00", "2020-05-20T11:24:59+05:60", "2020-05-20T11:24:59+5:30",
            "2020-05-20T11:24:59+05:3",
            "2020-05-20T11:24:59+053", "2020-05-20T11:24:59+05:", "2020-05-20T11:24:59+", "2020-05-20T11:24:59-",
            "2020-05-20T11:24:59+05:30:00", "2020-5-20T11:24:59Z", "2020-05-2T11:24:59Z", "20-05-20T11:24:59Z",
            "+2020-05-20T11:24:59Z", "-2020-05-20T11:24:59Z", "20200-05-20T11:24:59Z", "20200520T112459Z",
            "2020/05/20T11:24:59Z", "2020-05-20T11.24.59Z", "2020-05-20T1:24:59Z", "2020-05-20T11:24:5Z",
            "2020-05-20T11:24:59UTC", "2020-05-20T11:24:59GMT", "２０２０-05-20T11:24:59Z", "2020-05-20T11:24:59\u{0}Z",
            "2020-05-20T11:24:59\u{2212}05:00", "1589973899", "2020-05-20T11:24:59.5e3Z", "2020-05-20T-1:24:59Z",
        ])
    func rejects(text: String) {
        #expect(ImageCommentDate.parse(text) == nil)
    }

    @Test(
        "validates February 29 by the Gregorian leap-year rule",
        arguments: [
            (1900, false), (1996, true), (1999, false), (2000, true), (2020, true), (2021, false),
            (2023, false), (2024, true), (2100, false), (2400, true), (0, true), (4, true),
        ])
    func validatesLeapDay(year: Int, isLeap: Bool) {
        let text = String(format: "%04d-02-29T00:00:00Z", year)

        #expect((ImageCommentDate.parse(text) != nil) == isLeap)
        #expect(ImageCommentDate.parse(String(format: "%04d-02-28T00:00:00Z", year)) != nil)
        #expect(ImageCommentDate.parse(String(format: "%04d-02-30T00:00:00Z", year)) == nil)
    }

    @Test("agrees with Foundation's Gregorian calendar (after 1582) on thousands of random date-times and offsets")
    func agreesWithCalendar() throws {
        var random = SplitMix64(seed: 42)
        for _ in 0..<5_000 {
            let sample = RandomDateTime(&random)

            let parsed = try #require(ImageCommentDate.parse(sample.text), "\(sample.text)")

            #expect(milliseconds(parsed) == milliseconds(sample.expectedDate), "\(sample.text)")
        }
    }

    @Test("never crashes on random bytes or mutations of valid text, and accepts only in-range instants")
    func survivesFuzzing() {
        var random = SplitMix64(seed: 7)
        let seed = Array("2020-02-29T23:59:59.123456+05:30".utf8)
        let alphabet = Array("0123456789-+:.,TZtz \u{0}\u{FF}".utf8)
        var accepted = 0
        for round in 0..<20_000 {
            var bytes =
                round.isMultiple(of: 2) ? seed : (0..<Int(random.next() % 40)).map { _ in UInt8(random.next() % 256) }
            for _ in 0..<Int(random.next() % 4) { mutate(&bytes, alphabet: alphabet, random: &random) }

            let date = ImageCommentDate.parse(String(decoding: bytes, as: UTF8.self))

            if let date {
                accepted += 1
                #expect(date.timeIntervalSince1970 > -62_167_305_600 && date.timeIntervalSince1970 < 253_402_387_200)
            }
        }
        #expect(accepted > 0)
    }

    // MARK: - Helpers

    /// Whole milliseconds, so that the last bit of a `Double` far from 2001 does not matter.
    private func milliseconds(_ date: Date) -> Double {
        (date.timeIntervalSinceReferenceDate * 1000).rounded()
    }

    private func mutate(_ bytes: inout [UInt8], alphabet: [UInt8], random: inout SplitMix64) {
        let byte = alphabet[Int(random.next() % UInt64(alphabet.count))]
        let position = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count))
        switch random.next() % 3 {
        case 0 where !bytes.isEmpty: bytes[position] = byte
        case 1 where !bytes.isEmpty: bytes.remove(at: position)
        default: bytes.insert(byte, at: position)
        }
    }
}
