import TerminalUI

/// The pictures made from loaded bytes: a thumbnail for each row in and near the view, and the selected row's
/// preview for the panel. Each is asked for once per box, its making cancelled when the row leaves the view, the
/// selection moves or the box changes (a resize), and forgotten with the row's bytes.
extension BrowserState {
    mutating func reconcilePictures() -> [BrowserEffect] {
        guard pictures != nil else { return [] }
        return reconcileThumbnails(showsThumbnails ? Set(rowsWantingImages()) : []) + reconcilePreview()
    }

    mutating func pictureMade(_ request: PictureRequest, _ picture: TerminalPicture?) {
        switch request.purpose {
        case .thumbnail:
            guard feed.thumbnails[request.row]?.request == request else { return }
            feed.thumbnails[request.row] = RowPicture(request: request, picture: picture, isMaking: false)
            if picture == nil { markUndecodable(request.row) }
        case .preview:
            guard feed.preview?.request == request else { return }
            feed.preview = RowPicture(request: request, picture: picture, isMaking: false)
        }
    }

    /// Forgets every picture, for a new first page; returns the cancels of those being made.
    mutating func forgetPictures() -> [BrowserEffect] {
        let making = feed.thumbnails.values.filter(\.isMaking).map(\.request).sorted { $0.row < $1.row }
        let preview = feed.preview.flatMap { $0.isMaking ? $0.request : nil }
        feed.thumbnails = [:]
        feed.preview = nil
        return (making + (preview.map { [$0] } ?? [])).map(BrowserEffect.cancelPicture)
    }

    private mutating func reconcileThumbnails(_ wanted: Set<Int>) -> [BrowserEffect] {
        let box = BrowserLayout.thumbnailBox
        var effects: [BrowserEffect] = []
        for (row, made) in feed.thumbnails.sorted(by: { $0.key < $1.key })
        where !wanted.contains(row) || feed.imageData[row] == nil || made.request.box != box {
            feed.thumbnails[row] = nil
            if made.isMaking { effects.append(.cancelPicture(made.request)) }
        }
        for row in wanted.sorted() where feed.thumbnails[row] == nil {
            guard let data = feed.imageData[row] else { continue }
            let request = PictureRequest(row: row, box: box, purpose: .thumbnail)
            feed.thumbnails[row] = RowPicture(request: request)
            effects.append(.makePicture(request, data: data))
        }
        return effects
    }

    private mutating func reconcilePreview() -> [BrowserEffect] {
        let wanted = previewRequest()
        guard feed.preview?.request != wanted else { return [] }
        let cancel = feed.preview.flatMap { $0.isMaking ? BrowserEffect.cancelPicture($0.request) : nil }
        feed.preview = wanted.map { RowPicture(request: $0) }
        let make = wanted.flatMap { request in
            feed.imageData[request.row].map { BrowserEffect.makePicture(request, data: $0) }
        }
        return [cancel, make].compactMap { $0 }
    }

    /// The selected row's preview for the panel, when there is a panel and the row's bytes are here.
    private func previewRequest() -> PictureRequest? {
        guard let box = BrowserLayout.previewBox(size), let row = feed.selectedIndex, feed.imageData[row] != nil
        else { return nil }
        return PictureRequest(row: row, box: box, purpose: .preview)
    }

    /// Bytes that are no picture: the row says so.
    private mutating func markUndecodable(_ row: Int) {
        feed.images[row] = .undecodable
        feed.imageData[row] = nil
        feed.thumbnails[row] = nil
    }
}
