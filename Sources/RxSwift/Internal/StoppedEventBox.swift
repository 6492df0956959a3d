/// A subject's terminal event, boxed so that the subject's locked state need not be generic.
@usableFromInline
final class StoppedEventBox<Element> {
    @usableFromInline let event: Event<Element>

    @usableFromInline
    init(_ event: Event<Element>) {
        self.event = event
    }
}
