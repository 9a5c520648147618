/// A box of terminal cells a picture is made for.
struct CellBox: Hashable, Sendable {
    let columns: Int
    let rows: Int
}
