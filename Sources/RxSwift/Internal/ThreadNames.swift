import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// How traces and misuse reports name the calling thread.
package enum ThreadNames {
    /// The calling thread's name: its own name, unless it has none or it is the name the kernel keeps for a
    /// dispatch worker thread (the last 15 bytes of a global queue's label on Linux: `oot.default-qos` for
    /// `com.apple.root.default-qos`); then the label of the dispatch queue it runs. `nil` when neither is known.
    package static var current: String? {
        let own = Thread.current.name ?? ""
        let label = queueLabel.map { String(cString: $0(nil)) } ?? ""
        let isWorkerName = own.isEmpty || (own.utf8.count == 15 && globalQueueLabels.contains { $0.hasSuffix(own) })
        if label.isEmpty || !isWorkerName { return own.isEmpty ? nil : own }
        return label
    }

    /// The labels of libdispatch's global queues, whose worker threads the kernel names after them.
    private static let globalQueueLabels = [
        "maintenance", "background", "utility", "default", "user-initiated",
        "user-interactive",
    ].flatMap { ["com.apple.root.\($0)-qos", "com.apple.root.\($0)-qos.overcommit"] }

    /// libdispatch's `dispatch_queue_get_label`, which the Dispatch module does not export on Linux; called with
    /// `nil` (`DISPATCH_CURRENT_QUEUE_LABEL`) it returns the current queue's label.
    private static let queueLabel = runtimeFunction(
        "dispatch_queue_get_label", as: (@convention(c) (OpaquePointer?) -> UnsafePointer<CChar>).self)
}

/// The C function `name` of the running process (looked up in every loaded image, `RTLD_DEFAULT`) as a `Function`, a
/// `@convention(c)` function type; `nil` if no loaded image exports it.
func runtimeFunction<Function>(_ name: String, as _: Function.Type) -> Function? {
    #if canImport(Darwin)
        let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #else
        let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
    #endif
    return dlsym(everywhere, name).map { unsafeBitCast($0, to: Function.self) }
}
