#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// zlib's own `uncompress`, loaded at run time, so that the encoder's streams are checked by the reference
/// decoder without the package linking zlib.
enum SystemZlib {
    private typealias Uncompress =
        @convention(c) (
            UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt
        ) -> Int32

    /// The bytes `stream` inflates to, at most `capacity` of them; nil when zlib refuses it or cannot be loaded.
    static func uncompress(_ stream: [UInt8], capacity: Int) -> [UInt8]? {
        guard let function = load() else { return nil }
        var output = [UInt8](repeating: 0, count: max(capacity, 1))
        var length = UInt(output.count)
        let status = function(&output, &length, stream, UInt(stream.count))
        return status == 0 ? Array(output.prefix(Int(length))) : nil
    }

    private static func load() -> Uncompress? {
        let names = ["libz.so.1", "libz.so", "libz.dylib", "/usr/lib/libz.dylib"]
        guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW) }).first,
            let symbol = dlsym(handle, "uncompress")
        else { return nil }
        return unsafeBitCast(symbol, to: Uncompress.self)
    }
}

/// Bytes that look random (a linear congruential generator), which deflate cannot shrink.
func makeNoise(count: Int, seed: UInt32 = 1) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
        state = state &* 1_664_525 &+ 1_013_904_223
        return UInt8(truncatingIfNeeded: state >> 24)
    }
}
