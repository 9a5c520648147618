import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `image --output` used to rename a temporary file over whatever was there: a FIFO or a device became a regular
/// file (as root, `-o /dev/null` replaced the system's /dev/null) and a 0600 file came out 0644.
@Suite("image --output writes into what is there, and replaces only a regular file")
struct ImageOutputTests {
    @Test("a FIFO stays a FIFO, and its reader gets the bytes")
    func writesIntoAFIFO() async throws {
        let (cli, api) = try Self.makeSUT()
        defer { cli.cleanUp(); api.server.stop() }
        let fifo = cli.cacheDirectory.appendingPathComponent("pipe").path
        try #require(mkfifo(fifo, 0o600) == 0)
        // Read and write ends at once: the CLI's open never blocks, and a test of a replaced FIFO never hangs.
        let reader = open(fifo, O_RDWR | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }

        let result = await cli.run(Self.image(to: fifo, api))

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(Self.available(reader) == HostileAPI.pngBytes)
        #expect(Self.fileType(fifo) == S_IFIFO)
    }

    @Test("a link to /dev/null writes into the device: the link and the device stay as they were")
    func writesThroughALinkToADevice() async throws {
        let (cli, api) = try Self.makeSUT()
        defer { cli.cleanUp(); api.server.stop() }
        let link = cli.cacheDirectory.appendingPathComponent("null").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")

        let result = await cli.run(Self.image(to: link, api))

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "/dev/null")
        #expect(Self.fileType("/dev/null") == S_IFCHR)
    }

    @Test("a 0600 file is replaced with the image and keeps its mode")
    func keepsARegularFilesMode() async throws {
        let (cli, api) = try Self.makeSUT()
        defer { cli.cleanUp(); api.server.stop() }
        let file = cli.cacheDirectory.appendingPathComponent("private.png").path
        try #require(FileManager.default.createFile(atPath: file, contents: Data("old".utf8)))
        try #require(chmod(file, 0o600) == 0)

        let result = await cli.run(Self.image(to: file, api))

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(FileManager.default.contents(atPath: file) == HostileAPI.pngBytes)
        var info = stat()
        #expect(stat(file, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    private static func makeSUT() throws -> (InProcessCLI, HostileAPI) {
        let cli = try InProcessCLI()
        try FileManager.default.createDirectory(at: cli.cacheDirectory, withIntermediateDirectories: true)
        return (cli, try HostileAPI())
    }

    private static func image(to path: String, _ api: HostileAPI) -> [String] {
        ["image", HostileAPI.imageID, "--output", path, "--base-url", api.baseURL.absoluteString]
    }

    private static func available(_ descriptor: Int32) -> Data {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = read(descriptor, &buffer, buffer.count)
        return Data(buffer.prefix(max(0, count)))
    }

    private static func fileType(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }
}
