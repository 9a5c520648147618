import ArgumentParser
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

    private struct Unhandled: Error {}

    /// The validated `feed` arguments that `words` (after `feed`) name, or nil.
    static func command(from words: ArraySlice<String>) -> FeedArguments? {
        guard
            let (values, flags) = OptionWords.read(
                words, valued: Self.options, flags: Self.flags, aliases: ["-v": "--verbose"])
        else { return nil }
        return try? command(values: values, flags: flags)
    }

    private static func command(values: [String: String], flags: Set<String>) throws -> FeedArguments {
        func value<T>(_ name: String, _ make: (String) throws -> T?) throws -> T? {
            guard let text = values[name] else { return nil }
            guard let value = try? make(text) else { throw Unhandled() }
            return value
        }
        var command = FeedArguments()
        command.options.baseURL = try value("--base-url") { try APIBaseURL.argument($0) }
        command.options.token = try value("--token", { String(argument: $0) })
        command.options.tokenFile = try value("--token-file", { String(argument: $0) })
        command.options.timeout = try value("--timeout", { Double(argument: $0) })
        command.options.cacert = try value("--cacert", { String(argument: $0) })
        command.options.cacheDir = try value("--cache-dir", { String(argument: $0) })
        command.options.lang = try value("--lang", { String(argument: $0) })
        command.options.theme = try value("--theme", { ThemeOption(argument: $0) })
        command.options.noColor = flags.contains("--no-color")
        command.options.verbose = flags.contains("--verbose")
        command.options.images = try value("--images", { ImageMode(argument: $0) })
        command.config = try value("--config", { String(argument: $0) })
        command.pages = try value("--pages", { Int(argument: $0) })
        command.all = flags.contains("--all")
        command.json = flags.contains("--json")
        command.options.noPager = flags.contains("--no-pager")
        command.search = try value("--search", { String(argument: $0) })
        command.sort = try value("--sort", { FeedImageSort(argument: $0) }) ?? .api
        try command.validate()
        return command
    }
}
