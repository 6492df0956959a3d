import DeviceKit
import RxCocoa
import RxSwift

extension MapView: HasDelegate {
    /// The delegate protocol of `MapView`.
    public typealias Delegate = MapViewDelegate
}

/// The delegate proxy of ``DeviceKit/MapView`` (the seed's `RxMKMapViewDelegateProxy`).
///
/// Every delegate method reports the call (`sentMessage` before, `methodInvoked` after) and forwards it.
/// `mapView(_:rendererFor:)` returns a value, which no observable can provide: the proxy returns the
/// forward delegate's renderer (install one with `mapView.rx.setDelegate(_:)`), or a plain renderer.
public final class RxMapViewDelegateProxy: DelegateProxy<MapView, MapViewDelegate>, DelegateProxyType,
    MapViewDelegate
{
    /// The map this proxy belongs to.
    public private(set) weak var mapView: MapView?

    /// Creates the proxy of `mapView`.
    /// - Parameter mapView: the parent.
    public init(mapView: MapView) {
        self.mapView = mapView
        super.init(parentObject: mapView, delegateProxy: RxMapViewDelegateProxy.self)
    }

    /// Registers the factory for ``DeviceKit/MapView``.
    public static func registerKnownImplementations() {
        register { RxMapViewDelegateProxy(mapView: $0) }
    }

    /// Reports the call and returns the forward delegate's renderer (a plain one without a forward delegate).
    /// - Parameters:
    ///   - mapView: the map.
    ///   - overlay: the overlay to draw.
    /// - Returns: the renderer.
    public func mapView(_ mapView: MapView, rendererFor overlay: Overlay) -> OverlayRenderer {
        _sentMessage(#function, arguments: [mapView, overlay])
        let renderer = _forwardToDelegate?.mapView(mapView, rendererFor: overlay) ?? OverlayRenderer(overlay: overlay)
        _methodInvoked(#function, arguments: [mapView, overlay])
        return renderer
    }

    /// Reports the call and forwards it.
    /// - Parameters:
    ///   - mapView: the map.
    ///   - animated: whether the change is animated.
    public func mapView(_ mapView: MapView, regionWillChangeAnimated animated: Bool) {
        _sentMessage(#function, arguments: [mapView, animated])
        _forwardToDelegate?.mapView(mapView, regionWillChangeAnimated: animated)
        _methodInvoked(#function, arguments: [mapView, animated])
    }

    /// Reports the call and forwards it.
    /// - Parameters:
    ///   - mapView: the map.
    ///   - animated: whether the change was animated.
    public func mapView(_ mapView: MapView, regionDidChangeAnimated animated: Bool) {
        _sentMessage(#function, arguments: [mapView, animated])
        _forwardToDelegate?.mapView(mapView, regionDidChangeAnimated: animated)
        _methodInvoked(#function, arguments: [mapView, animated])
    }
}

extension Reactive where Base: MapView {
    /// The map's delegate proxy (installed on first use).
    public var delegate: DelegateProxy<MapView, MapViewDelegate> {
        RxMapViewDelegateProxy.proxy(for: base)
    }

    /// Makes `delegate` the forward delegate of the map's proxy, so that it serves the methods with a return
    /// value (`mapView(_:rendererFor:)`) while the proxy's observables keep working. Held weakly.
    /// - Parameter delegate: the delegate, usually the screen that owns the map.
    /// - Returns: a disposable that uninstalls it.
    public func setDelegate(_ delegate: MapViewDelegate) -> Disposable {
        RxMapViewDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
    }

    /// Replaces every overlay of the map with the bound ones (the seed's `overlays` binder).
    public var overlays: Binder<[Overlay]> {
        Binder(base) { mapView, overlays in
            mapView.removeOverlays(mapView.overlays)
            mapView.addOverlays(overlays)
        }
    }

    /// Moves the centre of the map to the bound coordinate, keeping the span (the seed's first challenge).
    /// The change is not animated, so it can be told apart from a user's pan in ``regionDidChangeAnimated``.
    public var location: Binder<Coordinate> {
        Binder(base) { mapView, coordinate in
            mapView.setCenter(coordinate, animated: false)
        }
    }

    /// Emits whenever the region has changed, with whether the change was animated (user pans and zooms are).
    public var regionDidChangeAnimated: ControlEvent<Bool> {
        let source =
            delegate
            .methodInvoked("mapView(_:regionDidChangeAnimated:)")
            .map { parameters in (parameters[1] as? Bool) ?? false }
        return ControlEvent(events: source)
    }
}
