import Foundation
import ImageComments
import SharedPresentation
import TerminalUI
import TerminalViews

/// The one-line composer (`c`) and its drafts: sending, then posted or failed and kept for a retry.
extension BrowserState {
    /// Opens the composer on what was typed for this image before, the cursor where it was left.
    mutating func openComposer() {
        guard canPost, let image = comments?.image else { return }
        comments?.composer = CommentComposer(composerLines[image.id] ?? EditableLine())
    }

    /// Enter sends, Esc closes keeping the text, every other key edits the line (and clears a refusal).
    mutating func editComposer(_ key: Key) -> [BrowserEffect] {
        guard let image = comments?.image, var composer = comments?.composer else { return [] }
        switch key {
        case .escape: comments?.composer = nil
        case .enter: return send(composer.text, about: image.id)
        default:
            guard composer.line.edit(key) else { return [] }
            composer.refusal = nil
            comments?.composer = composer
            composerLines[image.id] = composer.text.isEmpty ? nil : composer.line
        }
        return []
    }

    /// Posts the text as `comment` would (`NewCommentMessage.prepared`) as a draft; one the rule refuses stays in the
    /// composer, which says why.
    private mutating func send(_ text: String, about imageID: UUID) -> [BrowserEffect] {
        let message: String
        do {
            message = try NewCommentMessage.prepared(text)
        } catch {
            comments?.composer?.refusal = error
            return []
        }
        let draft = CommentDraft(id: nextDraftID, message: message, status: .sending)
        nextDraftID += 1
        drafts[imageID, default: []].append(draft)
        comments?.composer = nil
        composerLines[imageID] = nil
        comments?.top = Int.max / 2
        return [.postComment(imageID: imageID, message: message, draftID: draft.id)]
    }

    mutating func retryFailedDrafts() -> [BrowserEffect] {
        guard let imageID = comments?.image.id, var list = drafts[imageID] else { return [] }
        var effects: [BrowserEffect] = []
        for index in list.indices where list[index].status != .sending {
            list[index].status = .sending
            effects.append(.postComment(imageID: imageID, message: list[index].message, draftID: list[index].id))
        }
        drafts[imageID] = list
        return effects
    }

    mutating func commentPosted(_ draftID: Int, _ comment: ImageComment) {
        guard let imageID = imageID(ofDraft: draftID) else { return }
        drafts[imageID]?.removeAll { $0.id == draftID }
        if drafts[imageID]?.isEmpty == true { drafts[imageID] = nil }
        guard comments?.image.id == imageID, comments?.comments.contains(where: { $0.id == comment.id }) == false
        else { return }
        comments?.comments.append(comment)
    }

    mutating func commentPostFailed(_ draftID: Int, _ failure: LoadFailure) {
        guard let imageID = imageID(ofDraft: draftID),
            let index = drafts[imageID]?.firstIndex(where: { $0.id == draftID })
        else { return }
        drafts[imageID]?[index].status = .failed(failure)
    }

    private func imageID(ofDraft draftID: Int) -> UUID? {
        drafts.first { $0.value.contains { $0.id == draftID } }?.key
    }
}
