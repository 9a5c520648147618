import Foundation
import ImageDecoding
import TerminalUI

// `thumbnail-probe FILE COLUMNS ROWS [MAX_PIXELS]` decodes FILE with ImageDecoding into a box of COLUMNS × 2·ROWS
// pixels and draws it in COLUMNS × ROWS cells of upper half blocks (24-bit colours), as a terminal image viewer
// does. Scripts/bench times it against `chafa --size COLUMNS×ROWS --format symbols` on the same file, and reads
// its peak resident memory on a PNG decompression bomb (MAX_PIXELS lets that one past the default limits).
// `thumbnail-probe FILE COLUMNS ROWS kitty` writes what feed-cli sends a kitty terminal for that box instead
// (pixels at the fallback cell size, zlib-compressed), for its size in bytes.
let arguments = CommandLine.arguments
guard arguments.count >= 4, let columns = Int(arguments[2]), let rows = Int(arguments[3]), columns > 0, rows > 0,
    let data = FileManager.default.contents(atPath: arguments[1])
else {
    FileHandle.standardError.write(Data("usage: thumbnail-probe FILE COLUMNS ROWS [MAX_PIXELS]\n".utf8))
    exit(64)
}
var limits = ImageDecodingLimits.default
if arguments.count > 4, let pixels = Int(arguments[4]) { limits.maximumPixels = pixels }
if arguments.count > 4, arguments[4] == "kitty" {
    let drawing = ImageDrawing.inline(.kitty)
    guard let box = drawing.pixelSize(columns: columns, rows: rows),
        let thumbnail = try? ImageDecoder.thumbnail(
            of: data, fitting: PixelSize(width: box.width, height: box.height),
            background: RGB(red: 0, green: 0, blue: 0), limits: limits),
        let pixels = PixelImage(width: thumbnail.width, height: thumbnail.height, rgb: thumbnail.rgb)
    else {
        FileHandle.standardError.write(Data("thumbnail-probe: cannot draw \(arguments[1])\n".utf8))
        exit(1)
    }
    FileHandle.standardOutput.write(
        Data(InlinePicture.atCursor(.pixels(pixels), columns: columns, rows: rows, with: .kitty).utf8))
    exit(0)
}

do {
    let thumbnail = try ImageDecoder.thumbnail(
        of: data, fitting: PixelSize(width: columns, height: rows * 2), background: RGB(red: 0, green: 0, blue: 0),
        limits: limits)
    FileHandle.standardOutput.write(Data(halfBlocks(thumbnail).utf8))
} catch {
    FileHandle.standardError.write(Data("thumbnail-probe: \(error)\n".utf8))
    exit(1)
}

/// Two pixel rows per line: the upper one as the foreground of "▀", the lower one as its background.
func halfBlocks(_ thumbnail: DecodedThumbnail) -> String {
    var text = ""
    for line in stride(from: 0, to: thumbnail.height, by: 2) {
        for x in 0..<thumbnail.width {
            let top = thumbnail.pixel(x: x, y: line) ?? RGB(red: 0, green: 0, blue: 0)
            let bottom = thumbnail.pixel(x: x, y: line + 1) ?? top
            text += "\u{1B}[38;2;\(top.red);\(top.green);\(top.blue)m"
            text += "\u{1B}[48;2;\(bottom.red);\(bottom.green);\(bottom.blue)m\u{2580}"
        }
        text += "\u{1B}[0m\n"
    }
    return text
}
