/// The body size a client accepts unless told otherwise: far above any feed page, comment list or image.
package enum ResponseSizeLimit {
    package static let standard = 16 * 1024 * 1024
}
