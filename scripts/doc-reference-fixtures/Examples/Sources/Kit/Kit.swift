// A fixture for scripts/check-doc-references.py --self-test (see Sources/Core/Core.swift).

/// Wraps a ``Core/Declared`` (a module of an earlier root) and a ``Kit/Gadget`` (this module).
struct Gadget {}

/// The proxy of ``MapKitShim/Gadget``: no module is called MapKitShim.  STALE
struct Proxy {}
