import Foundation
import RxSwift

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The delegate proxy of `XMLParser`: reports every `XMLParserDelegate` method and forwards it to the
/// delegate that was set before.
///
/// Reach it with `parser.rx.delegate`; the typed streams are on `parser.rx` (``RxSwift/Reactive/didStartElement``…).
/// `XMLParser` cannot store an ``RxAssociatedObjects``, so the proxy of a released parser is released (and
/// its sequences complete) at the next delegate-proxy registry access; ``RxSwift/Reactive/didEndDocument`` and
/// ``RxSwift/Reactive/parseErrorOccurred`` tell when a parse is over.
open class RxXMLParserDelegateProxy: DelegateProxy<XMLParser, XMLParserDelegate>, DelegateProxyType,
    XMLParserDelegate
{
    /// The parser this proxy belongs to.
    public private(set) weak var parser: XMLParser?

    let didStartElementSubject = PublishSubject<XMLParserStartElement>()
    let didEndElementSubject = PublishSubject<XMLParserEndElement>()
    let foundCharactersSubject = PublishSubject<String>()
    let parseErrorOccurredSubject = PublishSubject<Error>()
    let didStartDocumentSubject = PublishSubject<Void>()
    let didEndDocumentSubject = PublishSubject<Void>()

    /// Creates the proxy of `parser`.
    /// - Parameter parser: the parent parser.
    public init(parser: XMLParser) {
        self.parser = parser
        super.init(parentObject: parser, delegateProxy: RxXMLParserDelegateProxy.self)
    }

    /// Registers the factory for `XMLParser` and its subclasses.
    public static func registerKnownImplementations() {
        register { RxXMLParserDelegateProxy(parser: $0) }
    }

    /// Returns `object.delegate`.
    /// - Parameter object: the parser.
    /// - Returns: its delegate.
    public static func currentDelegate(for object: XMLParser) -> XMLParserDelegate? {
        object.delegate
    }

    /// Sets `object.delegate`.
    /// - Parameters:
    ///   - delegate: the new delegate.
    ///   - object: the parser.
    public static func setCurrentDelegate(_ delegate: XMLParserDelegate?, to object: XMLParser) {
        object.delegate = delegate
    }

    deinit {
        didStartElementSubject.on(.completed)
        didEndElementSubject.on(.completed)
        foundCharactersSubject.on(.completed)
        parseErrorOccurredSubject.on(.completed)
        didStartDocumentSubject.on(.completed)
        didEndDocumentSubject.on(.completed)
    }

    /// Reports the call with `selector`, runs `forward` with the forward delegate, reports it as invoked.
    private func relay(
        _ selector: Selector,
        _ arguments: @autoclosure () -> [Any],
        _ forward: (XMLParserDelegate) -> Void
    ) {
        _sentMessage(selector, arguments: arguments())
        if let delegate = _forwardToDelegate {
            forward(delegate)
        }
        _methodInvoked(selector, arguments: arguments())
    }

    // MARK: XMLParserDelegate

    /// Reports and forwards `parserDidStartDocument(_:)`.
    public func parserDidStartDocument(_ parser: XMLParser) {
        relay(#function, [parser]) { $0.parserDidStartDocument(parser) }
        didStartDocumentSubject.on(.next(()))
    }

    /// Reports and forwards `parserDidEndDocument(_:)`.
    public func parserDidEndDocument(_ parser: XMLParser) {
        relay(#function, [parser]) { $0.parserDidEndDocument(parser) }
        didEndDocumentSubject.on(.next(()))
    }

    /// Reports and forwards `parser(_:didStartElement:namespaceURI:qualifiedName:attributes:)`.
    public func parser(
        _ parser: XMLParser,
        didStartElement elementName: String,
        namespaceURI: String?,
        qualifiedName qName: String?,
        attributes attributeDict: [String: String]
    ) {
        relay(#function, [parser, elementName, namespaceURI as Any, qName as Any, attributeDict]) {
            $0.parser(
                parser,
                didStartElement: elementName,
                namespaceURI: namespaceURI,
                qualifiedName: qName,
                attributes: attributeDict
            )
        }
        didStartElementSubject.on(
            .next(
                (elementName: elementName, namespaceURI: namespaceURI, qualifiedName: qName, attributes: attributeDict))
        )
    }

    /// Reports and forwards `parser(_:didEndElement:namespaceURI:qualifiedName:)`.
    public func parser(
        _ parser: XMLParser,
        didEndElement elementName: String,
        namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        relay(#function, [parser, elementName, namespaceURI as Any, qName as Any]) {
            $0.parser(parser, didEndElement: elementName, namespaceURI: namespaceURI, qualifiedName: qName)
        }
        didEndElementSubject.on(.next((elementName: elementName, namespaceURI: namespaceURI, qualifiedName: qName)))
    }

    /// Reports and forwards `parser(_:foundCharacters:)`.
    public func parser(_ parser: XMLParser, foundCharacters string: String) {
        relay(#function, [parser, string]) { $0.parser(parser, foundCharacters: string) }
        foundCharactersSubject.on(.next(string))
    }

    /// Reports and forwards `parser(_:parseErrorOccurred:)`.
    public func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        relay(#function, [parser, parseError]) { $0.parser(parser, parseErrorOccurred: parseError) }
        parseErrorOccurredSubject.on(.next(parseError))
    }

    /// Reports and forwards `parser(_:validationErrorOccurred:)`.
    public func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) {
        relay(#function, [parser, validationError]) { $0.parser(parser, validationErrorOccurred: validationError) }
    }

    /// Reports and forwards `parser(_:didStartMappingPrefix:toURI:)`.
    public func parser(_ parser: XMLParser, didStartMappingPrefix prefix: String, toURI namespaceURI: String) {
        relay(#function, [parser, prefix, namespaceURI]) {
            $0.parser(parser, didStartMappingPrefix: prefix, toURI: namespaceURI)
        }
    }

    /// Reports and forwards `parser(_:didEndMappingPrefix:)`.
    public func parser(_ parser: XMLParser, didEndMappingPrefix prefix: String) {
        relay(#function, [parser, prefix]) { $0.parser(parser, didEndMappingPrefix: prefix) }
    }

    /// Reports and forwards `parser(_:foundIgnorableWhitespace:)`.
    public func parser(_ parser: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
        relay(#function, [parser, whitespaceString]) { $0.parser(parser, foundIgnorableWhitespace: whitespaceString) }
    }

    /// Reports and forwards `parser(_:foundProcessingInstructionWithTarget:data:)`.
    public func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        relay(#function, [parser, target, data as Any]) {
            $0.parser(parser, foundProcessingInstructionWithTarget: target, data: data)
        }
    }

    /// Reports and forwards `parser(_:foundComment:)`.
    public func parser(_ parser: XMLParser, foundComment comment: String) {
        relay(#function, [parser, comment]) { $0.parser(parser, foundComment: comment) }
    }

    /// Reports and forwards `parser(_:foundCDATA:)`.
    public func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        relay(#function, [parser, CDATABlock]) { $0.parser(parser, foundCDATA: CDATABlock) }
    }

    /// Reports and forwards `parser(_:resolveExternalEntityName:systemID:)`; returns the forward delegate's
    /// answer (`nil` without one).
    public func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        var result: Data?
        relay(#function, [parser, name, systemID as Any]) {
            result = $0.parser(parser, resolveExternalEntityName: name, systemID: systemID)
        }
        return result
    }

    /// Reports and forwards `parser(_:foundNotationDeclarationWithName:publicID:systemID:)`.
    public func parser(
        _ parser: XMLParser,
        foundNotationDeclarationWithName name: String,
        publicID: String?,
        systemID: String?
    ) {
        relay(#function, [parser, name, publicID as Any, systemID as Any]) {
            $0.parser(parser, foundNotationDeclarationWithName: name, publicID: publicID, systemID: systemID)
        }
    }

    /// Reports and forwards `parser(_:foundUnparsedEntityDeclarationWithName:publicID:systemID:notationName:)`.
    public func parser(
        _ parser: XMLParser,
        foundUnparsedEntityDeclarationWithName name: String,
        publicID: String?,
        systemID: String?,
        notationName: String?
    ) {
        relay(#function, [parser, name, publicID as Any, systemID as Any, notationName as Any]) {
            $0.parser(
                parser,
                foundUnparsedEntityDeclarationWithName: name,
                publicID: publicID,
                systemID: systemID,
                notationName: notationName
            )
        }
    }

    /// Reports and forwards `parser(_:foundAttributeDeclarationWithName:forElement:type:defaultValue:)`.
    public func parser(
        _ parser: XMLParser,
        foundAttributeDeclarationWithName attributeName: String,
        forElement elementName: String,
        type: String?,
        defaultValue: String?
    ) {
        relay(#function, [parser, attributeName, elementName, type as Any, defaultValue as Any]) {
            $0.parser(
                parser,
                foundAttributeDeclarationWithName: attributeName,
                forElement: elementName,
                type: type,
                defaultValue: defaultValue
            )
        }
    }

    /// Reports and forwards `parser(_:foundElementDeclarationWithName:model:)`.
    public func parser(_ parser: XMLParser, foundElementDeclarationWithName elementName: String, model: String) {
        relay(#function, [parser, elementName, model]) {
            $0.parser(parser, foundElementDeclarationWithName: elementName, model: model)
        }
    }

    /// Reports and forwards `parser(_:foundInternalEntityDeclarationWithName:value:)`.
    public func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        relay(#function, [parser, name, value as Any]) {
            $0.parser(parser, foundInternalEntityDeclarationWithName: name, value: value)
        }
    }

    /// Reports and forwards `parser(_:foundExternalEntityDeclarationWithName:publicID:systemID:)`.
    public func parser(
        _ parser: XMLParser,
        foundExternalEntityDeclarationWithName name: String,
        publicID: String?,
        systemID: String?
    ) {
        relay(#function, [parser, name, publicID as Any, systemID as Any]) {
            $0.parser(parser, foundExternalEntityDeclarationWithName: name, publicID: publicID, systemID: systemID)
        }
    }
}

/// An element start reported by `XMLParser`.
public typealias XMLParserStartElement = (
    elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]
)

/// An element end reported by `XMLParser`.
public typealias XMLParserEndElement = (elementName: String, namespaceURI: String?, qualifiedName: String?)

extension Reactive where Base: XMLParser {
    /// The parser's delegate proxy (installed on first use); observe any delegate method with
    /// `methodInvoked("parser(_:foundComment:)")`.
    public var delegate: DelegateProxy<XMLParser, XMLParserDelegate> {
        RxXMLParserDelegateProxy.proxy(for: base)
    }

    /// Installs `delegate` as the forward delegate of the parser's proxy (held weakly).
    /// - Parameter delegate: receives every delegate call after the proxy.
    /// - Returns: a disposable that restores the previous forward delegate.
    public func setDelegate(_ delegate: XMLParserDelegate) -> Disposable {
        RxXMLParserDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
    }

    /// Each element start: name, namespace URI, qualified name and attributes.
    public var didStartElement: Observable<XMLParserStartElement> {
        RxXMLParserDelegateProxy.proxy(for: base).didStartElementSubject.asObservable()
    }

    /// Each element end: name, namespace URI and qualified name.
    public var didEndElement: Observable<XMLParserEndElement> {
        RxXMLParserDelegateProxy.proxy(for: base).didEndElementSubject.asObservable()
    }

    /// Each run of characters inside an element (one text node may arrive in several pieces).
    public var foundCharacters: Observable<String> {
        RxXMLParserDelegateProxy.proxy(for: base).foundCharactersSubject.asObservable()
    }

    /// The error that stopped parsing (an element, not an `error` event: the parser object stays usable).
    public var parseErrorOccurred: Observable<Error> {
        RxXMLParserDelegateProxy.proxy(for: base).parseErrorOccurredSubject.asObservable()
    }

    /// Emits when parsing starts.
    public var didStartDocument: Observable<Void> {
        RxXMLParserDelegateProxy.proxy(for: base).didStartDocumentSubject.asObservable()
    }

    /// Emits when parsing finished successfully.
    public var didEndDocument: Observable<Void> {
        RxXMLParserDelegateProxy.proxy(for: base).didEndDocumentSubject.asObservable()
    }
}
