import Hummingbird

/// The bundled PNG and JPEG images, held in memory and served without touching the disk.
package struct SampleImages: Sendable {
    private let buffers: [String: ByteBuffer]

    package init(_ images: [String: ByteBuffer]) {
        self.buffers = images
    }

    /// The image names in a stable order, e.g. `01.png`, `04.jpg`.
    package var names: [String] { buffers.keys.sorted() }

    package subscript(name: String) -> ByteBuffer? { buffers[name] }
}
