import LayeredSettings
import Testing

@Suite("Where the config file is: the option, the variable, XDG_CONFIG_HOME, then ~/.config")
struct ConfigFileLocationTests {
    private func resolve(_ option: String?, _ environment: [String: String], home: String? = nil)
        -> ConfigFileLocation?
    {
        ConfigFileLocation.resolve(
            option: option, variable: "TOOL_CONFIG", name: "tool/config.toml", environment: environment,
            home: { home })
    }

    @Test("the option, else the variable, is explicit; an empty one counts as none")
    func explicit() {
        let environment = ["TOOL_CONFIG": "/env.toml", "HOME": "/home/a"]

        #expect(resolve("/option.toml", environment) == ConfigFileLocation(path: "/option.toml", isExplicit: true))
        #expect(resolve(nil, environment) == ConfigFileLocation(path: "/env.toml", isExplicit: true))
        #expect(resolve("", ["TOOL_CONFIG": "", "HOME": "/home/a"])?.isExplicit == false)
    }

    @Test("an absolute XDG_CONFIG_HOME, else HOME, else the home asked for; a relative XDG folder is ignored")
    func defaults() {
        #expect(resolve(nil, ["XDG_CONFIG_HOME": "/xdg/", "HOME": "/h"])?.path == "/xdg/tool/config.toml")
        #expect(resolve(nil, ["XDG_CONFIG_HOME": "xdg", "HOME": "/h"])?.path == "/h/.config/tool/config.toml")
        #expect(
            resolve(nil, [:], home: "/asked")
                == ConfigFileLocation(path: "/asked/.config/tool/config.toml", isExplicit: false))
        #expect(resolve(nil, [:]) == nil)
    }
}
