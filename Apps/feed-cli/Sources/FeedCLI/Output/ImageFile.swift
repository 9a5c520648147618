import Foundation

/// `image -o PATH`: where the bytes are saved.
struct ImageFile {
    /// The file could not be written; `ErrorPresentation` names the path, then the reason.
    struct CannotWrite: Error {
        let path: String
        let reason: any Error
    }

    let path: String

    func write(_ data: Data) throws {
        do {
            // Foundation says only "Code=512" for a directory: name the reason first.
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw POSIXError(.EISDIR)
            }
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CannotWrite(path: path, reason: error)
        }
    }
}
