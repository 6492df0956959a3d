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
    // Sendable: `decoder` is only touched by the read source's handler, which runs serially on its queue.

    private let source: DispatchSourceRead
    private var decoder = KeyDecoder()

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

    /// Stops reading; call it when the input is no longer wanted (the reader lives until then).
    public func cancel() {
        source.cancel()
    }
}
