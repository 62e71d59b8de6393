import AsyncActionCore
import AsyncActionGTK
import BenchCommandLine
import CBenchSupport
import CGtk
import Foundation
import Synchronization

/// The GTK figures, measured inside the GLib loop of this process's main thread: a click through
/// the widget against a hand-written GtkButton, the first frame that paints the spinner on GTK's
/// frame clock, the idle window's wake-ups, and memory per widget against a bare GtkButton.
///
/// Everything runs from one GLib timeout callback that iterates the main context itself
/// (`g_main_context_iteration`), as a modal loop does: the main actor's jobs run from
/// ``MainLoopBridge``'s source in those iterations, and nothing the bench measures waits in a task
/// of its own.
@MainActor
enum GTKBench {
  enum Mode {
    case measure(repetitions: Int)
    case selfCheck
    case callgrind(side: CallgrindSide, runs: Int)
  }

  private static var mode = Mode.selfCheck
  private static var loop: OpaquePointer?
  private static var window: UnsafeMutablePointer<GtkWidget>!
  private static var column: UnsafeMutablePointer<GtkWidget>!

  static func main(_ mode: Mode) -> Int32 {
    aab_line_buffer_stdout()
    gtk_init()
    MainLoopBridge.install()
    let loop = g_main_loop_new(nil, 0)!
    defer { g_main_loop_unref(loop) }
    self.mode = mode
    self.loop = loop
    window = gtk_window_new()!
    gtk_window_set_default_size(window.cast(), 480, 360)
    column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
    gtk_window_set_child(window.cast(), column)
    gtk_window_present(window.cast())
    g_timeout_add(
      500,
      { _ in
        MainActor.assumeIsolated { GTKBench.measure() }
        return 0  // G_SOURCE_REMOVE
      }, nil)
    g_main_loop_run(loop)
    return 0
  }

  private static func measure() {
    switch mode {
    case .measure(let repetitions):
      widgetVersusHandwritten(repetitions: repetitions)
      // NB: fewer runs for a smoke run (scripts/test runs one repetition).
      spinnerFirstFrame(iterations: repetitions >= 5 ? 100 : 40)
      idle()
      memoryPerWidget(count: 500, measure: true)
      selfChecks()
    case .selfCheck:
      selfChecks()
    case .callgrind(let side, let runs):
      callgrind(side: side, runs: runs)
    }
    gtk_window_destroy(window.cast())
    settle()
    g_main_loop_quit(loop)
  }

  private static func selfChecks() {
    let quick = if case .selfCheck = mode { true } else { false }
    widgetVersusHandwritten(repetitions: 1, selfCheck: true)
    spinnerFirstFrame(iterations: 15, selfCheck: true)
    idle(selfCheck: true)
    if quick { memoryPerWidget(count: 300, measure: false) }  // else measured with the figure
  }

  static func emit(_ name: String, _ value: Double, goal: Double, unit: String, _ detail: String) {
    print("gtk-metric \(name)|\(value)|\(goal)|\(unit)|\(detail)")
  }

  static func emitCheck(_ name: String, _ value: Double, threshold: Double, _ what: String) {
    print("gtk-self-check \(name)|\(value)|\(threshold)|\(what)")
  }

  // MARK: The GLib loop, driven from here

  /// Iterates the main context until `done` holds; with a timeout, at most that long.
  static func iterate(timeoutMilliseconds: UInt32? = nil, until done: () -> Bool) {
    let deadline = timeoutMilliseconds.map { g_get_monotonic_time() + Int($0) * 1000 }
    let wakeUp = timeoutMilliseconds.map { g_timeout_add($0, { _ in 1 }, nil) }
    while !done() {
      if let deadline, g_get_monotonic_time() >= deadline { break }
      g_main_context_iteration(nil, 1)
    }
    if let wakeUp { g_source_remove(wakeUp) }
  }

  /// Dispatches every source that is ready now, main-actor jobs included, without waiting.
  static func settle() {
    while g_main_context_iteration(nil, 0) != 0 {}
  }

  /// Runs the loop for `milliseconds`.
  static func wait(milliseconds: UInt32) {
    let deadline = g_get_monotonic_time() + Int(milliseconds) * 1000
    iterate(timeoutMilliseconds: milliseconds) { g_get_monotonic_time() >= deadline }
  }

  // MARK: A click through the widget against a hand-written GtkButton

  /// Emits "clicked" on `button` inside `aab_counted`, where scripts/bench-callgrind counts.
  static func click(_ button: UnsafeMutablePointer<GtkWidget>) {
    aab_counted({ aab_emit_clicked($0!.assumingMemoryBound(to: GtkWidget.self)) }, button)
  }

  /// Clicks (the "clicked" signal, as GTK emits it for a pointer or a key) until the click's run
  /// is over and every source it made ready has run: the widget's renders included.
  static func widgetVersusHandwritten(repetitions: Int, selfCheck: Bool = false) {
    let widget = ClickedWidget()
    let handwritten = HandwrittenButton(extraHops: 0)
    gtk_box_append(column.cast(), widget.button.widget!)
    gtk_box_append(column.cast(), handwritten.button)
    wait(milliseconds: 200)
    defer {
      gtk_box_remove(column.cast(), widget.button.widget!)
      gtk_box_remove(column.cast(), handwritten.button)
      settle()
    }
    func time(_ clicks: (Int) -> Void) -> Double {
      let start = ContinuousClock.now
      clicks(50)
      return (ContinuousClock.now - start).seconds / 50
    }
    if selfCheck {
      let slow = HandwrittenButton(extraHops: 3)
      gtk_box_append(column.cast(), slow.button)
      wait(milliseconds: 100)
      let samples = EngineBench.pairs(
        20, baseline: { time(handwritten.click) }, measured: { time(slow.click) })
      gtk_box_remove(column.cast(), slow.button)
      emitCheck(
        "widget_vs_handwritten_gtk", samples.ratios.median, threshold: 1.25,
        "the hand-written button against itself with 3 more main-actor hops per click (×)")
      return
    }
    _ = EngineBench.pairs(4, baseline: { time(handwritten.click) }, measured: { time(widget.click) })
    var figure = EngineBench.PairedFigure()
    for _ in 0..<repetitions {
      figure.add(
        EngineBench.pairs(20, baseline: { time(handwritten.click) }, measured: { time(widget.click) }))
    }
    emit(
      "widget_vs_handwritten_gtk", figure.ratio.median, goal: 1.5, unit: "×",
      figure.detail(
        measured: "AsyncActionButtonWidget", baseline: "GtkButton + Task + GtkStack", scale: 1e6,
        unit: "click")
        + "; the widget's stack ended on \"\(widget.visiblePage)\"; instructions: scripts/bench-callgrind")
  }

  /// `scripts/bench-callgrind`'s side of `widget_vs_handwritten_gtk`: `runs` clicks after a warm-up.
  static func callgrind(side: CallgrindSide, runs: Int) {
    let click: (Int) -> Void
    switch side {
    case .engine:
      let widget = ClickedWidget()
      gtk_box_append(column.cast(), widget.button.widget!)
      click = widget.click
    case .baseline:
      let handwritten = HandwrittenButton(extraHops: 0)
      gtk_box_append(column.cast(), handwritten.button)
      click = handwritten.click
    }
    wait(milliseconds: 200)
    click(200)
    click(runs)
    // The last clicks' renders and crossfades end before the count does.
    wait(milliseconds: 500)
  }

  // MARK: The first frame that paints the spinner

  private static var watchedSpinner: UnsafeMutablePointer<GtkWidget>?
  private static var firstPaint: (frameTime: Int, paintedAt: Int)?
  private static var frameClockConnected = false

  /// Called after each frame GTK paints: the first one after the watched spinner was mapped
  /// (its stack page made visible) is the first frame that paints it.
  private static func afterPaint(_ clock: OpaquePointer) {
    guard let spinner = watchedSpinner, firstPaint == nil, gtk_widget_get_mapped(spinner) != 0 else { return }
    firstPaint = (gdk_frame_clock_get_frame_time(clock), g_get_monotonic_time())
  }

  private static func frameClock() -> OpaquePointer {
    let clock = gtk_widget_get_frame_clock(window)!
    if !frameClockConnected {
      frameClockConnected = true
      typealias Handler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void
      let handler: Handler = { clock, _ in MainActor.assumeIsolated { GTKBench.afterPaint(clock!) } }
      aab_signal_connect(
        UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(handler, to: GCallback.self), nil, nil)
    }
    return clock
  }

  struct LateFrames {
    var frames = Samples()
    var milliseconds = Samples()
    var interval: Int = 16_667
    var misses = 0
    /// Taps the button ignored (it was still busy): not counted.
    var refused = 0
    /// Runs in which the engine never showed its spinner: not counted.
    var notShown = 0
  }

  /// Each iteration: `start()` at t0, a deadline at t0 + `delay`; the frames between the deadline
  /// and the first frame whose paint includes `spinner` (its frame-clock frame time), in the
  /// frame clock's refresh intervals, rounded down: 0 means the first frame after the deadline.
  static func lateFrames(
    iterations: Int, delay: Int, spinner: UnsafeMutablePointer<GtkWidget>, start: () -> Bool,
    isOver: () -> Bool, reset: () -> Void, wasShown: () -> Bool = { true }
  ) -> LateFrames {
    let clock = frameClock()
    var result = LateFrames()
    var presentation: Int = 0
    gdk_frame_clock_get_refresh_info(clock, g_get_monotonic_time(), &result.interval, &presentation)
    if result.interval <= 0 { result.interval = 16_667 }
    for index in 0..<iterations {
      // The last crossfade away from the spinner has ended: it is no longer mapped.
      iterate(timeoutMilliseconds: 2000) { gtk_widget_get_mapped(spinner) == 0 }
      firstPaint = nil
      watchedSpinner = spinner
      let tapped = g_get_monotonic_time()
      guard start() else {
        result.refused += 1
        watchedSpinner = nil
        wait(milliseconds: 120)
        continue
      }
      let deadline = tapped + delay
      iterate(timeoutMilliseconds: 2000) { firstPaint != nil && isOver() }
      watchedSpinner = nil
      let shown = wasShown()
      if let paint = firstPaint {
        result.frames.values.append(Double(max(0, paint.frameTime - deadline) / result.interval))
        result.milliseconds.values.append(Double(paint.paintedAt - deadline) / 1000)
      } else if !shown {
        // The action's return reached the main actor before the show delay's timer did (a stall
        // of the machine delays both): the engine rightly never showed a spinner.
        result.notShown += 1
      } else {
        result.misses += 1
        result.frames.values.append(Double(2_000_000 / result.interval))
        print(
          "run \(index): spinner never painted within 2 s: spinner mapped \(gtk_widget_get_mapped(spinner) != 0), "
            + "run over \(isOver())")
      }
      reset()
      // A user taps an idle button: the crossfade back to the label ends first.
      wait(milliseconds: 120)
    }
    return result
  }

  /// The widget with a 30 ms show delay and an action of 40 ms; with `selfCheck`, a bare
  /// GtkStack flipped to its GtkSpinner by a GLib timeout 50 ms after the deadline (deliberately
  /// late), and the same flipped on time.
  static func spinnerFirstFrame(iterations: Int, selfCheck: Bool = false) {
    if selfCheck {
      let bare = BareStack()
      gtk_box_append(column.cast(), bare.stack)
      wait(milliseconds: 100)
      func run(lateBy: UInt32) -> LateFrames {
        lateFrames(
          iterations: iterations, delay: 30_000, spinner: bare.spinner,
          start: {
            bare.flip(afterMilliseconds: 30 + lateBy)
            return true
          }, isOver: { true }, reset: bare.reset)
      }
      let late = run(lateBy: 50)
      let punctual = run(lateBy: 0)
      gtk_box_remove(column.cast(), bare.stack)
      emitCheck(
        "spinner_first_frame_late_p99_frames", late.frames.percentile(99), threshold: 2,
        String(
          format:
            "a bare GtkStack flipped to its spinner 50 ms after the deadline (frames; on time: p99 %.0f frames, %.1f ms)",
          punctual.frames.percentile(99), punctual.milliseconds.percentile(99)))
      return
    }
    let timing = try! SpinnerTiming(showDelay: .milliseconds(30), minimumVisible: .milliseconds(60))
    let button = AsyncActionButtonWidget(
      label: "Save Changes", configuration: ActionConfiguration(timing: timing),
      action: AsyncAction { try await Task.sleep(for: .milliseconds(40)) })
    gtk_box_append(column.cast(), button.widget!)
    wait(milliseconds: 200)
    guard let spinner = findDescendant(of: button.widget!, typeName: "GtkSpinner") else {
      print("the widget has no GtkSpinner: spinner_first_frame_late_p99_frames not measured")
      return
    }
    var shownSoFar = button.engine.spinnerShowCount
    let result = lateFrames(
      iterations: iterations, delay: 30_000, spinner: spinner,
      start: {
        aab_emit_clicked(button.widget!)
        return button.engine.isBusy
      },
      isOver: { !button.engine.isBusy }, reset: {},
      wasShown: {
        defer { shownSoFar = button.engine.spinnerShowCount }
        return button.engine.spinnerShowCount > shownSoFar
      })
    gtk_box_remove(column.cast(), button.widget!)
    settle()
    // The control, right after: a bare GtkStack flipped to its spinner by a GLib timeout at the
    // deadline. What it shows is the machine's and GTK's, not the widget's.
    let bare = BareStack()
    gtk_box_append(column.cast(), bare.stack)
    wait(milliseconds: 100)
    let control = lateFrames(
      iterations: iterations / 2, delay: 30_000, spinner: bare.spinner,
      start: {
        bare.flip(afterMilliseconds: 30)
        return true
      }, isOver: { true }, reset: bare.reset)
    gtk_box_remove(column.cast(), bare.stack)
    emit(
      "spinner_first_frame_late_p99_frames", result.frames.percentile(99), goal: 1, unit: " frames",
      String(
        format:
          "frames (of %.1f ms) from the 30 ms show delay's deadline to the first frame that paints the spinner: p50 %.0f, p99 %.0f, max %.0f over %d runs (%d never painted; not counted: %d taps ignored, %d runs whose action returned first on the main actor, so no spinner was due); deadline to that frame's paint: p50 %.1f ms, p99 %.1f ms; the control, a bare GtkStack flipped by a GLib timeout at the deadline: p99 %.0f frames, max %.0f, over %d runs",
        Double(result.interval) / 1000, result.frames.percentile(50), result.frames.percentile(99),
        result.frames.values.max() ?? .nan, result.frames.values.count, result.misses, result.refused,
        result.notShown,
        result.milliseconds.percentile(50),
        result.milliseconds.percentile(99), control.frames.percentile(99),
        control.frames.values.max() ?? .nan,
        control.frames.values.count))
  }

  static func findDescendant(
    of widget: UnsafeMutablePointer<GtkWidget>, typeName: String
  )
    -> UnsafeMutablePointer<GtkWidget>?
  {
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      let instance = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)
      if let name = g_type_name_from_instance(instance), String(cString: name) == typeName { return current }
      if let found = findDescendant(of: current, typeName: typeName) { return found }
      child = gtk_widget_get_next_sibling(current)
    }
    return nil
  }

  // MARK: Idle

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
    // NB: the floor is libdispatch's: on Linux its own thread pool (src/event/workqueue.c,
    // _dispatch_workq_init_once) arms a repeating 1 s timer on its manager queue once the first
    // worker thread has started — any Task does — to watch the pool, and never stops it.
    emit(
      "idle_wakeups_process", Double(window.process), goal: 5, unit: "",
      "every thread over the same 5 s (the watcher excluded): \(window.byThread); the floor: "
        + "libdispatch's thread-pool monitor, a 1 s repeating timer once any worker thread ran")
  }

  // MARK: Memory per widget

  /// Resident memory of `count` widgets, against `count` bare GtkButtons (a GtkBox with a
  /// GtkLabel and a stopped GtkSpinner), all shown in a scrolled box and drawn once; with
  /// `selfCheck`, bare buttons that each also hold 32 KiB.
  static func memoryPerWidget(count: Int, measure: Bool) {
    let window = gtk_window_new()!
    gtk_window_set_default_size(window.cast(), 480, 600)
    let scrolled = gtk_scrolled_window_new()!
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
    gtk_scrolled_window_set_child(scrolled.cast(), box)
    gtk_window_set_child(window.cast(), scrolled)
    gtk_window_present(window.cast())
    defer {
      gtk_window_destroy(window.cast())
      settle()
    }
    // NB: nothing is freed between the batches: a batch that reused a freed one's pages would
    // seem to cost nothing.
    func add(_ make: () -> UnsafeMutablePointer<GtkWidget>) -> Double {
      let before = residentBytes()
      for _ in 0..<count { gtk_box_append(box.cast(), make()) }
      wait(milliseconds: 300)  // laid out and drawn
      return Double(residentBytes() - before) / Double(count)
    }
    let widget = { AsyncActionButtonWidget(label: "Save Changes", action: .none).widget! }
    for _ in 0..<20 {
      gtk_box_append(box.cast(), bareButton(padding: 0))
      gtk_box_append(box.cast(), widget())
    }
    wait(milliseconds: 300)
    var bare = add { bareButton(padding: 0) }
    if measure {
      // NB: two batches each, in the order bare, ours, ours, bare: a drift of the process's
      // memory during the measurement weighs on both alike.
      let ours = (add(widget) + add(widget)) / 2
      bare = (bare + add { bareButton(padding: 0) }) / 2
      emit(
        "memory_per_widget_ratio", ours / bare, goal: 2, unit: "×",
        String(
          format:
            "resident memory per widget over 2 × %d shown: AsyncActionButtonWidget %.0f B, bare GtkButton with a GtkLabel and a GtkSpinner %.0f B",
          count, ours, bare))
    }
    let padded = add { bareButton(padding: 32 * 1024) }
    emitCheck(
      "memory_per_widget_ratio", padded / bare, threshold: 2,
      String(
        format: "bare buttons that each hold 32 KiB, against bare ones (×; %.0f B and %.0f B each)", padded,
        bare))
  }

  /// A bare GtkButton whose child is a GtkBox with a GtkLabel and a stopped GtkSpinner, built with
  /// GTK calls; with `padding`, it also holds that many bytes, written (self-check only).
  static func bareButton(padding: Int) -> UnsafeMutablePointer<GtkWidget> {
    let button = gtk_button_new()!
    let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
    gtk_box_append(box.cast(), gtk_label_new("Save Changes"))
    gtk_box_append(box.cast(), gtk_spinner_new())
    gtk_button_set_child(button.cast(), box)
    if padding > 0 {
      let block = g_malloc(gsize(padding))!
      memset(block, 1, padding)
      g_object_set_data_full(
        UnsafeMutableRawPointer(button).assumingMemoryBound(to: GObject.self), "padding", block, g_free)
    }
    return button
  }
}

/// The widget, clicked: immediate timing, a trivial action.
@MainActor
final class ClickedWidget {
  let button: AsyncActionButtonWidget
  private let runs: Counter

  init() {
    let runs = Counter()
    self.runs = runs
    button = AsyncActionButtonWidget(
      label: "Save Changes", configuration: ActionConfiguration(timing: .immediate),
      action: AsyncAction { runs.value += 1 })
  }

  func click(_ count: Int) {
    for _ in 0..<count {
      let target = runs.value + 1
      GTKBench.click(button.widget!)
      GTKBench.iterate { runs.value == target && !button.engine.isBusy }
      GTKBench.settle()
    }
  }

  /// The name of the visible page of the widget's stack.
  var visiblePage: String {
    guard let widget = button.widget, let stack = GTKBench.findDescendant(of: widget, typeName: "GtkStack"),
      let name = gtk_stack_get_visible_child_name(stack.cast())
    else { return "?" }
    return String(cString: name)
  }
}

/// A count a `@Sendable` action bumps on the main actor.
@MainActor
final class Counter {
  var value = 0
}

/// What a user writes by hand: a GtkButton whose "clicked" handler flips a GtkStack from its
/// label to a started GtkSpinner and starts a `Task` that runs the action, then stops the
/// spinner and flips back. `extraHops` (self-check only) adds main-actor hops to each click.
@MainActor
final class HandwrittenButton {
  let button: UnsafeMutablePointer<GtkWidget>
  let stack: UnsafeMutablePointer<GtkWidget>
  let spinner: UnsafeMutablePointer<GtkWidget>
  let extraHops: Int
  private(set) var finished = 0

  init(extraHops: Int) {
    self.extraHops = extraHops
    button = gtk_button_new()!
    stack = gtk_stack_new()!
    spinner = gtk_spinner_new()!
    gtk_stack_add_named(stack.cast(), gtk_label_new("Save Changes"), "label")
    gtk_stack_add_named(stack.cast(), spinner, "spinner")
    gtk_button_set_child(button.cast(), stack)
    // The bench keeps this object alive as long as the button is in its window.
    let this = Unmanaged.passUnretained(self).toOpaque()
    typealias Handler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    let clicked: Handler = { _, this in
      MainActor.assumeIsolated {
        Unmanaged<HandwrittenButton>.fromOpaque(this!).takeUnretainedValue().clicked()
      }
    }
    aab_signal_connect(button, "clicked", unsafeBitCast(clicked, to: GCallback.self), this, nil)
  }

  private func clicked() {
    gtk_stack_set_visible_child_name(stack.cast(), "spinner")
    gtk_spinner_start(spinner.cast())
    let action: @MainActor () async -> Void = {}
    Task { @MainActor in
      for _ in 0..<extraHops { await Task.yield() }
      await action()
      gtk_spinner_stop(spinner.cast())
      gtk_stack_set_visible_child_name(stack.cast(), "label")
      finished += 1
    }
  }

  func click(_ count: Int) {
    for _ in 0..<count {
      let target = finished + 1
      GTKBench.click(button)
      GTKBench.iterate { finished == target }
      GTKBench.settle()
    }
  }
}

/// The self-check's bare GtkStack, flipped to its GtkSpinner by a GLib timeout.
@MainActor
final class BareStack {
  let stack: UnsafeMutablePointer<GtkWidget>
  let spinner: UnsafeMutablePointer<GtkWidget>
  private static var current: BareStack?

  init() {
    stack = gtk_stack_new()!
    spinner = gtk_spinner_new()!
    gtk_stack_add_named(stack.cast(), gtk_label_new("Save Changes"), "label")
    gtk_stack_add_named(stack.cast(), spinner, "spinner")
  }

  func flip(afterMilliseconds milliseconds: UInt32) {
    Self.current = self
    g_timeout_add(
      milliseconds,
      { _ in
        MainActor.assumeIsolated {
          guard let bare = BareStack.current else { return }
          gtk_stack_set_visible_child_name(bare.stack.cast(), "spinner")
          gtk_spinner_start(bare.spinner.cast())
        }
        return 0
      }, nil)
  }

  func reset() {
    gtk_spinner_stop(spinner.cast())
    gtk_stack_set_visible_child_name(stack.cast(), "label")
  }
}

// MARK: Threads

/// One thread's context switches, from `/proc/self/task/<tid>/status`.
enum ThreadStatus {
  /// The calling thread's id: the last component of `/proc/thread-self`'s link target, which is
  /// relative (`PID/task/TID`).
  static func currentThreadID() -> Int {
    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
    return Int(target.split(separator: "/").last ?? "") ?? -1
  }

  /// Voluntary and involuntary context switches of thread `tid` of this process, or nil.
  static func contextSwitches(_ tid: Int) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/task/\(tid)/status", encoding: .utf8) else {
      return nil
    }
    let counts = status.split(separator: "\n").filter { $0.contains("ctxt_switches") }
      .compactMap { $0.split(separator: ":").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } }
    return counts.count == 2 ? counts.reduce(0, +) : nil
  }

  static func name(_ tid: Int) -> String {
    ((try? String(contentsOfFile: "/proc/self/task/\(tid)/comm", encoding: .utf8)) ?? "?")
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Every thread of the process with its context switches.
  static func all() -> [Int: Int] {
    let tids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []).compactMap {
      Int($0)
    }
    var result: [Int: Int] = [:]
    for tid in tids { result[tid] = contextSwitches(tid) }
    return result
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

/// A time stamp written by an observation callback.
final class Stamp: Sendable {
  private let box = Mutex<ContinuousClock.Instant?>(nil)
  func set(_ instant: ContinuousClock.Instant) { box.withLock { $0 = instant } }
  var value: ContinuousClock.Instant? { box.withLock { $0 } }
}
