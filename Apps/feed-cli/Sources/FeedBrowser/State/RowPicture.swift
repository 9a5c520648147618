import TerminalUI

/// A picture asked for one row: being made, made, or not a picture at all (`picture` nil once made).
struct RowPicture: Equatable, Sendable {
    let request: PictureRequest
    var picture: TerminalPicture?
    var isMaking = true
}
