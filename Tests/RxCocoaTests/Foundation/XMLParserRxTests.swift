import Foundation
import RxCocoa
import RxSwift
import RxTestSupport
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

final class XMLParserRxTests: RxTestCase {
    private let library = """
        <?xml version="1.0"?>
        <library><!-- two books --><book id="1" lang="en"><title>Swift</title></book>\
        <book id="2"><title>Rx &amp; you</title></book></library>
        """

    override func tearDown() {
        releaseProxiesOfDeadParents()
        super.tearDown()
    }

    func testStreamsElementsAttributesCharactersAndTheEndOfTheDocument() {
        let parser = XMLParser(data: Data(library.utf8))
        let starts = EventLog(
            parser.rx.didStartElement.map { "\($0.elementName)\($0.attributes.sorted { $0.key < $1.key })" })
        let ends = EventLog(parser.rx.didEndElement.map { $0.elementName })
        let characters = EventLog(parser.rx.foundCharacters)
        let documentStarted = EventLog(parser.rx.didStartDocument)
        let documentEnded = EventLog(parser.rx.didEndDocument)
        let errors = EventLog(parser.rx.parseErrorOccurred)

        XCTAssertTrue(parser.parse())

        XCTAssertEqual(
            starts.values,
            [
                "library[]",
                #"book[(key: "id", value: "1"), (key: "lang", value: "en")]"#,
                "title[]",
                #"book[(key: "id", value: "2")]"#,
                "title[]",
            ]
        )
        XCTAssertEqual(ends.values, ["title", "book", "title", "book", "library"])
        XCTAssertEqual(characters.values.joined(), "SwiftRx & you")
        XCTAssertEqual(documentStarted.values.count, 1)
        XCTAssertEqual(documentEnded.values.count, 1)
        XCTAssertTrue(errors.values.isEmpty)
        for log in [starts.disposable, ends.disposable, characters.disposable, documentStarted.disposable] {
            log.dispose()
        }
        documentEnded.disposable.dispose()
        errors.disposable.dispose()
    }

    func testAMalformedDocumentReportsParseErrorOccurred() {
        let parser = XMLParser(data: Data("<a><b></a>".utf8))
        let errors = EventLog(parser.rx.parseErrorOccurred)

        // swift-corelibs-foundation's parser may report several errors and keep going: only the first
        // report is pinned down here.
        _ = parser.parse()

        XCTAssertFalse(errors.values.isEmpty)
        XCTAssertEqual((errors.values.first as NSError?)?.domain, XMLParser.errorDomain)
        XCTAssertNil(errors.error, "a parse error is an element, not a sequence error")
        errors.disposable.dispose()
    }

    func testMethodInvokedObservesAnyDelegateMethodByItsFunctionName() {
        let parser = XMLParser(data: Data(library.utf8))
        let comments = EventLog(
            parser.rx.delegate.methodInvoked("parser(_:foundComment:)").map { $0[1] as? String }
        )

        XCTAssertTrue(parser.parse())

        XCTAssertEqual(comments.values, [" two books "])
        comments.disposable.dispose()
    }

    func testADelegateSetBeforeTheProxyAndAnInstalledForwardDelegateKeepReceivingCalls() {
        let parser = XMLParser(data: Data(library.utf8))
        let original = CollectingParserDelegate()
        parser.delegate = original
        let ends = EventLog(parser.rx.didEndElement.map { $0.elementName })

        XCTAssertTrue(parser.parse())
        XCTAssertEqual(original.elements, ["library", "book", "title", "book", "title"])
        XCTAssertEqual(original.comments, [" two books "])
        XCTAssertEqual(ends.values.count, 5)

        let installed = CollectingParserDelegate()
        let second = XMLParser(data: Data("<root><leaf/></root>".utf8))
        let disposable = second.rx.setDelegate(installed)
        XCTAssertTrue(second.parse())
        XCTAssertEqual(installed.elements, ["root", "leaf"])
        disposable.dispose()
        ends.disposable.dispose()
    }

    func testTheProxyOfAReleasedParserCompletesItsSequencesAtTheNextRegistryAccess() {
        var parser: XMLParser? = XMLParser(data: Data("<root/>".utf8))
        let ended = EventLog(parser!.rx.didEndDocument)
        let weakProxy = WeakBox(parser!.rx.delegate)
        XCTAssertTrue(parser!.parse())

        parser = nil
        releaseProxiesOfDeadParents()

        XCTAssertEqual(ended.values.count, 1)
        XCTAssertTrue(ended.isCompleted)
        XCTAssertNil(weakProxy.object)
    }
}

/// A classic `XMLParserDelegate`.
private final class CollectingParserDelegate: XMLParserDelegate {
    var elements: [String] = []
    var comments: [String] = []

    func parser(
        _ parser: XMLParser,
        didStartElement elementName: String,
        namespaceURI: String?,
        qualifiedName qName: String?,
        attributes attributeDict: [String: String]
    ) {
        elements.append(elementName)
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        comments.append(comment)
    }
}
