import Testing

/// Checks, when the test that owns it ends, that every instance it tracks has been deallocated.
///
/// A suite keeps one in a stored property. Swift Testing makes a new suite instance for every test and releases
/// it when the test function returns, still inside the test: the tracker's `deinit` runs then, after the test's
/// own references are gone, and records a leak as an issue of that test, at the line that tracked the instance.
final class MemoryLeakTracker {
    private struct Tracked {
        weak var instance: AnyObject?
        let sourceLocation: SourceLocation
    }

    private var tracked: [Tracked] = []

    func track(_ instance: AnyObject, sourceLocation: SourceLocation = #_sourceLocation) {
        tracked.append(Tracked(instance: instance, sourceLocation: sourceLocation))
    }

    deinit {
        for leaked in tracked where leaked.instance != nil {
            Issue.record(
                "Instance should have been deallocated. Potential memory leak.", sourceLocation: leaked.sourceLocation)
        }
    }
}
