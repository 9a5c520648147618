import Foundation

/// A generated comments payload of at least `bytes` bytes, with every ISO 8601 variant the API allows.
public enum CommentsPayload {
    public static func make(bytes: Int) -> Data {
        var text = #"{"items":["#
        text.reserveCapacity(bytes + 512)
        var index = 0
        while text.utf8.count < bytes {
            if index > 0 { text += "," }
            text += item(index)
            index += 1
        }
        text += "]}"
        return Data(text.utf8)
    }

    private static func item(_ index: Int) -> String {
        let id = PayloadText.uuid(index, salt: 0xC0DE, uppercase: index % 4 == 0)
        let message = PayloadText.messages[index % PayloadText.messages.count]
        let date = PayloadText.dates[index % PayloadText.dates.count]
        let username = PayloadText.usernames[index % PayloadText.usernames.count]
        return #"{"id":"\#(id)","message":"\#(message)","created_at":"\#(date)","author":{"username":"\#(username)"}}"#
    }
}
