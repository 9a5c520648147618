/// The size of a thumbnail: the source's aspect ratio, inside the box, never larger than the source, at least 1×1.
enum ThumbnailSize {
    /// The longest side a thumbnail gets, whatever the box: the accumulator costs 24 bytes a thumbnail pixel.
    static let maximumSide = 4096

    static func fitting(_ source: PixelSize, in box: PixelSize) -> PixelSize {
        let boxWidth = min(max(box.width, 1), source.width, maximumSide)
        let boxHeight = min(max(box.height, 1), source.height, maximumSide)
        if source.width * boxHeight > source.height * boxWidth {
            let height = (source.height * boxWidth + source.width / 2) / source.width
            return PixelSize(width: boxWidth, height: min(max(height, 1), boxHeight))
        }
        let width = (source.width * boxHeight + source.height / 2) / source.height
        return PixelSize(width: min(max(width, 1), boxWidth), height: boxHeight)
    }
}
