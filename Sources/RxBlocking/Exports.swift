@_exported import RxSwift
