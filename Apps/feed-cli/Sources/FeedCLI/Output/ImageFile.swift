import FileReplacement
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
            try AtomicFile.write(data, to: path)
        } catch {
            throw CannotWrite(path: path, reason: error)
        }
    }
}
