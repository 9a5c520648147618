import Foundation

extension SettingSources {
    /// A program's cache folder as the XDG Base Directory spec places it: `$XDG_CACHE_HOME/NAME` when that is
    /// absolute (the spec says to ignore a relative one), else `~/.cache/NAME`.
    ///
    /// - Parameters:
    ///   - name: The program's folder: `feed-cli`.
    ///   - environment: The process's environment.
    ///   - home: The home folder when `HOME` is not set, asked only then.
    /// - Returns: The folder's path.
    public static func cacheFolder(_ name: String, environment: [String: String], home: () -> String) -> String {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent(name, isDirectory: true).path
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home()
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache/" + name).path
    }
}
