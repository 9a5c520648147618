import Foundation

/// A one-line activity indicator: frames on a timer, only when the output is a terminal; clears its line on stop,
/// and on SIGINT (Ctrl-C) or SIGTERM, before the signal goes on (see ``SignalWatcher/deliver(_:)``).
///
/// `@unchecked Sendable`: `timer`, `signals` and `frame` are only touched on `queue`.
public final class Spinner: @unchecked Sendable {
    public static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The frame shown at beat `beat`: the frames in turn, from the first again after the last.
    ///
    /// - Parameter beat: How many beats have passed; 0 or more.
    /// - Returns: One of ``frames``.
    public static func frame(_ beat: Int) -> String {
        frames[beat % frames.count]
    }

    private let output: any TextOutput
    private let style: Style
    private let interval: DispatchTimeInterval
    private let queue = DispatchQueue(label: "TerminalUI.Spinner")
    private var timer: DispatchSourceTimer?
    private var signals: SignalWatcher?
    private var frame = 0

    public init(output: any TextOutput, style: Style = .plain, interval: DispatchTimeInterval = .milliseconds(80)) {
        self.output = output
        self.style = style
        self.interval = interval
    }

    deinit {
        timer?.cancel()
        signals?.stop()
    }

    /// Shows `message` after a spinning frame until `stop()`; does nothing when the output is not a terminal.
    public func start(message: String) {
        guard output.isTerminal else { return }
        let line = TerminalText.safe(message)
        queue.sync {
            guard timer == nil else { return }
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now(), repeating: interval)
            timer.setEventHandler { [weak self] in self?.draw(line) }
            self.timer = timer
            timer.resume()
            signals = SignalWatcher(
                [SIGINT, SIGTERM].map { number in (number, { [weak self] in self?.end(by: number) }) })
        }
    }

    /// Stops the frames and clears the line; safe to call when not started.
    public func stop() {
        queue.sync {
            guard let timer else { return }
            timer.cancel()
            self.timer = nil
            signals?.stop()
            signals = nil
            output.write("\r\u{1B}[2K")
        }
    }

    /// A signal while spinning: the line is cleared, and the signal goes to whoever watched it before, or ends the
    /// process as it would have.
    private func end(by number: Int32) {
        stop()
        SignalWatcher.deliver(number)
    }

    private func draw(_ message: String) {
        output.write("\r\u{1B}[2K" + style.apply(Self.frame(frame)) + " " + message)
        frame += 1
    }
}
