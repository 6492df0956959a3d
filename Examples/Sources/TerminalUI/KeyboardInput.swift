import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a terminal's input on a dispatch queue and reports decoded ``Key`` values.
///
/// ```swift
/// let keyboard = KeyboardInput(fileDescriptor: STDIN_FILENO, queue: .main,
///                              onKey: { key in print(key) }, onEnd: { print("input closed") })
/// ```
public final class KeyboardInput: @unchecked Sendable {
    // Sendable: `decoder` is only touched by the read source's handler, which runs serially on its queue;
    // `paused` is guarded by `pauseLock`.

    private let source: DispatchSourceRead
    private var decoder = KeyDecoder()
    private let pauseLock = NSLock()
    private var paused = false

    /// Starts reading.
    /// - Parameters:
    ///   - fileDescriptor: the descriptor to read (standard input by default).
    ///   - queue: the queue the callbacks run on.
    ///   - onKey: called for every decoded key.
    ///   - onEnd: called once when the input reaches its end or fails (reading stops then).
    public init(
        fileDescriptor: Int32 = STDIN_FILENO,
        queue: DispatchQueue,
        onKey: @escaping @Sendable (Key) -> Void,
        onEnd: @escaping @Sendable () -> Void
    ) {
        source = DispatchSource.makeReadSource(fileDescriptor: fileDescriptor, queue: queue)
        // The handler keeps the reader alive until `cancel()` (which releases the handler).
        source.setEventHandler { [self] in
            var buffer = [UInt8](repeating: 0, count: 1024)
            let count = read(fileDescriptor, &buffer, buffer.count)
            if count < 0 && (errno == EINTR || errno == EAGAIN) { return }
            guard count > 0 else {
                source.cancel()
                onEnd()
                return
            }
            for key in decoder.decode(Array(buffer[0..<count])) { onKey(key) }
        }
        source.resume()
    }

    /// Pauses or resumes reading. A program in the background must not read its terminal (the read would
    /// stop it with SIGTTIN), so pause while in the background.
    public var isPaused: Bool {
        get { pauseLock.withLock { paused } }
        set {
            let change = pauseLock.withLock { () -> Bool? in
                guard paused != newValue else { return nil }
                paused = newValue
                return newValue
            }
            switch change {
            case true?: source.suspend()
            case false?: source.resume()
            case nil: break
            }
        }
    }

    /// Stops reading; call it when the input is no longer wanted (the reader lives until then).
    public func cancel() {
        isPaused = false
        source.cancel()
    }
}
