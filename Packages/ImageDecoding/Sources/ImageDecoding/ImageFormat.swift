/// The picture formats this package recognizes, as stable tokens.
public enum ImageFormat: String, Sendable {
    /// Portable Network Graphics.
    case png
    /// JPEG (JFIF or Exif).
    case jpeg
    /// WebP (still pictures; animated ones are recognized, not decoded).
    case webp
}
