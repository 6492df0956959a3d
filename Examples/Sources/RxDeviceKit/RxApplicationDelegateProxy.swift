import DeviceKit
import RxCocoa
import RxSwift

/// The seed's `RxUIApplicationDelegateProxy` for ``DeviceKit/Application``.
///
/// `Application` holds its delegate weakly (as `UIApplication` does), so the proxy retains the delegate it
/// forwards to: an app delegate set before the proxy keeps receiving every call.
public class RxApplicationDelegateProxy: DelegateProxy<Application, ApplicationDelegate>,
    ApplicationDelegate, DelegateProxyType
{
    /// The application whose delegate the proxy is.
    public weak private(set) var application: Application?

    init(application: ParentObject) {
        self.application = application
        super.init(parentObject: application, delegateProxy: RxApplicationDelegateProxy.self)
    }

    /// Registers the factory.
    public static func registerKnownImplementations() {
        self.register { RxApplicationDelegateProxy(application: $0) }
    }

    /// Returns `object.delegate`.
    public static func currentDelegate(for object: Application) -> ApplicationDelegate? {
        return object.delegate
    }

    /// Sets `object.delegate`.
    public static func setCurrentDelegate(_ delegate: ApplicationDelegate?, to object: Application) {
        object.delegate = delegate
    }

    /// Always retains the forward delegate: nobody else may.
    public override func setForwardToDelegate(_ forwardToDelegate: ApplicationDelegate?, retainDelegate: Bool) {
        super.setForwardToDelegate(forwardToDelegate, retainDelegate: true)
    }

    /// Reports the call and forwards it.
    public func applicationDidBecomeActive(_ application: Application) {
        _sentMessage(#function, arguments: [application])
        _forwardToDelegate?.applicationDidBecomeActive(application)
        _methodInvoked(#function, arguments: [application])
    }

    /// Reports the call and forwards it.
    public func applicationWillResignActive(_ application: Application) {
        _sentMessage(#function, arguments: [application])
        _forwardToDelegate?.applicationWillResignActive(application)
        _methodInvoked(#function, arguments: [application])
    }

    /// Reports the call and forwards it.
    public func applicationWillEnterForeground(_ application: Application) {
        _sentMessage(#function, arguments: [application])
        _forwardToDelegate?.applicationWillEnterForeground(application)
        _methodInvoked(#function, arguments: [application])
    }

    /// Reports the call and forwards it.
    public func applicationDidEnterBackground(_ application: Application) {
        _sentMessage(#function, arguments: [application])
        _forwardToDelegate?.applicationDidEnterBackground(application)
        _methodInvoked(#function, arguments: [application])
    }

    /// Reports the call and forwards it.
    public func applicationWillTerminate(_ application: Application) {
        _sentMessage(#function, arguments: [application])
        _forwardToDelegate?.applicationWillTerminate(application)
        _methodInvoked(#function, arguments: [application])
    }
}

/// The seed's own application state: `Application.State` has no `terminated`.
public enum AppState: Equatable, Sendable {
    /// In the foreground, with focus.
    case active
    /// In the foreground without focus, or in transition.
    case inactive
    /// Stopped or in the background.
    case background
    /// About to exit.
    case terminated
}

extension Application.State {
    /// Converts to the seed's ``AppState``.
    public func toAppState() -> AppState {
        switch self {
        case .active:
            return .active
        case .inactive:
            return .inactive
        case .background:
            return .background
        }
    }
}

extension Reactive where Base: Application {
    /// The delegate proxy.
    public var delegate: DelegateProxy<Application, ApplicationDelegate> {
        return RxApplicationDelegateProxy.proxy(for: base)
    }

    /// The app became active again.
    public var didBecomeActive: Observable<AppState> {
        return
            delegate
            .methodInvoked("applicationDidBecomeActive(_:)")
            .map { _ in return .active }
    }

    /// The app goes from active to inactive.
    public var willResignActive: Observable<AppState> {
        return
            delegate
            .methodInvoked("applicationWillResignActive(_:)")
            .map { _ in return .inactive }
    }

    /// The app comes back from the background (not active yet).
    public var willEnterForeground: Observable<AppState> {
        return
            delegate
            .methodInvoked("applicationWillEnterForeground(_:)")
            .map { _ in return .inactive }
    }

    /// The app went to the background.
    public var didEnterBackground: Observable<AppState> {
        return
            delegate
            .methodInvoked("applicationDidEnterBackground(_:)")
            .map { _ in return .background }
    }

    /// The app is about to exit.
    public var willTerminate: Observable<AppState> {
        return
            delegate
            .methodInvoked("applicationWillTerminate(_:)")
            .map { _ in return .terminated }
    }

    /// Every state change, starting with the current state.
    public var state: Observable<AppState> {
        return Observable.of(
            didBecomeActive,
            willResignActive,
            willEnterForeground,
            didEnterBackground,
            willTerminate
        )
        .merge()
        .startWith(base.applicationState.toAppState())  // the current state on subscription
    }
}
