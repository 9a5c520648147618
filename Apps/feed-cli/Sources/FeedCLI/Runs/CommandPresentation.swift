import ArgumentParser
import SharedPresentation
import TerminalViews

extension CommandContext {
    /// How a command shows its loads on `resourceView`: this command's spinner, saying `loadingMessage` ("Loading…"
    /// by default), and its error view on stderr, with `ErrorPresentation`'s words.
    @MainActor func presentation<Resource, View: ResourceView>(
        on resourceView: View, loadingMessage: String? = nil,
        mapper: @escaping (Resource) throws -> View.ResourceViewModel
    ) -> LoadResourcePresentationAdapter<Resource, View> {
        let loadingView = TerminalLoadingView(
            spinner: spinner, message: loadingMessage ?? SharedStrings.loading(language: language))
        return LoadResourcePresentationAdapter(
            resourceView: resourceView, loadingView: loadingView, errorView: reporter.errorView, language: language,
            mapper: mapper, errorMessage: errorMessage)
    }

    /// How a command shows loads that repeat while it runs, such as polling: no spinner, and a failure is one
    /// warning on stderr, since the work goes on.
    @MainActor func backgroundPresentation<Resource, View: ResourceView>(
        on resourceView: View, mapper: @escaping (Resource) throws -> View.ResourceViewModel
    ) -> LoadResourcePresentationAdapter<Resource, View> {
        LoadResourcePresentationAdapter(
            resourceView: resourceView, loadingView: SilentLoadingView(),
            errorView: WarningErrorView(reporter: reporter),
            language: language, mapper: mapper, errorMessage: errorMessage)
    }
}

extension CommandContext {
    /// What a failure reads as: `ErrorPresentation`'s words in this command's language.
    fileprivate var errorMessage: @Sendable (any Error) -> ResourceErrorViewModel {
        { [language] in ErrorPresentation.viewModel(for: $0, language: language) }
    }
}

extension LoadResourcePresentationAdapter {
    /// Opens the command's API session, runs `body` with it, its loads shown through this adapter, and closes the
    /// session however `body` ends. Fails with the failure's exit code when the last load failed (the failure is
    /// shown by then, or with `--json` now).
    func run(in context: CommandContext, _ body: (APISession) async throws -> Void) async throws {
        try await context.withSession(body)
        if let failure { throw context.reporter.exit(for: failure) }
    }
}
