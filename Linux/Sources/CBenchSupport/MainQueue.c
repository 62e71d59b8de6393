// The bench's pump for Swift's main actor on the main thread; see MainQueue.h.

#include "MainQueue.h"

__attribute__((noinline)) void aab_counted(void (*body)(void *), void *context) { body(context); }

#if defined(__linux__)
#include <poll.h>
#include <sys/eventfd.h>

// libdispatch's hooks for running its main queue inside another event loop (CoreFoundation uses
// them). Not in an installed header; declared here with libdispatch's own signatures.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

void aab_main_queue_drain(void) { _dispatch_main_queue_callback_4CF(0); }

bool aab_main_queue_wait_and_drain(int timeout_ms) {
  int descriptor = _dispatch_get_main_queue_handle_4CF();
  struct pollfd watch = {.fd = descriptor, .events = POLLIN, .revents = 0};
  if (poll(&watch, 1, timeout_ms) <= 0) return false;
  // Read the eventfd before draining: left readable, it would make poll() return at once forever.
  eventfd_t count;
  eventfd_read(descriptor, &count);
  _dispatch_main_queue_callback_4CF(0);
  return true;
}

#else
// Elsewhere the main queue is the main run loop's business: the bench's engine figures need Linux.
void aab_main_queue_drain(void) {}
bool aab_main_queue_wait_and_drain(int timeout_ms) { return false; }
#endif
