// A fixture for scripts/check-doc-references.py --self-test, checked as the roots
// doc-reference-fixtures/Sources and doc-reference-fixtures/Examples/Sources (in that order). Every line
// marked STALE must be reported, and no other line.

/// Hands its work to ``RemovedHelperType`` (which no longer exists).  STALE
struct Stale {}

/// Cites ``Declared`` and ``Core/Declared/value``, which exist.
struct Declared {
    let value = 0
}

/// Cites ``Gadget``, which only the examples declare: a library cannot lean on its examples.  STALE
struct LeansOnTheExamples {}
