/// The DCT scaling libjpeg decodes at: 1/8, 1/4, 1/2 or 1.
package enum JPEGScale {
    /// The largest reduction (8, 4, 2) whose scaled picture is still at least `target` on both sides, else 1.
    package static func denominator(stored: PixelSize, target: PixelSize) -> Int {
        let scaled = { (side: Int, denominator: Int) in (side + denominator - 1) / denominator }
        return [8, 4, 2].first { denominator in
            scaled(stored.width, denominator) >= target.width && scaled(stored.height, denominator) >= target.height
        } ?? 1
    }
}
