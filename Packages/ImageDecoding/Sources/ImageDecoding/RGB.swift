/// An opaque colour, 8 bits per channel.
public struct RGB: Sendable, Equatable {
    /// The red channel.
    public let red: UInt8
    /// The green channel.
    public let green: UInt8
    /// The blue channel.
    public let blue: UInt8

    /// The colour of these three channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }
}
