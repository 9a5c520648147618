import Foundation
import HTTPClientPolicy
import SharedAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The session delegate: collects each task's bytes up to a limit and resumes its continuation exactly once.
///
/// `@unchecked Sendable`: every access to `running` happens under `lock`.
final class SessionTasks: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    typealias Continuation = CheckedContinuation<(Data, HTTPURLResponse), any Error>

    private struct Running {
        let continuation: Continuation
        let limit: Int
        var data = Data()
        var response: HTTPURLResponse?
        var failure: HTTPClientError?
    }

    private let lock = NSLock()
    private var running: [Int: Running] = [:]
    private var cancelledBeforeStart: Set<Int> = []

    func start(_ task: URLSessionDataTask, limit: Int, timeout: Double, continuation: Continuation) {
        let alreadyCancelled = lock.withLock {
            running[task.taskIdentifier] = Running(continuation: continuation, limit: limit)
            return cancelledBeforeStart.remove(task.taskIdentifier) != nil
        }
        if alreadyCancelled { return fail(task, .cancelled) }
        task.resume()
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self, weak task] in
            guard let self, let task else { return }
            self.fail(task, .timedOut(seconds: timeout))
        }
    }

    func cancel(_ task: URLSessionDataTask) {
        let started = lock.withLock {
            if running[task.taskIdentifier] == nil { cancelledBeforeStart.insert(task.taskIdentifier) }
            return running[task.taskIdentifier] != nil
        }
        if started { fail(task, .cancelled) }
    }

    private func fail(_ task: URLSessionTask, _ failure: HTTPClientError) {
        let isRunning = lock.withLock {
            guard running[task.taskIdentifier] != nil else { return false }
            if running[task.taskIdentifier]?.failure == nil { running[task.taskIdentifier]?.failure = failure }
            return true
        }
        if isRunning { task.cancel() }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let limit = lock.withLock { () -> Int? in
            running[dataTask.taskIdentifier]?.response = response as? HTTPURLResponse
            return running[dataTask.taskIdentifier]?.limit
        }
        if let limit, response.expectedContentLength > Int64(limit) {
            fail(dataTask, .responseTooLarge(limit: limit))
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        // Appends in place, holding no copy of the entry: a copy shares its bytes, so each append copied the whole
        // body so far (quadratic: a 16 MiB cap took seconds to reach, while URLSession read on unchecked).
        let exceeded = lock.withLock { () -> Int? in
            let id = dataTask.taskIdentifier
            guard let limit = running[id]?.limit, let count = running[id]?.data.count, running[id]?.failure == nil
            else { return nil }
            guard count + data.count <= limit else { return limit }
            running[id]?.data.append(data)
            return nil
        }
        if let exceeded { fail(dataTask, .responseTooLarge(limit: exceeded)) }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        // A redirect to a port no connection can be made to is not followed: its response is the answer.
        guard let target = request.url, URLPort.isValid(target) else { return completionHandler(nil) }
        completionHandler(CredentialScope.redirect(request, from: task.originalRequest))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let entry = lock.withLock({ running.removeValue(forKey: task.taskIdentifier) }) else { return }
        entry.continuation.resume(with: Self.result(entry, error: error))
    }

    private static func result(_ entry: Running, error: (any Error)?) -> Result<(Data, HTTPURLResponse), any Error> {
        if let failure = entry.failure {
            return .failure(failure == .cancelled ? CancellationError() : failure)
        }
        if let error {
            return .failure(HTTPClientError.transport(FailureReason(.text(error.localizedDescription))))
        }
        guard let response = entry.response else {
            return .failure(HTTPClientError.transport(FailureReason(.noHTTPResponse)))
        }
        return .success((entry.data, response))
    }
}
