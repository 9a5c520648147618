import ArgumentParser
import Foundation

/// Parses an IMAGE_ID argument; anything but a UUID is a usage error (exit 64).
enum ImageIDArgument {
    static func parse(_ text: String) throws -> UUID {
        guard let id = UUID(uuidString: text) else {
            throw ValidationError(
                "IMAGE_ID must be a UUID such as 25e5c6e2-935a-5bee-a4c6-17fadedf8474, not '\(text)'.")
        }
        return id
    }
}
