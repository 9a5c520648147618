import Foundation
import ImageDecoding
import TerminalUI

// `picture-probe FILE COLUMNS ROWS half|block|sextant|sixel` draws FILE as feed-cli does into a box of COLUMNS × ROWS
// cells: character pictures of those shapes in 24-bit colour, or sixel at 8×16 pixels a cell. Scripts/bench
// compares what it draws, and its CPU time, with chafa's on the same photographs.
let arguments = CommandLine.arguments
guard arguments.count == 5, let columns = Int(arguments[2]), let rows = Int(arguments[3]), columns > 0, rows > 0,
    let data = FileManager.default.contents(atPath: arguments[1]),
    arguments[4] == "sixel" || SymbolSet(parsing: arguments[4]) != nil
else {
    FileHandle.standardError.write(Data("usage: picture-probe FILE COLUMNS ROWS half|block|sextant|sixel\n".utf8))
    exit(64)
}
let cell = arguments[4] == "sixel" ? (width: 8, height: 16) : SymbolEncoder.cellPixels(columns: columns, rows: rows)
do {
    let thumbnail = try ImageDecoder.thumbnail(
        of: data, fitting: PixelSize(width: columns * cell.width, height: rows * cell.height),
        background: RGB(red: 0, green: 0, blue: 0))
    guard let pixels = PixelImage(width: thumbnail.width, height: thumbnail.height, rgb: thumbnail.rgb) else { exit(1) }
    if let symbols = SymbolSet(parsing: arguments[4]) {
        let lines = SymbolEncoder.lines(for: pixels, columns: columns, rows: rows, symbols: symbols, depth: .trueColor)
        let width = SymbolEncoder.cells(width: pixels.width, height: pixels.height, columns: columns, rows: rows)
            .columns
        FileHandle.standardOutput.write(Data(lines.map { $0.rendered(width: width) + "\u{1B}[0m\n" }.joined().utf8))
    } else {
        FileHandle.standardOutput.write(Data(SixelEncoder.encode(pixels).utf8))
    }
} catch {
    FileHandle.standardError.write(Data("picture-probe: \(error)\n".utf8))
    exit(1)
}
