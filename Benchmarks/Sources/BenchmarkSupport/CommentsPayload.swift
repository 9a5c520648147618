import Foundation

/// A generated comments payload of at least `bytes` bytes, with every ISO 8601 variant the API allows.
public enum CommentsPayload {
    public static func make(bytes: Int) -> Data {
        PayloadText.itemsPage(bytes: bytes, item: item)
    }

    private static func item(_ index: Int) -> String {
        let id = PayloadText.uuid(index, salt: 0xC0DE, uppercase: index % 4 == 0)
        let message = PayloadText.messages[index % PayloadText.messages.count]
        let date = PayloadText.dates[index % PayloadText.dates.count]
        let username = PayloadText.usernames[index % PayloadText.usernames.count]
        return #"{"id":"\#(id)","message":"\#(message)","created_at":"\#(date)","author":{"username":"\#(username)"}}"#
    }
}
