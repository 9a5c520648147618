import ArgumentParser

/// Which config file: `--config`, else `FEED_CLI_CONFIG`, else the XDG location (see `ConfigFileLocation`).
struct ConfigOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The TOML config file (env FEED_CLI_CONFIG; default $XDG_CONFIG_HOME/feed-cli/config.toml or "
                + "~/.config/feed-cli/config.toml). Flags, then the environment, then the file, then defaults.",
            valueName: "file"))
    var config: String?

    func validate() throws {
        try Self.validate(config: config)
    }

    /// The check of `validate()` on a plain value.
    static func validate(config: String?) throws {
        if config?.isEmpty == true { throw UsageWords.refusal(.usageEmpty, ["option": "--config"]) }
    }
}
