/// Why the sample API server could not start.
public enum SampleServerError: Error, Equatable, Sendable {
    /// The bundled sample data is missing or unreadable.
    case sampleDataUnavailable(String)
    /// A configuration value is out of range.
    case invalidConfiguration(String)
    /// The address could not be bound: `errno` says why (`EADDRINUSE`, `EACCES`, `EADDRNOTAVAIL`…).
    case cannotListen(host: String, port: Int, errno: Int32)
    /// The server stopped before it was listening.
    case didNotStart
}
