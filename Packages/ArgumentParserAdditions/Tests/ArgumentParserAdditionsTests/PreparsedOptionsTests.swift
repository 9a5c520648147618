import ArgumentParser
import ArgumentParserAdditions
import Testing

@Suite("PreparsedOptions: options read before the parser, each value converted as ArgumentParser converts it")
struct PreparsedOptionsTests {
    enum Order: String, ExpressibleByArgument { case api, newest }

    let options = PreparsedOptions(
        values: ["--timeout": "2.5", "--pages": "three", "--sort": "newest", "--name": ""], flags: ["--json"])

    @Test("a value converts as its type's init?(argument:) reads it")
    func valueConvertsAsItsTypeReadsIt() throws {
        #expect(try options.value("--timeout", as: Double.self) == 2.5)
        #expect(try options.value("--sort", as: Order.self) == .newest)
        #expect(try options.value("--name", as: String.self) == "")
    }

    @Test("an option not given is nil")
    func optionNotGivenIsNil() throws {
        #expect(try options.value("--lang", as: String.self) == nil)
        #expect(try options.value("--lang") { _ in 1 } == nil)
    }

    @Test("a value its type refuses is a refusal naming the option")
    func refusedValueNamesTheOption() {
        #expect(throws: PreparsedOptions.Refused(option: "--pages")) { try options.value("--pages", as: Int.self) }
    }

    @Test("a conversion of the program's own is refused by nil or by an error")
    func ownConversionRefusedByNilOrError() throws {
        struct Invalid: Error {}

        #expect(try options.value("--timeout") { Double($0).map { $0 * 2 } } == 5)
        #expect(throws: PreparsedOptions.Refused(option: "--sort")) { try options.value("--sort") { Int($0) } }
        #expect(throws: PreparsedOptions.Refused(option: "--sort")) {
            try options.value("--sort") { _ -> Int in throw Invalid() }
        }
    }

    @Test("a flag is set when it was given")
    func flagIsSetWhenGiven() {
        #expect(options.isSet("--json"))
        #expect(!options.isSet("--all"))
    }
}
