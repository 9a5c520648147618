import EssentialFeedCacheFolder
import FileReplacement

extension NewImageMarks {
    /// Marks whose `seen` file is written whole, as `cp` writes (`AtomicFile`).
    convenience init(remembers: Bool) {
        self.init(remembers: remembers) { data, path in try AtomicFile.write(data, to: path) }
    }
}
