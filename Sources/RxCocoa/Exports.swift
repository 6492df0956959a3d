// As upstream, `import RxCocoa` also imports RxSwift and RxRelay.
@_exported import RxRelay
@_exported import RxSwift

// On Linux, `URLSession`, `URLRequest` and `XMLParser` live in FoundationNetworking and FoundationXML;
// re-exporting them lets Apple-platform code that imports Foundation and RxCocoa compile unchanged.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
#if canImport(FoundationXML)
    @_exported import FoundationXML
#endif
