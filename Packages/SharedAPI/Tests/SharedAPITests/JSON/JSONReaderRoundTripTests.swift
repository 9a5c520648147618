import Foundation
import SharedAPI
import SharedAPITestSupport
import Testing

@Suite("JSONReader agrees with JSONSerialization on a generated corpus")
struct JSONReaderRoundTripTests {
    @Test(
        "reads 2,000 random documents to the tree they were written from, as JSONSerialization does (up to its faults)")
    func readsRandomDocuments() throws {
        var corpus = RandomJSONDocument(generator: SplitMix64(seed: 0x5EED))

        for _ in 0..<2_000 {
            let value = corpus.value()
            let data = Data(corpus.text(of: value).utf8)

            let read = try JSONTestValue.parse(data)
            let serialized = JSONTestValue(
                foundation: try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed))

            #expect(read == value, "\(String(decoding: data, as: UTF8.self))")
            #expect(serialized.isLoosely(value), "\(String(decoding: data, as: UTF8.self))")
        }
    }

    @Test("reads what JSONSerialization writes")
    func readsJSONSerializationOutput() throws {
        var corpus = RandomJSONDocument(generator: SplitMix64(seed: 42))

        for _ in 0..<500 {
            let object: [String: Any] = ["value": JSONTestValue.array([corpus.value()]).foundation]
            let data = try JSONSerialization.data(withJSONObject: object)

            #expect(try JSONTestValue.parse(data).isLoosely(JSONTestValue(foundation: object)))
        }
    }

    @Test(
        "accepts and rejects 20,000 mutated documents as JSONSerialization does (but for its leniencies), without trapping"
    )
    func agreesOnMutatedDocuments() {
        var corpus = RandomJSONDocument(generator: SplitMix64(seed: 7))
        var generator = SplitMix64(seed: 8)

        for _ in 0..<20_000 {
            let data = mutate(Data(corpus.text(of: corpus.value()).utf8), using: &generator)

            let isReadable = (try? JSONTestValue.parse(data)) != nil
            let isSerializable = (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil

            let isLenientlySerializable = isSerializable && (try? JSONTestValue.parse(lenient(data))) != nil

            #expect(
                isReadable == isSerializable || isLenientlySerializable,
                "\(String(decoding: data, as: UTF8.self).debugDescription)")
        }
    }

    /// JSONSerialization on Linux accepts `{"a":1,}` and ignores what follows a NUL byte after the value;
    /// RFC 8259 (and JSONReader) does not.
    private func lenient(_ data: Data) -> Data {
        let text = String(decoding: data.prefix { $0 != 0 }, as: UTF8.self)
        return Data(text.replacingOccurrences(of: #",\s*([}\]])"#, with: "$1", options: .regularExpression).utf8)
    }

    private func mutate(_ data: Data, using generator: inout SplitMix64) -> Data {
        var bytes = Array(data)
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            let index = Int.random(in: 0...bytes.count, using: &generator)
            let byte = [
                UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x00,
                0x80, 0xC3, 0xED, 0xFF,
                UInt8(ascii: "0"), UInt8(ascii: "e"), UInt8(ascii: "-"), UInt8(ascii: "u"),
            ].randomElement(using: &generator)!
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: bytes.insert(byte, at: index)
            case 1 where index < bytes.count: bytes[index] = byte
            default: if index < bytes.count { bytes.remove(at: index) }
            }
        }
        return Data(bytes)
    }
}
