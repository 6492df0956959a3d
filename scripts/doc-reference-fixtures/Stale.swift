// A fixture for scripts/check-doc-references.py --self-test: the comment below cites a type that does not exist.

/// Hands its work to ``RemovedHelperType`` (which no longer exists).
struct Stale {}
