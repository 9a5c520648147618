import Foundation

/// The targets of the root manifest: which ones, and each as Swift.
extension RootManifest {
    /// The targets the root declares, in package then manifest order: every target the library products reach,
    /// and every test target with what it reaches (a helper executable, say); every target of the packages whose
    /// folder starts with `every`.
    static func rootTargets(
        _ raw: [(String, [String: Any])], _ products: [String: [String: [String]]], every: String? = nil
    ) -> [(String, [String: Any])] {
        let all = raw.flatMap { directory, manifest in
            (manifest["targets"] as? [[String: Any]] ?? []).map { (directory, $0) }
        }
        let byName = Dictionary(all.map { ($0.1["name"] as? String ?? "", $0.1) }, uniquingKeysWith: { _, b in b })
        var pending = raw.flatMap { ($0.1["products"] as? [[String: Any]] ?? []).filter(isLibrary) }
            .flatMap { $0["targets"] as? [String] ?? [] }
        pending += all.filter { $0.1["type"] as? String == "test" }.map { $0.1["name"] as? String ?? "" }
        if let every { pending += all.filter { $0.0.hasPrefix(every) }.map { $0.1["name"] as? String ?? "" } }
        var needed: Set<String> = []
        while let name = pending.popLast() {
            guard needed.insert(name).inserted, let target = byName[name] else { continue }  // else a URL package's
            pending += dependencies(target).flatMap { localModules($0, products) }
        }
        return all.filter { needed.contains($0.1["name"] as? String ?? "") }
    }

    static func targetBlock(_ directory: String, _ target: [String: Any], _ products: [String: [String: [String]]])
        throws -> [String]
    {
        let name = target["name"] as? String ?? "", type = target["type"] as? String ?? ""
        let unsupported = ["settings", "sources", "pluginUsages"].filter { !((target[$0] as? [Any])?.isEmpty ?? true) }
        guard unsupported.isEmpty else {
            throw Unsupported(
                description:
                    "\(directory) target \(name): \(unsupported.joined(separator: ", ")) not supported here yet")
        }
        let path = "\(directory)/" + (target["path"] as? String ?? "\(type == "test" ? "Tests" : "Sources")/\(name)")
        if type == "system" {
            return systemLibraryBlock(target, path: path)
        }
        let kinds = ["regular": ".target", "executable": ".executableTarget", "test": ".testTarget"]
        guard let kind = kinds[type] else { throw Unsupported(description: "\(directory) target \(name): a \(type)") }
        let exclude = target["exclude"] as? [String] ?? []
        let resources = try (target["resources"] as? [[String: Any]] ?? []).map(resourceLine)
        let dependencies = dependencies(target).flatMap { dependencyLines($0, products) }
        var lines = ["        \(kind)(", "            name: \(quoted(name)),"]
        if !dependencies.isEmpty {
            lines.append("            dependencies: [\(dependencies.joined(separator: ", "))],")
        }
        lines.append("            path: \(quoted(path))" + (exclude.isEmpty && resources.isEmpty ? "" : ","))
        if !exclude.isEmpty {
            lines.append(
                "            exclude: [\(exclude.map(quoted).joined(separator: ", "))]" + (resources.isEmpty ? "" : ",")
            )
        }
        if !resources.isEmpty {
            lines.append("            resources: [\(resources.joined(separator: ", "))]")
        }
        return lines + ["        ),"]
    }

    /// A system library target (a module map over a C library), with its pkg-config name and providers.
    static func systemLibraryBlock(_ target: [String: Any], path: String) -> [String] {
        var lines = [
            "        .systemLibrary(", "            name: \(quoted(target["name"])),",
            "            path: \(quoted(path)),",
        ]
        if let pkgConfig = target["pkgConfig"] as? String {
            lines.append("            pkgConfig: \(quoted(pkgConfig)),")
        }
        let providers = (target["providers"] as? [[String: Any]] ?? []).flatMap { provider in
            provider.map { manager, names in
                let list = ((names as? [Any])?.first as? [String] ?? []).map(quoted).joined(separator: ", ")
                return ".\(manager)([\(list)])"
            }
        }
        if !providers.isEmpty {
            lines.append("            providers: [\(providers.joined(separator: ", "))]")
        }
        if lines[lines.count - 1].hasSuffix(",") { lines[lines.count - 1].removeLast() }
        return lines + ["        ),"]
    }

    static func resourceLine(_ resource: [String: Any]) throws -> String {
        let rule = (resource["rule"] as? [String: Any])?.keys.first ?? ""
        guard rule == "process" || rule == "copy" else {
            throw Unsupported(description: "unsupported resource rule \(rule)")
        }
        return ".\(rule)(\(quoted(resource["path"])))"
    }

    /// The modules of the repository a dependency names: a target, or a sibling package's product's targets.
    static func localModules(_ dependency: [String: Any], _ products: [String: [String: [String]]]) -> [String] {
        if let name = ((dependency["byName"] ?? dependency["target"]) as? [Any])?.first as? String {
            return [name]
        }
        guard let product = dependency["product"] as? [Any], let name = product.first as? String else { return [] }
        return products[packageName(product)]?[name] ?? []
    }

    static func dependencyLines(_ dependency: [String: Any], _ products: [String: [String: [String]]])
        -> [String]
    {
        if let product = dependency["product"] as? [Any], products[packageName(product)] == nil {
            let package = product.count > 1 ? product[1] as? String : nil
            return [".product(name: \(quoted(product.first)), package: \(package.map(quoted) ?? "null"))"]
        }
        return localModules(dependency, products).map(quoted)
    }
}
