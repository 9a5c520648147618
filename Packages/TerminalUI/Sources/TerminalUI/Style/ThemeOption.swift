/// The `--theme` choice: follow the terminal, or force light or dark.
public enum ThemeOption: String, CaseIterable, Sendable {
    case auto, light, dark
}
