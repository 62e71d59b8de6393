#ifndef ASYNC_ACTION_BENCH_MAIN_QUEUE_H
#define ASYNC_ACTION_BENCH_MAIN_QUEUE_H

#include <stdbool.h>

// The bench runs libdispatch's main queue — Swift's main actor on Linux — on the process's main
// thread, from plain synchronous code, the way an app's event loop does (GTK's AsyncActionMainLoopBridge and
// CoreFoundation's run loop use the same two hooks): the bench taps, then pumps the queue until
// the run it measures is over. Nothing the bench measures waits in a task of its own: a resumed
// continuation or an awaited task goes through the global executor, a worker thread's wake-up and
// a hop back, which would put the machine's scheduling latency into every figure.
//
// Valgrind also runs a process driven this way, where it crashes under dispatchMain().

/// Runs the main-actor jobs queued now, and those they queue, without waiting. Main thread only.
void aab_main_queue_drain(void);

/// Waits until main-actor work is queued, or `timeout_ms` passed (-1: no limit); then drains.
/// Returns whether work was queued. Main thread only.
bool aab_main_queue_wait_and_drain(int timeout_ms);

/// Calls `body(context)`. Never inlined: scripts/bench-callgrind counts the instructions inside it
/// (valgrind's --toggle-collect), so that a GTK click is counted without the frames GTK paints
/// meanwhile.
void aab_counted(void (*_Nonnull body)(void *_Nullable), void *_Nullable context);

#endif
