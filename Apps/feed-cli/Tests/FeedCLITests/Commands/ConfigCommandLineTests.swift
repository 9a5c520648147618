import Foundation
import Testing

@Suite("The config file: where it is looked for and what a bad one says")
struct ConfigCommandLineTests {
    @Test("~/.config/feed-cli/config.toml is read: its base_url is the API, not the built-in sample")
    func homeConfigIsRead() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        try write(
            #"base_url = "http://127.0.0.1:9""#, to: cli.cacheDirectory.appendingPathComponent(".config/feed-cli"))

        let result = await cli.run(["feed", "--timeout", "60"])

        #expect(result.exitCode != 0)
        #expect(!result.stderr.contains("using the built-in sample API"), "\(result.stderr)")
    }

    @Test("an absolute XDG_CONFIG_HOME is where the file is; a relative one is ignored, as the XDG spec says")
    func xdgConfigHome() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let home = cli.cacheDirectory
        try write("timeout = 3", to: home.appendingPathComponent(".config/feed-cli"))
        try write("timeout = 4", to: home.appendingPathComponent("xdg/feed-cli"))

        let absolute = await cli.run(["config"], environment: ["XDG_CONFIG_HOME": home.path + "/xdg"])
        let relative = await cli.run(["config"], environment: ["XDG_CONFIG_HOME": "xdg"])

        #expect(absolute.stdout.contains("file \(home.path)/xdg/feed-cli/config.toml:1\ttimeout=4\n"))
        #expect(relative.stdout.contains("file \(home.path)/.config/feed-cli/config.toml:1\ttimeout=3\n"))
    }

    @Test(
        "a bad value is a usage error (64) that names file:line and the key, and nothing runs",
        arguments: [
            ("timeout = \"soon\"", "timeout must be a number"), ("timeout = -1", "timeout must be a positive number"),
            ("theme = \"pink\"", "theme must be auto, light or dark"), ("images = \"x\"", "images must be one of"),
            ("base_url = \"ftp://x\"", "base_url must be an absolute http"),
            ("color = \"no\"", "color must be true or false"),
            ("mouse = 1", "mouse must be true or false"),
            ("symbols = \"dots\"", "symbols must be one of half, block, sextant"),
            ("lang = 3", "lang must be a string"),
            ("cacert = \"/no/such.pem\"", "cacert"), ("timeout =", "timeout does not parse"),
            ("[keys]\nquit = 1", "keys.quit must be a key"),
            (
                "[keys]\nquit = \"j\"",
                "keys.quit takes j, which keys.move_down also takes (by default) on the feed screen."
            ),
            ("[keys]\njump = \"x\"", "keys.jump is no action of the browser (move_up, move_down"),
            ("[keys]\nquit = [\"x\", \"Ctrl-C\"]", "keys.quit cannot take Ctrl-C"),
        ])
    func badValue(toml: String, says: String) async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let file = try write("# mine\n" + toml, to: cli.cacheDirectory)

        let result = await cli.run(["feed", "--config", file.path])

        #expect(result.exitCode == 64)
        #expect(result.stdout == "")
        let line = toml.hasPrefix("[keys]") ? 3 : 2
        #expect(result.stderr.contains("\(file.path):\(line): \(says)"), "\(result.stderr)")
    }

    @Test(
        "a bad value in the file is a usage error even when a flag or a variable overrides it, as DESIGN says",
        arguments: [
            ("timeout = -1", ["--timeout", "5"], [String: String](), "timeout must be a positive number"),
            ("theme = \"pink\"", ["--theme", "dark"], [:], "theme must be auto, light or dark"),
            ("images = \"x\"", [], ["FEED_CLI_IMAGES": "off"], "images must be one of"),
            ("base_url = \"ftp://x\"", ["--base-url", "http://127.0.0.1:9"], [:], "base_url must be an absolute http"),
            ("symbols = \"dots\"", [], ["FEED_CLI_SYMBOLS": "block"], "symbols must be one of half, block, sextant"),
        ])
    func badValueUnderAnOverride(toml: String, flags: [String], environment: [String: String], says: String)
        async throws
    {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let file = try write("# mine\n" + toml, to: cli.cacheDirectory)

        let result = await cli.run(["config", "--config", file.path] + flags, environment: environment)

        #expect(result.exitCode == 64, "\(result.stdout)")
        #expect(result.stderr.contains("\(file.path):2: \(says)"), "\(result.stderr)")
    }

    @Test("an empty base_url in the file means none: never refused, even when --base-url overrides it")
    func emptyBaseURLUnderAnOverride() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let file = try write("base_url = \"\"\n", to: cli.cacheDirectory)

        let flag = await cli.run(["config", "--config", file.path, "--base-url", "http://127.0.0.1:9"])
        let none = await cli.run(["config", "--config", file.path])

        #expect(flag.exitCode == 0, "\(flag.stderr)")
        #expect(flag.stdout.contains("flag\tbase_url=http://127.0.0.1:9"))
        #expect(none.exitCode == 0, "\(none.stderr)")
        #expect(none.stdout.contains("file \(file.path):1\tbase_url=\n"))
    }

    @Test(
        "a file that does not exist where --config or FEED_CLI_CONFIG names it is a usage error; at ~/.config, none is fine"
    )
    func missingFile() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let missing = cli.cacheDirectory.appendingPathComponent("nowhere.toml").path

        let option = await cli.run(["config", "--config", missing])
        let variable = await cli.run(["config"], environment: ["FEED_CLI_CONFIG": missing])
        let none = await cli.run(["config"])

        #expect(option.exitCode == 64 && variable.exitCode == 64)
        // The system's reason in the words of the causes' table, as every file error is said: lower-case there.
        #expect(option.stderr.contains("config file \(missing) cannot be read: no such file or directory"))
        #expect(none.exitCode == 0 && none.stderr == "")
        #expect(none.stdout.contains("default\ttimeout=10\n"))
    }

    @Test("an unknown key is one warning line naming file:line and the key, and the command still runs")
    func unknownKey() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let file = try write("timeout = 3\ncolour = false\n", to: cli.cacheDirectory)

        let result = await cli.run(["config", "--config", file.path])

        #expect(result.exitCode == 0)
        #expect(
            result.stderr == "feed-cli: warning: \(file.path):2: unknown key 'colour' in the config file, ignored\n")
        #expect(result.stdout.contains("file \(file.path):1\ttimeout=3\n"))
    }

    @Test("a token is never a key: token = … is an unknown key, never sent")
    func tokenIsNoKey() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let file = try write("token = \"s3cret\"\n", to: cli.cacheDirectory)

        let result = await cli.run(["config", "--config", file.path, "--json"])

        #expect(result.stderr.contains("unknown key 'token'"))
        #expect(!result.stdout.contains("s3cret"))
    }

    @Test("config --json is one object: the file and every setting with its value and origin")
    func json() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let file = try write("theme = \"dark\"\n", to: cli.cacheDirectory)

        let result = await cli.run(["config", "--json", "--config", file.path, "--lang", "de"])

        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let settings = try #require(object["settings"] as? [[String: Any]])
        #expect(object["file"] as? String == file.path)
        #expect(
            settings.compactMap { $0["key"] as? String } == [
                "base_url", "cache_dir", "lang", "theme", "color", "images", "symbols", "timeout", "cacert",
                "pager", "token_file", "mouse",
            ])
        #expect(settings[2]["origin"] as? String == "flag" && settings[2]["value"] as? String == "de")
        #expect(settings[3]["origin"] as? String == "file \(file.path):1")
        #expect(settings[0]["value"] is NSNull)
    }

    // MARK: - Helpers

    @discardableResult
    private func write(_ text: String, to folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("config.toml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }
}
