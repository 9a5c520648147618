import ArgumentParser
import ArgumentParserAdditions
import EssentialFeed
import HTTPClientPolicy
import LayeredSettings
import TerminalUI

/// `feed`'s options read as ArgumentParser reads them, for the shapes without surprises: each option once, its
/// value after it or after `=`, neither empty nor starting with a dash; nil for anything else (a positional word,
/// `--`, `-h`, a repeated option, a value a type refuses, a command that does not validate).
enum FeedWords {
    /// The options that take a value, by name.
    static let options: Set<String> = [
        "--base-url", "--token", "--token-file", "--timeout", "--cacert", "--cache-dir", "--lang", "--theme",
        "--images", "--config", "--pages", "--search", "--sort",
    ]
    /// The flags, by name; `-v` is `--verbose`.
    static let flags: Set<String> = ["--no-color", "--verbose", "--all", "--json", "--no-pager"]

    /// The validated `feed` arguments that `words` (after `feed`) name, or nil.
    static func command(from words: ArraySlice<String>) -> FeedArguments? {
        guard
            let (values, flags) = OptionWords.read(
                words, valued: Self.options, flags: Self.flags, aliases: ["-v": "--verbose"])
        else { return nil }
        return try? command(PreparsedOptions(values: values, flags: flags))
    }

    private static func command(_ words: PreparsedOptions) throws -> FeedArguments {
        var command = FeedArguments()
        command.options.baseURL = try words.value("--base-url", APIBaseURL.argument)
        command.options.token = try words.value("--token")
        command.options.tokenFile = try words.value("--token-file")
        command.options.timeout = try words.value("--timeout")
        command.options.cacert = try words.value("--cacert")
        command.options.cacheDir = try words.value("--cache-dir")
        command.options.lang = try words.value("--lang")
        command.options.theme = try words.value("--theme")
        command.options.noColor = words.isSet("--no-color")
        command.options.verbose = words.isSet("--verbose")
        command.options.images = try words.value("--images")
        command.config = try words.value("--config")
        command.pages = try words.value("--pages")
        command.all = words.isSet("--all")
        command.json = words.isSet("--json")
        command.options.noPager = words.isSet("--no-pager")
        command.search = try words.value("--search")
        command.sort = try words.value("--sort") ?? .api
        try command.validate()
        return command
    }
}
