/// One colour with 8 bits per channel.
struct RGBColor: Hashable, Sendable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8

    /// The squared distance to `other` in RGB space.
    func distance(to other: RGBColor) -> Int {
        let red = Int(self.red) - Int(other.red)
        let green = Int(self.green) - Int(other.green)
        let blue = Int(self.blue) - Int(other.blue)
        return red * red + green * green + blue * blue
    }
}
