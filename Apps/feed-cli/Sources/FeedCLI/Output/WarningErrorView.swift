import SharedPresentation

/// Shows a failure as one `feed-cli: warning: message: cause` line on stderr, for work that goes on after it.
struct WarningErrorView: ResourceErrorView {
    let reporter: CommandReporter

    func display(_ viewModel: ResourceErrorViewModel) {
        // A load cut short because the work is stopping (Ctrl-C) failed for no reason worth a warning.
        guard let message = viewModel.message, !Task.isCancelled else { return }
        reporter.warn([message, viewModel.cause].compactMap { $0 }.joined(separator: ": "))
    }
}
