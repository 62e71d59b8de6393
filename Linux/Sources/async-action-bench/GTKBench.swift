import AsyncActionCore
import AsyncActionGTK
import CGtk
import Foundation
import Observation
import Synchronization

/// The GTK figures, measured inside the GLib loop: spinner timing on the real clock, CPU while
/// spinning against a bare GtkSpinner in the same window, and the idle window.
@MainActor
enum GTKBench {
  static func main(repetitions: Int) -> Int32 {
    aab_line_buffer_stdout()
    gtk_init()
    MainLoopBridge.install()
    let loop = g_main_loop_new(nil, 0)!
    defer { g_main_loop_unref(loop) }
    let window = gtk_window_new()!
    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
    gtk_window_set_child(window.cast(), column)
    let timing = try! SpinnerTiming(showDelay: .milliseconds(30), minimumVisible: .milliseconds(60))
    let button = AsyncActionButtonWidget(
      label: "Save Changes", configuration: ActionConfiguration(timing: timing), action: .none)
    gtk_box_append(column.cast(), button.widget!)
    let bare = gtk_spinner_new()!
    gtk_box_append(column.cast(), bare)
    gtk_window_present(window.cast())
    Task { @MainActor in
      try? await Task.sleep(for: .milliseconds(500))
      await spinnerTiming(button)
      await cpuWhileSpinning(button, bare: bare, repetitions: repetitions)
      await idle()
      gtk_window_destroy(window.cast())
      g_main_loop_quit(loop)
    }
    g_main_loop_run(loop)
    return 0
  }

  static func emit(_ name: String, _ value: Double, goal: Double, unit: String, _ detail: String) {
    print("gtk-metric \(name)|\(value)|\(goal)|\(unit)|\(detail)")
  }

  // MARK: Spinner timing

  /// Taps 150 times, each time on an idle button; each action takes 40 ms. The spinner must
  /// appear 30 ms after the tap and go 60 ms after it appeared. After each run, the baseline: a
  /// bare `Task.sleep` of 30 ms and one of 60 ms in the same loop, so that both meet the
  /// machine in the same moment. The design's figure is the absolute error; the excess over the
  /// bare sleep's error is the engine's own share (the rest is the timer's and the VM's).
  static func spinnerTiming(_ button: AsyncActionButtonWidget) async {
    let engine = button.engine
    var showErrors = Samples()
    var minimumErrors = Samples()
    var bareShowErrors = Samples()
    var bareMinimumErrors = Samples()
    func bareSleepError(_ duration: Duration) async -> Double {
      let start = ContinuousClock.now
      try? await Task.sleep(for: duration)
      return abs(((ContinuousClock.now - start) - duration).seconds) * 1000
    }
    for _ in 0..<150 {
      engine.action = AsyncAction { try await Task.sleep(for: .milliseconds(40)) }
      let tapped = ContinuousClock.now
      engine.tap()
      let shownAt = await nextChange(of: engine)
      let hiddenAt = await nextChange(of: engine)
      showErrors.values.append(abs(((shownAt - tapped) - .milliseconds(30)).seconds) * 1000)
      minimumErrors.values.append(abs(((hiddenAt - shownAt) - .milliseconds(60)).seconds) * 1000)
      while engine.isBusy { await Task.yield() }
      bareShowErrors.values.append(await bareSleepError(.milliseconds(30)))
      bareMinimumErrors.values.append(await bareSleepError(.milliseconds(60)))
      // A user taps an idle button: let the crossfade back to the label finish first.
      try? await Task.sleep(for: .milliseconds(100))
    }
    func detail(_ errors: Samples, bare: Samples, _ name: String) -> String {
      String(
        format:
          "p50 %.3f ms, p99 %.3f ms over %d runs; a bare %@ Task.sleep in the same loop: p50 %.3f ms, p99 %.3f ms",
        errors.percentile(50), errors.percentile(99), errors.values.count, name, bare.percentile(50),
        bare.percentile(99))
    }
    emit(
      "spinner_show_delay_error_p99_ms", showErrors.percentile(99), goal: 2, unit: " ms",
      detail(showErrors, bare: bareShowErrors, "30 ms"))
    emit(
      "spinner_minimum_error_p99_ms", minimumErrors.percentile(99), goal: 2, unit: " ms",
      detail(minimumErrors, bare: bareMinimumErrors, "60 ms"))
    emit(
      "spinner_show_delay_excess_p99_ms", max(showErrors.percentile(99) - bareShowErrors.percentile(99), 0),
      goal: 2, unit: " ms", "the show-delay error's p99 less the bare 30 ms sleep's p99: the engine's share"
    )
    emit(
      "spinner_minimum_excess_p99_ms",
      max(minimumErrors.percentile(99) - bareMinimumErrors.percentile(99), 0),
      goal: 2, unit: " ms",
      "the minimum-visible error's p99 less the bare 60 ms sleep's p99: the engine's share")
  }

  /// The instant `isSpinnerVisible` next changes, read in the mutation itself.
  static func nextChange(of engine: ActionEngine) async -> ContinuousClock.Instant {
    let stamp = Stamp()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      withObservationTracking {
        _ = engine.isSpinnerVisible
      } onChange: {
        stamp.set(.now)
        continuation.resume()
      }
    }
    return stamp.value ?? .now
  }

  // MARK: CPU while spinning

  static func cpuWhileSpinning(
    _ button: AsyncActionButtonWidget, bare: UnsafeMutablePointer<GtkWidget>, repetitions: Int
  ) async {
    var ours = Samples()
    var theirs = Samples()
    let window: Duration = .seconds(1)
    func spinOurs() async -> Double {
      button.engine.action = AsyncAction { try await Task.sleep(for: .seconds(60)) }
      button.engine.tap()
      try? await Task.sleep(for: .milliseconds(500))  // past the show delay and the crossfade
      let cpu = processCPUSeconds()
      try? await Task.sleep(for: window)
      let used = processCPUSeconds() - cpu
      button.engine.cancel()
      while button.engine.isBusy { try? await Task.sleep(for: .milliseconds(10)) }
      try? await Task.sleep(for: .milliseconds(300))
      return used
    }
    func spinBare() async -> Double {
      gtk_spinner_start(OpaquePointer(bare))
      try? await Task.sleep(for: .milliseconds(500))
      let cpu = processCPUSeconds()
      try? await Task.sleep(for: window)
      let used = processCPUSeconds() - cpu
      gtk_spinner_stop(OpaquePointer(bare))
      try? await Task.sleep(for: .milliseconds(300))
      return used
    }
    // Alternating which goes first, so that a drift of the machine hits both sides alike; the
    // figure is the median of the pairs' ratios.
    var ratios = Samples()
    for round in 0..<max(10, 2 * repetitions) {
      let (mine, bareSpinner): (Double, Double)
      if round % 2 == 0 {
        mine = await spinOurs()
        bareSpinner = await spinBare()
      } else {
        bareSpinner = await spinBare()
        mine = await spinOurs()
      }
      ours.values.append(mine)
      theirs.values.append(bareSpinner)
      ratios.values.append(mine / bareSpinner)
    }
    emit(
      "gtk_cpu_spinning_ratio", ratios.median, goal: 1.1, unit: "×",
      String(
        format:
          "median pair ratio (min %.3f×); our button %.1f ms, bare GtkSpinner %.1f ms of CPU per second spinning (medians)",
        ratios.min, ours.median * 1000, theirs.median * 1000))
  }

  // MARK: Idle

  /// Lets the window idle for 5 s while another thread watches the main thread: the GLib
  /// loop's thread must neither wake up nor use CPU.
  static func idle() async {
    try? await Task.sleep(for: .seconds(1))
    var clock = clockid_t()
    pthread_getcpuclockid(pthread_self(), &clock)
    let thread = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
    let watched = WatchedThread(clock: clock, statusPath: "\(thread)/status")
    let (cpu, wakeUps, processCPU) = await withCheckedContinuation {
      (continuation: CheckedContinuation<(Double, Int, Double), Never>) in
      Thread.detachNewThread {
        // Start once the main thread is back in the GLib loop's poll.
        Thread.sleep(forTimeInterval: 0.1)
        let before = (watched.cpuSeconds(), watched.contextSwitches(), processCPUSeconds())
        Thread.sleep(forTimeInterval: 5)
        let after = (watched.cpuSeconds(), watched.contextSwitches(), processCPUSeconds())
        continuation.resume(returning: (after.0 - before.0, after.1 - before.1, after.2 - before.2))
      }
    }
    emit(
      "gtk_idle_cpu_ms", cpu * 1000, goal: 0, unit: " ms",
      String(
        format: "main thread CPU of the idle window over 5 s (whole process: %.2f ms)", processCPU * 1000))
    emit(
      "gtk_idle_wakeups", Double(wakeUps), goal: 0, unit: "",
      "main thread wake-ups of the idle window over 5 s")
  }
}

/// Reads another thread's CPU time and context switches.
struct WatchedThread: Sendable {
  let clock: clockid_t
  let statusPath: String

  func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  func contextSwitches() -> Int {
    guard let status = try? String(contentsOfFile: statusPath, encoding: .utf8) else { return -1 }
    return status.split(separator: "\n").filter { $0.contains("ctxt_switches") }
      .compactMap { $0.split(separator: ":").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } }
      .reduce(0, +)
  }
}

/// A time stamp written by an observation callback.
final class Stamp: Sendable {
  private let box = Mutex<ContinuousClock.Instant?>(nil)
  func set(_ instant: ContinuousClock.Instant) { box.withLock { $0 = instant } }
  var value: ContinuousClock.Instant? { box.withLock { $0 } }
}
