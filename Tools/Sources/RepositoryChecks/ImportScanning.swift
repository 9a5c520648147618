import Foundation

private let importPattern = try! NSRegularExpression(
    pattern: #"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"#
        + #"(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?(\w+)"#,
    options: .anchorsMatchLines)

/// Every module the Swift files under `directory` import, with the first file (in name order) that does, and
/// whether there is any Swift file at all.
func scanImports(root: URL, directory: String) -> (imports: [String: String], isSwift: Bool) {
    var imports: [String: String] = [:], isSwift = false
    for path in swiftFiles(under: root.appending(path: directory)) {
        isSwift = true
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        for match in importPattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let range = Range(match.range(at: 1), in: text) else { continue }
            if imports[String(text[range])] == nil {
                imports[String(text[range])] = relativePath(path, to: root)
            }
        }
    }
    return (imports, isSwift)
}

/// The Swift files below `url`, in name order folder by folder, leaving out hidden folders and snapshots.
private func swiftFiles(under url: URL) -> [String] {
    let files = FileManager.default
    guard let names = try? files.contentsOfDirectory(atPath: url.path) else { return [] }
    var found: [String] = [], folders: [String] = []
    for name in names.sorted() where !name.hasPrefix(".") {
        let path = url.appending(path: name).path
        var isFolder: ObjCBool = false
        guard files.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
        if isFolder.boolValue {
            if name != "__Snapshots__" { folders.append(path) }
        } else if name.hasSuffix(".swift") {
            found.append(path)
        }
    }
    return found + folders.flatMap { swiftFiles(under: URL(filePath: $0)) }
}
