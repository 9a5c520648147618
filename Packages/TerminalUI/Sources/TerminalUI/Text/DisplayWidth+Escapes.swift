extension DisplayWidth {
    /// The columns terminal output occupies: its escape sequences take none.
    static func ofOutput(_ text: String) -> Int {
        guard text.unicodeScalars.contains(where: { $0.value == 0x1B || $0.value == 0x9B }) else { return of(text) }
        var scanner = EscapeScanner(Array(text.unicodeScalars))
        var visible = String.UnicodeScalarView()
        while let scalar = scanner.next() {
            if !scanner.consumeSequence(startingWith: scalar) { visible.append(scalar) }
        }
        return of(String(visible))
    }
}
