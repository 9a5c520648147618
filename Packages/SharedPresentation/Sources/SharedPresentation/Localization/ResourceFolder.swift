import Foundation

/// A SwiftPM resources folder beside the running executable, where the generated `Bundle.module` looks first
/// (`Bundle.main.bundleURL`: on Linux the folder of `/proc/self/exe`).
enum ResourceFolder {
    /// `<folder>/<name>.resources` when it is a folder and the only resources of its target there; nil otherwise,
    /// or off Linux. `name` is `<package>_<target>`.
    ///
    /// Only when it is the only one: one build folder can hold two builds of a target under two package names (the
    /// root manifest's and the package's own, when the app is built in the root's scratch folder), and the other
    /// one may be stale. `Bundle.module` knows which is its own, so where there are two it decides.
    static func besideExecutable(_ name: String, in folder: String? = executableFolder) -> URL? {
        guard let folder, let target = name.split(separator: "_", maxSplits: 1).last, target != Substring(name)
        else { return nil }
        let path = folder + "/" + name + ".resources"
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
        guard resourceFolders(in: folder).filter({ $0.hasSuffix("_" + target + ".resources") }).count == 1 else {
            return nil
        }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// The names ending in `.resources` in `folder`, listed with `readdir` (Foundation's listing of the executable's
    /// folder is what made `Bundle.main` cost), once per folder.
    private static func resourceFolders(in folder: String) -> [String] {
        listings.withLock { listings in
            if let names = listings[folder] { return names }
            var names: [String] = []
            if let directory = opendir(folder) {
                defer { closedir(directory) }
                while let entry = readdir(directory) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                    }
                    if name.hasSuffix(".resources") { names.append(name) }
                }
            }
            listings[folder] = names
            return names
        }
    }

    private static let listings = LockedListings()

    /// The folder of the running executable, read once.
    static let executableFolder: String? = {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            guard count > 0 else { return nil }
            let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard let slash = path.lastIndex(of: "/") else { return nil }
            return String(path[..<slash])
        #else
            return nil
        #endif
    }()
}

/// The folder listings `ResourceFolder` read, by folder.
private final class LockedListings: @unchecked Sendable {
    private let lock = NSLock()
    private var listings: [String: [String]] = [:]

    /// `body` with the listings, under the lock.
    func withLock<Result>(_ body: (inout [String: [String]]) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&listings)
    }
}
