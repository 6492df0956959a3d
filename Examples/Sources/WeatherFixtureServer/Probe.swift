import FlyingFox

/// Probe.
public func probeServer() -> HTTPServer { HTTPServer(port: 0) }
