import LayeredSettings
import Testing

/// A schema like feed-cli's: a number, a flag, a string-or-false, a list table.
let schema = ConfigSchema(
    kinds: ["timeout": .number, "color": .flag, "pager": .textOrFlag, "theme": .text],
    listTables: ["keys": "a key or a list of keys"])

@Suite("A config file parsed with TOMLKit against a schema: each key's value, kind and line")
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

        let file = try ConfigFile.parse(text, path: "c.toml", schema: schema)

        #expect(file.entries["timeout"] == ConfigEntry(key: "timeout", value: .number(20), line: 2))
        #expect(file.entries["pager"] == ConfigEntry(key: "pager", value: .flag(false), line: 3))
        #expect(
            file.tables["keys"] == [
                ConfigEntry(key: "quit", value: .text("x"), line: 6),
                ConfigEntry(key: "open", value: .text("o"), line: 7),
            ])
    }

    @Test("a key or a table this program does not know is kept, with its line, for one warning")
    func unknownKeys() throws {
        let file = try ConfigFile.parse("colour = 1\n[server]\nport = 1\n", path: "c.toml", schema: schema)

        #expect(file.unknownKeys.map(\.key) == ["colour", "server"])
        #expect(file.unknownKeys.map(\.line) == [1, 2])
    }

    @Test(
        "what cannot be used names file:line, the key and what is wrong",
        arguments: [
            ("\n\ntimeout = \"x\"", 3, "timeout", .wrongKind(expected: .number, actual: "string")),
            ("color = 1", 1, "color", .wrongKind(expected: .flag, actual: "integer")),
            ("pager = true", 1, "pager", .wrongKind(expected: .textOrFlag, actual: "bool")),
            ("a = 1\nb = \"\0\"", 2, nil, .hasNUL),
            ("[keys]\nquit = 1", 2, "keys.quit", .notListEntry(expected: "a key or a list of keys")),
            ("[keys]\nquit = [\"q\", 1]", 2, "keys.quit", .notListEntry(expected: "a key or a list of keys")),
            ("[keys]\nquit = []", 2, "keys.quit", .notListEntry(expected: "a key or a list of keys")),
        ] as [(String, Int, String?, ConfigFileError.Problem)])
    func errors(text: String, line: Int, key: String?, problem: ConfigFileError.Problem) {
        #expect(throws: ConfigFileError(path: "c.toml", line: line, key: key, problem: problem)) {
            try ConfigFile.parse(text, path: "c.toml", schema: schema)
        }
    }

    @Test("a list table's entry is a string or a list of strings; a value of each kind reads back as its text")
    func listsAndKinds() throws {
        let text = "timeout = 2.5\ncolor = true\ntheme = \"dark\"\n[keys]\nquit = [\"q\", \"Escape\"]\n"

        let file = try ConfigFile.parse(text, path: "c.toml", schema: schema)

        #expect(file.tables["keys"] == [ConfigEntry(key: "quit", value: .list(["q", "Escape"]), line: 5)])
        #expect(file.entries["timeout"]?.value.text == "2.5")
        #expect(file.entries["color"]?.value.text == "true")
        #expect(file.entries["theme"]?.value.text == "dark")
        #expect(ConfigValue.number(10).text == "10")
        #expect(ConfigValue.list(["q", "Escape"]).text == "q Escape")
        #expect(file.unknownKeys.isEmpty)
    }

    @Test("a line that does not parse names its line and the key it sets")
    func parseError() {
        #expect(throws: ConfigFileError.self) {
            try ConfigFile.parse("theme = \"a\"\ntimeout =\n", path: "c.toml", schema: schema)
        }
        do {
            _ = try ConfigFile.parse("theme = \"a\"\ntimeout =\n", path: "c.toml", schema: schema)
        } catch {
            #expect(error.line == 2)
            #expect(error.key == "timeout")
            guard case .doesNotParse = error.problem else { return #expect(Bool(false), "\(error)") }
        }
    }
}
