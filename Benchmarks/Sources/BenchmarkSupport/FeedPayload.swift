import Foundation

/// A generated `{"items":[...]}` feed page of at least `bytes` bytes: nulls, missing keys, unicode, escapes, extra fields.
public enum FeedPayload {
    public static func make(bytes: Int) -> Data {
        PayloadText.itemsPage(bytes: bytes, item: item)
    }

    private static func item(_ index: Int) -> String {
        let id = PayloadText.uuid(index, salt: 0xFEED, uppercase: index % 3 == 0)
        var fields = [#""id":"\#(id)""#]
        switch index % 5 {
        case 0: fields.append(#""description":null"#)
        case 1: break
        default: fields.append(#""description":"\#(PayloadText.descriptions[index % PayloadText.descriptions.count])""#)
        }
        if index % 4 != 0 {
            fields.append(#""location":"\#(PayloadText.locations[index % PayloadText.locations.count])""#)
        }
        fields.append(#""image":"https://images.example.com/photos/\#(index)/\#(id).jpg?w=640""#)
        if index % 6 == 0 { fields.append(#""likes":\#(index % 997),"tags":["a","b"]"#) }
        return "{" + fields.joined(separator: ",") + "}"
    }
}
