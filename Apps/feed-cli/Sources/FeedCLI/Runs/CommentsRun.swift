import ArgumentParser
import Foundation
import ImageComments
import SharedAPI
import SharedPresentation
import TerminalViews

/// The `comments` command: one image's comments from the API, in API order, never cached.
struct CommentsRun {
    let context: CommandContext
    let imageID: UUID
    let json: Bool
    var arrangement = CommentsArrangement()

    @MainActor func run() async throws {
        let succeeded = try await context.withSession { session in
            let request = ImageCommentsEndpoint.get(imageID: imageID).request(baseURL: session.baseURL)
            return await show(
                RemoteResourceLoader(client: session.client, request: request, mapper: CheckedMapper.comments))
        }
        if !succeeded { throw ExitCode.failure }
    }

    @MainActor private func show(_ loader: RemoteResourceLoader<[ImageComment]>) async -> Bool {
        let presenter = LoadResourcePresenter<[ImageComment], TextResourceView>(
            resourceView: TextResourceView(output: context.runtime.standardOutput, spinner: context.spinner),
            loadingView: context.loadingView, errorView: context.errorView, mapper: render,
            errorMessage: { ErrorPresentation.viewModel(for: $0, language: context.language) })
        presenter.didStartLoading()
        do {
            presenter.didFinishLoading(with: try await loader.load())
            return true
        } catch {
            presenter.didFinishLoading(with: error)
            return false
        }
    }

    private func render(_ loaded: [ImageComment]) -> String {
        let comments = arrangement.arranged(loaded)
        let language = context.language
        let title = ImageCommentsPresenter.title(language: language)
        let viewModels = ImageCommentsPresenter.map(
            comments, currentDate: context.runtime.currentDate(), calendar: .current, language: language
        ).comments
        if json {
            let items = zip(comments, viewModels).map { CommentJSON($0, relativeDate: $1.date) }
            return JSONOutputEncoder.encode(
                CommentsJSON(title: title, imageID: imageID.uuidString.lowercased(), items: items)) + "\n"
        }
        let renderer = CommentsTextRenderer(
            theme: context.settings.theme, width: context.runtime.terminalSize().columns)
        if arrangement.groupsByAuthor {
            return CommentGroupsText(renderer: renderer, language: language).render(
                title: title, groups: arrangement.groups(loaded), rows: viewModels,
                emptyMessage: ImageCommentsPresenter.emptyMessage(language: language))
        }
        return renderer.render(
            title: title, comments: viewModels, emptyMessage: ImageCommentsPresenter.emptyMessage(language: language))
    }
}
