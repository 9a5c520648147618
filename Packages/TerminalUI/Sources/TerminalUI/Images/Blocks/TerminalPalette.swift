/// The nearest colour of the terminals' fixed palettes, by distance in RGB space.
enum TerminalPalette {
    /// The 6 levels of each channel in the xterm 6×6×6 cube (colours 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// xterm's 16 ANSI colours: 0–7 normal, 8–15 bright.
    static let ansi: [RGBColor] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255),
        (0, 255, 255), (255, 255, 255),
    ].map { RGBColor(red: $0.0, green: $0.1, blue: $0.2) }

    /// The nearest of the cube (16–231) and the 24 greys (232–255).
    static func xterm256(_ color: RGBColor) -> UInt8 {
        let levels = [color.red, color.green, color.blue].map { nearestCubeLevel(Int($0)) }
        let cube = RGBColor(
            red: UInt8(cubeLevels[levels[0]]), green: UInt8(cubeLevels[levels[1]]), blue: UInt8(cubeLevels[levels[2]]))
        let mean = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyStep = min(23, max(0, (mean - 8 + 5) / 10))
        let greyValue = UInt8(8 + 10 * greyStep)
        let grey = RGBColor(red: greyValue, green: greyValue, blue: greyValue)
        if grey.distance(to: color) < cube.distance(to: color) { return UInt8(232 + greyStep) }
        return UInt8(16 + 36 * levels[0] + 6 * levels[1] + levels[2])
    }

    /// The nearest of the 16 ANSI colours, 0–15.
    static func ansi16(_ color: RGBColor) -> UInt8 {
        let nearest = ansi.indices.min { ansi[$0].distance(to: color) < ansi[$1].distance(to: color) }
        return UInt8(nearest ?? 0)
    }

    private static func nearestCubeLevel(_ value: Int) -> Int {
        cubeLevels.indices.min { abs(cubeLevels[$0] - value) < abs(cubeLevels[$1] - value) } ?? 0
    }
}
