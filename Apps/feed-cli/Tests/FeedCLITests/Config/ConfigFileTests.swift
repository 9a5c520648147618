import FeedConfig
import Testing

@Suite("The config file parsed with TOMLKit: each key's value, kind and line")
struct ConfigFileTests {
    @Test("each key has its value and the line that sets it, [keys] entries included, quoted or dotted")
    func valuesAndLines() throws {
        let text = """
            # a comment = not a key
            "timeout" = 20
            pager = false

            [keys]
            quit = "x"
              'open' = "o"
            """

        let file = try ConfigFile.parse(text, path: "c.toml")

        #expect(file.entries[.timeout] == ConfigEntry(key: "timeout", value: .number(20), line: 2))
        #expect(file.entries[.pager] == ConfigEntry(key: "pager", value: .flag(false), line: 3))
        #expect(
            file.keys == [
                ConfigEntry(key: "quit", value: .text("x"), line: 6),
                ConfigEntry(key: "open", value: .text("o"), line: 7),
            ])
    }

    @Test("a key or a table this program does not know is kept, with its line, for one warning")
    func unknownKeys() throws {
        let file = try ConfigFile.parse("colour = 1\n[server]\nport = 1\n", path: "c.toml")

        #expect(file.unknownKeys.map(\.key) == ["colour", "server"])
        #expect(file.unknownKeys.map(\.line) == [1, 2])
    }

    @Test(
        "what cannot be used names file:line and the key",
        arguments: [
            ("\n\ntimeout = \"x\"", "c.toml:3: timeout must be a number, not a TOML string."),
            ("color = 1", "c.toml:1: color must be true or false, not a TOML integer."),
            ("pager = true", "c.toml:1: pager must be a string or false, not a TOML bool."),
            ("a = 1\nb = \"\0\"", "c.toml:2: has a NUL character: no TOML"),
        ])
    func errors(text: String, message: String) {
        #expect(throws: ConfigFileError.self) { try ConfigFile.parse(text, path: "c.toml") }
        do {
            _ = try ConfigFile.parse(text, path: "c.toml")
        } catch {
            #expect(error.description == message)
        }
    }
}
