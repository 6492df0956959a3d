extension ObservableType {
    /// Transforms each element with `transform`.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).map { $0 * 10 }   // 10 20 30
    /// ```
    /// An error thrown by `transform` terminates the sequence with that error.
    ///
    /// ![The marble diagram of map.](marble-map.svg)
    /// - Parameters:
    ///   - transform: the function applied to each element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence of transformed elements.
    /// - SeeAlso: [ReactiveX map](http://reactivex.io/documentation/operators/map.html)
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result, isolation: (any Actor)? = #isolation)
        -> Observable<Result>
    {
        let transform = isolationChecked(transform, isolation, "map")
        return fusingScalar(
            { ScalarMap($0, transform: transform) },
            else: { source, receiver in
                MapSink(receiver: receiver, transform: transform).start(from: source)
            })
    }

    /// Transforms each element with `transform` and drops the `nil` results.
    ///
    /// ```swift
    /// Observable.of("1", "x", "3").compactMap { Int($0) }   // 1 3
    /// ```
    ///
    /// ![The marble diagram of compactMap.](marble-compactMap.svg)
    /// - Parameters:
    ///   - transform: the function applied to each element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence of non-`nil` results.
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func compactMap<Result>(
        _ transform: @escaping (Element) throws -> Result?, isolation: (any Actor)? = #isolation
    ) -> Observable<Result> {
        let transform = isolationChecked(transform, isolation, "compactMap")
        return fusingScalar(
            { ScalarCompactMap($0, transform: transform) },
            else: { source, receiver in
                CompactMapSink(receiver: receiver, transform: transform).start(from: source)
            })
    }
}

/// The sink of `map`: forwards the transformed elements.
@usableFromInline
final class MapSink<Source, Result>: PassthroughSink<Source, Result> {
    @usableFromInline let transform: (Source) throws -> Result

    @inlinable  // Performance: initialised where it is made (LLVM otherwise merges this with `CompactMapSink`'s
    // identical initialiser behind a thunk).
    init(receiver: any ElementReceiver<Result>, transform: @escaping (Source) throws -> Result) {
        self.transform = transform
        super.init(receiver: receiver)
    }

    override func onNext(_ element: Source) {
        do {
            forwardNext(try transform(element))
        } catch {
            forwardError(error)
        }
    }
}

/// The sink of `compactMap`: forwards the non-`nil` results of the transform.
@usableFromInline
final class CompactMapSink<Source, Result>: PassthroughSink<Source, Result> {
    @usableFromInline let transform: (Source) throws -> Result?

    @inlinable  // Performance: initialised where it is made (LLVM otherwise merges this with `MapSink`'s identical
    // initialiser behind a thunk).
    init(receiver: any ElementReceiver<Result>, transform: @escaping (Source) throws -> Result?) {
        self.transform = transform
        super.init(receiver: receiver)
    }

    override func onNext(_ element: Source) {
        do {
            if let result = try transform(element) {
                forwardNext(result)
            }
        } catch {
            forwardError(error)
        }
    }
}
