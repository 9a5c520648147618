import Foundation
import SharedAPITestSupport
import Testing

/// A picture served with a text or JSON Content-Type was refused (exit 65), although its bytes were a valid PNG:
/// the bytes decide what an image is, their signature, never the header.
@Suite("Image bytes are a picture by their signature, whatever Content-Type the server declares")
struct ImageContentTypeTests {
    @Test(
        "a PNG declared as text or JSON is saved as it came",
        arguments: ["text/plain", "text/html; charset=utf-8", "application/json"])
    func pictureDeclaredAsText(contentType: String) async throws {
        let (cli, api) = try Self.makeSUT()
        defer { cli.cleanUp(); api.server.stop() }
        api.make(.imageBytes, answer: .ok(HostileAPI.pngBytes, headers: ["Content-Type": contentType]))
        let file = cli.cacheDirectory.appendingPathComponent("picture.png")

        let result = await cli.run(Self.image(to: file.path, api))

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: file) == HostileAPI.pngBytes)
    }

    @Test("an HTML page declared as text/html is no picture: invalid data, and no file")
    func pageDeclaredAsText() async throws {
        let (cli, api) = try Self.makeSUT()
        defer { cli.cleanUp(); api.server.stop() }
        api.make(.imageBytes, answer: .ok(Data("<html>sign in</html>".utf8), headers: ["Content-Type": "text/html"]))
        let file = cli.cacheDirectory.appendingPathComponent("picture.png")

        let result = await cli.run(Self.image(to: file.path, api))

        #expect(result.exitCode == 65)
        #expect(result.stderr.contains("expected image data, got a body of type text/html"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    private static func makeSUT() throws -> (InProcessCLI, HostileAPI) {
        let cli = try InProcessCLI()
        try FileManager.default.createDirectory(at: cli.cacheDirectory, withIntermediateDirectories: true)
        return (cli, try HostileAPI())
    }

    private static func image(to path: String, _ api: HostileAPI) -> [String] {
        ["image", HostileAPI.imageID, "--output", path, "--base-url", api.baseURL.absoluteString]
    }
}
