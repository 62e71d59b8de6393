import CGtk
import Foundation
import Synchronization

/// `idle_wakeups_main_thread` (goal 0) and `idle_wakeups_process` (goal ≤ 5): how often the
/// GLib loop's thread, and every thread, wake while the window idles with a widget shown.
extension GTKBench {
  /// The window idles for 5 s (1 s for the self-check, with a 50 ms GLib timeout polling on the
  /// main thread) while another thread counts every thread's context switches: each is a thread
  /// going to sleep after a wake-up.
  static func idle(selfCheck: Bool = false) {
    wait(milliseconds: selfCheck ? 300 : 1000)
    let mainThread = ThreadStatus.currentThreadID()
    var cpuClock = clockid_t()
    pthread_getcpuclockid(pthread_self(), &cpuClock)
    let mainCPU = cpuClock
    let seconds: Double = selfCheck ? 1 : 5
    let poll = selfCheck ? g_timeout_add(50, { _ in 1 }, nil) : 0
    let box = ResultBox<IdleWindow>()
    Thread.detachNewThread {
      box.set(IdleWindow.measure(seconds: seconds, mainThread: mainThread, mainCPU: mainCPU))
      g_main_context_wakeup(nil)
    }
    while box.value == nil { g_main_context_iteration(nil, 1) }
    if poll != 0 { g_source_remove(poll) }
    let window = box.value!
    if selfCheck {
      emitCheck(
        "idle_wakeups_main_thread", Double(window.mainThread), threshold: 10,
        "a 50 ms GLib timeout on the main thread for 1 s (wake-ups)")
      emitCheck(
        "idle_wakeups_process", Double(window.process), threshold: 10,
        "the same window, whole process (wake-ups)")
      return
    }
    emit(
      "idle_wakeups_main_thread", Double(window.mainThread), goal: 0, unit: "",
      String(
        format: "the GLib loop's thread over 5 s idle, window shown (its CPU: %.2f ms)", window.mainCPU * 1000
      ))
    // The floor is libdispatch's: on Linux its own thread pool (src/event/workqueue.c,
    // _dispatch_workq_init_once) arms a repeating 1 s timer on its manager queue once the first
    // worker thread has started — any Task does — to watch the pool, and never stops it.
    emit(
      "idle_wakeups_process", Double(window.process), goal: 5, unit: "",
      "every thread over the same 5 s (the watcher excluded): \(window.byThread); the floor: "
        + "libdispatch's thread-pool monitor, a 1 s repeating timer once any worker thread ran")
  }
}

/// The idle window's counts, taken on a watcher thread.
struct IdleWindow: Sendable {
  var mainThread = 0
  var process = 0
  var mainCPU = 0.0
  var byThread = ""

  static func measure(seconds: Double, mainThread: Int, mainCPU: clockid_t) -> IdleWindow {
    let watcher = ThreadStatus.currentThreadID()
    // Start once the main thread is back in the GLib loop's poll.
    Thread.sleep(forTimeInterval: 0.1)
    func cpu() -> Double {
      var time = timespec()
      clock_gettime(mainCPU, &time)
      return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let before = ThreadStatus.all()
    let cpuBefore = cpu()
    Thread.sleep(forTimeInterval: seconds)
    let after = ThreadStatus.all()
    var window = IdleWindow()
    window.mainCPU = cpu() - cpuBefore
    var parts: [String] = []
    for (tid, count) in after.sorted(by: { $0.key < $1.key }) where tid != watcher {
      let woken = count - (before[tid] ?? 0)
      guard woken > 0 else { continue }
      window.process += woken
      if tid == mainThread { window.mainThread = woken }
      parts.append("\(tid == mainThread ? "main" : ThreadStatus.name(tid)) \(woken)")
    }
    window.byThread = parts.isEmpty ? "none woke" : parts.joined(separator: ", ")
    return window
  }
}

/// A value handed from another thread.
final class ResultBox<Value: Sendable>: Sendable {
  private let box = Mutex<Value?>(nil)
  func set(_ value: Value) { box.withLock { $0 = value } }
  var value: Value? { box.withLock { $0 } }
}
