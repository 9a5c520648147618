import Foundation
import HTTPTypes
import SharedAPI

/// Keeps credentials inside the origin they were given for.
package enum CredentialScope {
    package static let sensitiveFields: [HTTPField.Name] = [.authorization, .cookie, .proxyAuthorization]

    /// The fields to send to `target` after a redirect from `source`: credentials removed when the origin changes.
    package static func fields(_ fields: HTTPFields, from source: URL?, to target: URL?) -> HTTPFields {
        guard let target, let source, Origin(target) != Origin(source) else { return fields }
        var stripped = fields
        for name in sensitiveFields {
            stripped[name] = nil
        }
        return stripped
    }
}
