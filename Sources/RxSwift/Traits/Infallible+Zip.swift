// Hand-written thin forwards to the `Observable.zip` arity overloads (2...8 sources).

extension InfallibleType {
    /// Combines the elements of 2 infallible sequences in order: the n-th result uses the n-th element of each.
    /// - Parameter resultSelector: combines one element of each sequence.
    /// - Returns: the zipped sequence.
    /// - SeeAlso: [ReactiveX zip](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        resultSelector: @escaping (I1.Element, I2.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.zip(
                source1.asObservable(),
                source2.asObservable(),
                resultSelector: resultSelector
            )
        )
    }
}

extension InfallibleType where Element == Any {
    /// Combines the elements of 2 infallible sequences in order: the n-th result uses the n-th element of each.
    /// - Returns: the sequence of tuples.
    public static func zip<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1,
        _ source2: I2
    ) -> Infallible<(I1.Element, I2.Element)> {
        Infallible(
            Observable.zip(
                source1.asObservable(),
                source2.asObservable()
            )
        )
    }
}

extension InfallibleType {
    /// Combines the elements of 3 infallible sequences in order: the n-th result uses the n-th element of each.
    /// - Parameter resultSelector: combines one element of each sequence.
    /// - Returns: the zipped sequence.
    /// - SeeAlso: [ReactiveX zip](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.zip(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                resultSelector: resultSelector
            )
        )
    }
}

extension InfallibleType where Element == Any {
    /// Combines the elements of 3 infallible sequences in order: the n-th result uses the n-th element of each.
    /// - Returns: the sequence of tuples.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3
    ) -> Infallible<(I1.Element, I2.Element, I3.Element)> {
        Infallible(
            Observable.zip(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable()
            )
        )
    }
}

extension InfallibleType {
    /// Combines the elements of 4 infallible sequences in order: the n-th result uses the n-th element of each.
    /// - Parameter resultSelector: combines one element of each sequence.
    /// - Returns: the zipped sequence.
    /// - SeeAlso: [ReactiveX zip](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.zip(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable(),
                resultSelector: resultSelector
            )
        )
    }
}

extension InfallibleType where Element == Any {
    /// Combines the elements of 4 infallible sequences in order: the n-th result uses the n-th element of each.
    /// - Returns: the sequence of tuples.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)> {
        Infallible(
            Observable.zip(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable()
            )
        )
    }
}

extension InfallibleType {
    /// Combines the elements of 5 infallible sequences in order: the n-th result uses the n-th element of each.
    /// - Parameter resultSelector: combines one element of each sequence.
    /// - Returns: the zipped sequence.
    /// - SeeAlso: [ReactiveX zip](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType
    >(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.zip(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable(),
                source5.asObservable(),
                resultSelector: resultSelector
            )
        )
    }
}

extension InfallibleType where Element == Any {
    /// Combines the elements of 5 infallible sequences in order: the n-th result uses the n-th element of each.
    /// - Returns: the sequence of tuples.
    public static func zip<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType
    >(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)> {
        Infallible(
            Observable.zip(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable(),
                source5.asObservable()
            )
        )
    }
}

extension InfallibleType {
    /// Combines the elements of 6 infallible sequences in order: the n-th result uses the n-th element of each.
    /// - Parameter resultSelector: combines one element of each sequence.
    /// - Returns: the zipped sequence.
    /// - SeeAlso: [ReactiveX zip](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType
    >(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.zip(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable(),
                source5.asObservable(),
                source6.asObservable(),
                resultSelector: resultSelector
            )
        )
    }
}

extension InfallibleType where Element == Any {
    /// Combines the elements of 6 infallible sequences in order: the n-th result uses the n-th element of each.
    /// - Returns: the sequence of tuples.
    public static func zip<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType
    >(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)> {
        Infallible(
            Observable.zip(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable(),
                source5.asObservable(),
                source6.asObservable()
            )
        )
    }
}

extension InfallibleType {
    /// Combines the elements of 7 infallible sequences in order: the n-th result uses the n-th element of each.
    /// - Parameter resultSelector: combines one element of each sequence.
    /// - Returns: the zipped sequence.
    /// - SeeAlso: [ReactiveX zip](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType, I7: InfallibleType
    >(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        _ source7: I7,
        resultSelector:
            @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.zip(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable(),
                source5.asObservable(),
                source6.asObservable(),
                source7.asObservable(),
                resultSelector: resultSelector
            )
        )
    }
}

extension InfallibleType where Element == Any {
    /// Combines the elements of 7 infallible sequences in order: the n-th result uses the n-th element of each.
    /// - Returns: the sequence of tuples.
    public static func zip<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType, I7: InfallibleType
    >(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        _ source7: I7
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)> {
        Infallible(
            Observable.zip(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable(),
                source5.asObservable(),
                source6.asObservable(),
                source7.asObservable()
            )
        )
    }
}

extension InfallibleType {
    /// Combines the elements of 8 infallible sequences in order: the n-th result uses the n-th element of each.
    /// - Parameter resultSelector: combines one element of each sequence.
    /// - Returns: the zipped sequence.
    /// - SeeAlso: [ReactiveX zip](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType, I7: InfallibleType, I8: InfallibleType
    >(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        _ source7: I7,
        _ source8: I8,
        resultSelector:
            @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)
            -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.zip(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable(),
                source5.asObservable(),
                source6.asObservable(),
                source7.asObservable(),
                source8.asObservable(),
                resultSelector: resultSelector
            )
        )
    }
}

extension InfallibleType where Element == Any {
    /// Combines the elements of 8 infallible sequences in order: the n-th result uses the n-th element of each.
    /// - Returns: the sequence of tuples.
    public static func zip<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType, I7: InfallibleType, I8: InfallibleType
    >(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        _ source7: I7,
        _ source8: I8
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)> {
        Infallible(
            Observable.zip(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable(),
                source5.asObservable(),
                source6.asObservable(),
                source7.asObservable(),
                source8.asObservable()
            )
        )
    }
}
