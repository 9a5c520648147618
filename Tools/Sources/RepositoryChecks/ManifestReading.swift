import Foundation

/// A package from its manifest, its imports read from its targets' Swift files.
func readPackage(root: URL, directory: String) throws -> Package {
    let (manifest, data) = try dumpPackage(at: root.appending(path: directory), directory: directory)
    var package = Package(
        name: manifest["name"] as? String ?? directory, directory: directory, kind: Repository.kind(of: directory),
        pathDependencies: [], urlDependencies: [], products: [], targets: [], manifest: data)
    var identities: [String: String?] = [:]  // identity -> relative directory, nil for a URL package
    for dependency in manifest["dependencies"] as? [[String: Any]] ?? [] {
        if let entry = (dependency["fileSystem"] as? [[String: Any]])?.first, let path = entry["path"] as? String {
            let relative = relativePath(path, to: root)
            package.pathDependencies.append(relative)
            identities[entry["identity"] as? String ?? ""] = relative
        } else if let entry = (dependency["sourceControl"] as? [[String: Any]])?.first {
            let identity = entry["identity"] as? String ?? ""
            package.urlDependencies.append(identity)
            identities[identity] = .some(nil)
        }
    }
    package.products = (manifest["products"] as? [[String: Any]] ?? []).map {
        Product(
            name: $0["name"] as? String ?? "", type: ($0["type"] as? [String: Any])?.keys.first ?? "",
            targets: $0["targets"] as? [String] ?? [])
    }
    for entry in manifest["targets"] as? [[String: Any]] ?? [] {
        let name = entry["name"] as? String ?? "", kind = entry["type"] as? String ?? ""
        let path = entry["path"] as? String ?? "\(kind == "test" ? "Tests" : "Sources")/\(name)"
        var target = Target(
            name: name, kind: kind, directory: normalized("\(directory)/\(path)"),
            pkgConfig: entry["pkgConfig"] as? String ?? "")
        for dependency in entry["dependencies"] as? [[String: Any]] ?? [] {
            if let byName = (dependency["byName"] ?? dependency["target"]) as? [Any], let name = byName.first as? String
            {
                target.localDependencies.append(.init(package: nil, name: name))
            } else if let product = dependency["product"] as? [Any], let name = product.first as? String {
                let identity = ((product.count > 1 ? product[1] as? String : nil) ?? name).lowercased()
                if case let local?? = identities[identity] {
                    target.localDependencies.append(.init(package: local, name: name))
                } else {
                    target.externalProducts.append(.init(package: identity, name: name))
                }
            }
        }
        (target.imports, target.isSwift) = scanImports(root: root, directory: target.directory)
        package.targets.append(target)
    }
    return package
}

/// The manifest as JSON, dumped with a scratch path of its own.
func dumpPackage(at url: URL, directory: String) throws -> ([String: Any], Data) {
    let scratch = FileManager.default.temporaryDirectory.appending(path: "manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = scratch.appending(path: "out"), errors = scratch.appending(path: "err")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = [
        "swift", "package", "--package-path", url.path, "--scratch-path", scratch.appending(path: "build").path,
        "dump-package",
    ]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    process.waitUntilExit()
    let text = try Data(contentsOf: output)
    guard process.terminationStatus == 0, let json = try? JSONSerialization.jsonObject(with: text) as? [String: Any]
    else {
        let lines = String(decoding: try Data(contentsOf: errors), as: UTF8.self).split(separator: "\n")
        throw ManifestError(directory: directory, reason: lines.last.map(String.init) ?? "failed")
    }
    return (json, text)
}

func relativePath(_ path: String, to root: URL) -> String {
    let base = root.standardizedFileURL.resolvingSymlinksInPath().path
    let full = URL(filePath: path).standardizedFileURL.resolvingSymlinksInPath().path
    guard full != base else { return "." }
    return full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : full
}

private func normalized(_ path: String) -> String {
    path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
}
