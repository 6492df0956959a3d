import RxCocoa
import RxSwift

// The delegate-based class of the DelegateProxy workloads, shared by the wall-clock benchmarks (RxBenchmarks)
// and the instruction-count probes (InstructionProbes).

/// A delegate protocol with one method, as the seed apps' `CLLocationManagerDelegate`-style wrappers use.
public protocol TickerDelegate: AnyObject {
    /// Reports one tick.
    func ticker(_ ticker: Ticker, didTick value: Int)
}

/// A delegate-based class wrapped the way the seed apps wrap their platform objects.
public final class Ticker: HasDelegate {
    /// The delegate type of `HasDelegate`.
    public typealias Delegate = TickerDelegate

    /// The object told about every tick.
    public weak var delegate: TickerDelegate?

    /// Makes a ticker without a delegate.
    public init() {}

    /// Calls the delegate once.
    @inline(never)
    public func tick(_ value: Int) {
        delegate?.ticker(self, didTick: value)
    }
}

/// A plain delegate that sums what it is told.
public final class SummingTickerDelegate: TickerDelegate {
    /// The sum of the ticks so far.
    public var sum = 0
    /// Called with every tick after summing it.
    public var onTick: ((Int) -> Void)?

    /// Makes a delegate whose sum is 0.
    public init() {}

    /// Adds `value` to ``sum`` and calls ``onTick``.
    public func ticker(_ ticker: Ticker, didTick value: Int) {
        sum &+= value
        onTick?(value)
    }
}

/// The delegate proxy of ``Ticker``: reports each call to `sentMessage`/`methodInvoked` and forwards it.
public final class RxTickerDelegateProxy: DelegateProxy<Ticker, TickerDelegate>, DelegateProxyType, TickerDelegate {
    /// Makes the proxy of `ticker`.
    public init(ticker: Ticker) {
        super.init(parentObject: ticker, delegateProxy: RxTickerDelegateProxy.self)
    }

    /// Registers the proxy's factory.
    public static func registerKnownImplementations() {
        register { RxTickerDelegateProxy(ticker: $0) }
    }

    /// Reports the call, forwards it, and reports it again.
    public func ticker(_ ticker: Ticker, didTick value: Int) {
        _sentMessage(#function, arguments: [ticker, value])
        _forwardToDelegate?.ticker(ticker, didTick: value)
        _methodInvoked(#function, arguments: [ticker, value])
    }
}

/// The target of the `Driver` binding: a stand-in for a label.
public final class Label {
    /// The sum of the values bound so far.
    public var total = 0

    /// Makes a label whose total is 0.
    public init() {}
}
