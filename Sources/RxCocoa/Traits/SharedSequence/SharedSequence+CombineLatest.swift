import RxSwift

// `combineLatest` of 2…5 shared sequences, hand-written compactly (one overload pair per arity); 6…8 are in
// SharedSequence+CombineLatest6To8.swift. Candidates for scripts/generate-arity.swift.

extension SharedSequence {
    /// Combines the latest elements of 2 shared sequences each time one of them emits, once all have emitted.
    /// - Parameter resultSelector: combines one element of each source.
    /// - Returns: the shared combined sequence.
    /// - SeeAlso: [ReactiveX combineLatest](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1,
        _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy
    {
        let source = Observable.combineLatest(
            source1.asSharedSequence().asObservable(),
            source2.asSharedSequence().asObservable(),
            resultSelector: resultSelector
        )
        return SharedSequence(source)
    }
}

extension SharedSequence where Element == Any {
    /// Combines the latest elements of 2 shared sequences each time one of them emits, once all have emitted.
    /// - Returns: the shared sequence of tuples.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1,
        _ source2: O2
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element)>
    where
        SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy
    {
        let source = Observable.combineLatest(
            source1.asSharedSequence().asObservable(),
            source2.asSharedSequence().asObservable()
        )
        return SharedSequence<SharingStrategy, (O1.Element, O2.Element)>(source)
    }
}

extension SharedSequence {
    /// Combines the latest elements of 3 shared sequences each time one of them emits, once all have emitted.
    /// - Parameter resultSelector: combines one element of each source.
    /// - Returns: the shared combined sequence.
    /// - SeeAlso: [ReactiveX combineLatest](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy
    {
        let source = Observable.combineLatest(
            source1.asSharedSequence().asObservable(),
            source2.asSharedSequence().asObservable(),
            source3.asSharedSequence().asObservable(),
            resultSelector: resultSelector
        )
        return SharedSequence(source)
    }
}

extension SharedSequence where Element == Any {
    /// Combines the latest elements of 3 shared sequences each time one of them emits, once all have emitted.
    /// - Returns: the shared sequence of tuples.
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>
    where
        SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy
    {
        let source = Observable.combineLatest(
            source1.asSharedSequence().asObservable(),
            source2.asSharedSequence().asObservable(),
            source3.asSharedSequence().asObservable()
        )
        return SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>(source)
    }
}

extension SharedSequence {
    /// Combines the latest elements of 4 shared sequences each time one of them emits, once all have emitted.
    /// - Parameter resultSelector: combines one element of each source.
    /// - Returns: the shared combined sequence.
    /// - SeeAlso: [ReactiveX combineLatest](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy
    {
        let source = Observable.combineLatest(
            source1.asSharedSequence().asObservable(),
            source2.asSharedSequence().asObservable(),
            source3.asSharedSequence().asObservable(),
            source4.asSharedSequence().asObservable(),
            resultSelector: resultSelector
        )
        return SharedSequence(source)
    }
}

extension SharedSequence where Element == Any {
    /// Combines the latest elements of 4 shared sequences each time one of them emits, once all have emitted.
    /// - Returns: the shared sequence of tuples.
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>
    where
        SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy
    {
        let source = Observable.combineLatest(
            source1.asSharedSequence().asObservable(),
            source2.asSharedSequence().asObservable(),
            source3.asSharedSequence().asObservable(),
            source4.asSharedSequence().asObservable()
        )
        return SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>(source)
    }
}

extension SharedSequence {
    /// Combines the latest elements of 5 shared sequences each time one of them emits, once all have emitted.
    /// - Parameter resultSelector: combines one element of each source.
    /// - Returns: the shared combined sequence.
    /// - SeeAlso: [ReactiveX combineLatest](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy
    {
        let source = Observable.combineLatest(
            source1.asSharedSequence().asObservable(),
            source2.asSharedSequence().asObservable(),
            source3.asSharedSequence().asObservable(),
            source4.asSharedSequence().asObservable(),
            source5.asSharedSequence().asObservable(),
            resultSelector: resultSelector
        )
        return SharedSequence(source)
    }
}

extension SharedSequence where Element == Any {
    /// Combines the latest elements of 5 shared sequences each time one of them emits, once all have emitted.
    /// - Returns: the shared sequence of tuples.
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>
    where
        SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy
    {
        let source = Observable.combineLatest(
            source1.asSharedSequence().asObservable(),
            source2.asSharedSequence().asObservable(),
            source3.asSharedSequence().asObservable(),
            source4.asSharedSequence().asObservable(),
            source5.asSharedSequence().asObservable()
        )
        return SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>(source)
    }
}
