import Foundation

extension Reactive where Base: NotificationCenter {
    /// The notifications named `name` (all notifications when `nil`) posted by `object` (by any object
    /// when `nil`).
    ///
    /// Subscribing adds an observer to the notification center; disposing removes it. Notifications are
    /// delivered synchronously on the thread that posts them. The sequence never completes.
    /// `object` is held weakly; as upstream, if it is released before a subscription starts, that
    /// subscription observes the name from every sender.
    ///
    /// ```swift
    /// NotificationCenter.default.rx.notification(.someName)
    ///     .subscribe(onNext: { print($0.name.rawValue) })
    /// ```
    /// - Parameters:
    ///   - name: the notification name to observe, or `nil` for every name.
    ///   - object: the sender to observe, or `nil` for every sender; held weakly.
    /// - Returns: the notifications.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        return Observable.create { [weak object] observer in
            let box = UncheckedSendable(observer)
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                box.value.on(.next(notification))
            }
            return Disposables.create {
                center.removeObserver(token)
            }
        }
    }
}
