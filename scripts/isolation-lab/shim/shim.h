#include <stdbool.h>
#include <stdint.h>
typedef struct { void *identity; uintptr_t implementation; } IsoLabExecutorRef;
// Swift runtime entry point (SWIFT_CC(swift)); declared with clang's swiftcall so arguments lower identically.
__attribute__((swiftcall))
bool swift_task_isCurrentExecutorWithFlags(IsoLabExecutorRef executor, uint64_t flags);
