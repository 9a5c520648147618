import Foundation

/// A SwiftPM resources folder beside the running executable, where the generated `Bundle.module` looks first
/// (`Bundle.main.bundleURL`: on Linux the folder of `/proc/self/exe`).
enum ResourceFolder {
    /// `<the executable's folder>/<name>.resources` when it is a folder; nil where it is not, or off Linux.
    static func besideExecutable(_ name: String) -> URL? {
        guard let folder = executableFolder else { return nil }
        let path = folder + "/" + name + ".resources"
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

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
