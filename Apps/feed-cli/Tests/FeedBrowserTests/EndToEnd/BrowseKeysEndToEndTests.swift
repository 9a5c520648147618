import Foundation
import Testing

/// The config file's `[keys]`, typed into the real browser.
extension BrowseEndToEndTests {
    @Test("[keys] in the config file: the remapped key quits and q no longer does; the footer and ? show x")
    func remappedKeysFromTheConfigFile() throws {
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let config = cache.appendingPathComponent("config.toml")
        try "[keys]\nquit = \"x\"\nhelp = [\"?\", \"F1\", \"H\"]\n".replacingOccurrences(of: "\"F1\", ", with: "")
            .write(to: config, atomically: true, encoding: .utf8)
        let (process, original) = try launch(arguments: ["--images", "off", "--config", config.path])
        defer { process.terminate() }
        #expect(process.waitFor("x quit"), "the footer names x: \(process.text.suffix(300))")

        var mark = process.output.count
        process.type("H")
        #expect(process.waitFor("x  Ctrl-C", after: mark), "the help shows x: \(process.text.suffix(500))")
        process.type(" ")
        mark = process.output.count
        process.type("q")
        process.type("j")
        #expect(process.waitFor("2 / ", after: mark), "q did nothing, j moved: \(process.text.suffix(300))")
        process.type("x")

        assertExitsRestoring(process, original)
    }
}
