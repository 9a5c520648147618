extension KeyHintLine where Meaning: KeyAction {
    /// The columns each hint kept takes in ``line(width:)``, with the key its action is known by (its first default
    /// key, whatever keys a ``Keymap`` gives it): a click on a hint is that key.
    ///
    /// - Parameter width: The line's width.
    /// - Returns: Each hint's columns and key, in order; an action without a default key has no target.
    public func keyTargets(width: Int) -> [(columns: Range<Int>, key: Key)] {
        targets(width: width).compactMap { target in target.meaning.defaultKeys.first.map { (target.columns, $0) } }
    }
}
