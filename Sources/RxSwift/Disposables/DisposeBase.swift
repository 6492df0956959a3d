/// The base class of the library's disposables that own other disposables: ``CompositeDisposable``,
/// ``DisposeBag``, ``RefCountDisposable``, ``SerialDisposable`` and ``SingleAssignmentDisposable``.
///
/// As upstream, it declares nothing to call and cannot be subclassed or created outside RxSwift; it lets
/// code refer to any of those disposables by one type:
///
/// ```swift
/// let owners: [DisposeBase] = [DisposeBag(), SerialDisposable()]
/// ```
/// It also counts its instances in `Resources.total` when RxSwift is built with `TRACE_RESOURCES`.
public class DisposeBase {
    private let resourceCount = ResourceCount()

    init() {}
}
