// Counts heap allocations for the bench, by interposing the allocation functions: an executable's
// own definitions of malloc and friends take precedence over libc's for every library it loads.
// Each hook counts (on the measuring thread only, while counting) and forwards to glibc's
// implementation. Elsewhere than glibc nothing is interposed and counting is unavailable.

#include "AllocationCounter.h"

#if defined(__linux__)
#include <features.h>  // defines __GLIBC__ on glibc
#endif

#if defined(__GLIBC__)
#include <malloc.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Thread_local bool counting = false;
static _Thread_local unsigned long long allocations = 0;

static inline void count(void) {
  if (counting) allocations += 1;
}

void *malloc(size_t size) {
  count();
  return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
  count();
  return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
  count();
  return __libc_realloc(pointer, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  count();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return 12;  // ENOMEM
  *result = pointer;
  return 0;
}

bool aab_allocation_counting_available(void) { return true; }

void aab_allocation_counting_start(void) {
  allocations = 0;
  counting = true;
}

unsigned long long aab_allocation_counting_stop(void) {
  counting = false;
  return allocations;
}

unsigned long long aab_heap_in_use_bytes(void) {
  struct mallinfo2 info = mallinfo2();
  return (unsigned long long)info.uordblks + (unsigned long long)info.hblkhd;
}

#else

unsigned long long aab_heap_in_use_bytes(void) { return 0; }
bool aab_allocation_counting_available(void) { return false; }
void aab_allocation_counting_start(void) {}
unsigned long long aab_allocation_counting_stop(void) { return 0; }

#endif
