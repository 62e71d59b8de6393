#ifndef ASYNC_ACTION_ALLOCATION_COUNTER_H
#define ASYNC_ACTION_ALLOCATION_COUNTER_H

#include <stdbool.h>

/// Whether this platform counts allocations (glibc only: the counter interposes malloc).
bool aab_allocation_counting_available(void);

/// Starts counting the heap allocations made by the calling thread, from zero.
void aab_allocation_counting_start(void);

/// Stops counting and returns the number of allocations the calling thread made since the start.
unsigned long long aab_allocation_counting_stop(void);

/// Bytes of the heap in use now (glibc's mallinfo2: allocated chunks, from the arena and from
/// mmap), or 0 where it is not available.
unsigned long long aab_heap_in_use_bytes(void);

#endif
