import SharedPresentation

/// Shows no failure while it happens: with `--json` the failure is one JSON object when the command ends.
struct SilentErrorView: ResourceErrorView {
    func display(_ viewModel: ResourceErrorViewModel) {}
}
