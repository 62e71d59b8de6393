import CBenchSupport

/// The main actor's queue, pumped by the bench on the main thread (see `MainQueue.h`).
@MainActor
enum MainQueue {
  /// Runs main-actor work until `done` holds, sleeping while nothing is queued.
  static func pump(until done: () -> Bool) {
    aab_main_queue_drain()
    while !done() { _ = aab_main_queue_wait_and_drain(-1) }
  }

  /// Runs main-actor work until the queue has stayed empty for `quietMilliseconds`: the tail of
  /// the last run (a cancelled timer's task) ends before the next measurement starts.
  static func settle(quietMilliseconds: Int32 = 2) {
    aab_main_queue_drain()
    while aab_main_queue_wait_and_drain(quietMilliseconds) {}
  }
}

extension MainQueue {
  /// Runs the main-actor jobs queued now, without waiting.
  static func drainOnce() {
    aab_main_queue_drain()
  }
}

extension MainQueue {
  /// Runs main-actor work until `done` holds, and returns the turns of the main queue that ran
  /// work on the way: the main-actor hops. Nothing is drained before the first wait.
  static func pumpCountingHops(until done: () -> Bool) -> Int {
    var hops = 0
    while !done() {
      if aab_main_queue_wait_and_drain(-1) { hops += 1 }
    }
    return hops
  }
}
