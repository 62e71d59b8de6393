@_spi(Shell) import AsyncActionCore
import AsyncActionGTK
import CGtk
import Foundation

/// `spinner_first_frame_late_p99_frames`: the frames from the show delay's deadline to the first
/// frame that paints the widget's spinner, on GTK's frame clock (goal p99 ≤ 1 frame).
extension GTKBench {
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
      cgtk_signal_connect(
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
      gtk_box_append(column.gtkCast(), bare.stack)
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
      gtk_box_remove(column.gtkCast(), bare.stack)
      emitCheck(
        "spinner_first_frame_late_p99_frames", late.frames.percentile(99), threshold: 2,
        String(
          format:
            "a bare GtkStack flipped to its spinner 50 ms after the deadline (frames; on time: p99 %.0f frames, %.1f ms)",
          punctual.frames.percentile(99), punctual.milliseconds.percentile(99)))
      return
    }
    let timing = ActionConfiguration.BusyIndicatorTiming(
      showDelay: .milliseconds(30), minimumVisible: .milliseconds(60))
    let button = AsyncActionButtonWidget(
      label: "Save Changes", configuration: ActionConfiguration(timing: timing),
      action: AsyncAction { try await Task.sleep(for: .milliseconds(40)) })
    gtk_box_append(column.gtkCast(), button.gtkWidget!)
    wait(milliseconds: 200)
    guard let spinner = findDescendant(of: button.gtkWidget!, typeName: "GtkSpinner") else {
      print("the widget has no GtkSpinner: spinner_first_frame_late_p99_frames not measured")
      return
    }
    var shownSoFar = button.engine.busyIndicatorShowCount
    let result = lateFrames(
      iterations: iterations, delay: 30_000, spinner: spinner,
      start: {
        cgtk_emit_clicked(button.gtkWidget!)
        return button.engine.isBusy
      },
      isOver: { !button.engine.isBusy }, reset: {},
      wasShown: {
        defer { shownSoFar = button.engine.busyIndicatorShowCount }
        return button.engine.busyIndicatorShowCount > shownSoFar
      })
    gtk_box_remove(column.gtkCast(), button.gtkWidget!)
    settle()
    // The control, right after: a bare GtkStack flipped to its spinner by a GLib timeout at the
    // deadline. What it shows is the machine's and GTK's, not the widget's.
    let bare = BareStack()
    gtk_box_append(column.gtkCast(), bare.stack)
    wait(milliseconds: 100)
    let control = lateFrames(
      iterations: iterations / 2, delay: 30_000, spinner: bare.spinner,
      start: {
        bare.flip(afterMilliseconds: 30)
        return true
      }, isOver: { true }, reset: bare.reset)
    gtk_box_remove(column.gtkCast(), bare.stack)
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
    gtk_stack_add_named(stack.gtkCast(), gtk_label_new("Save Changes"), "label")
    gtk_stack_add_named(stack.gtkCast(), spinner, "spinner")
  }

  func flip(afterMilliseconds milliseconds: UInt32) {
    Self.current = self
    g_timeout_add(
      milliseconds,
      { _ in
        MainActor.assumeIsolated {
          guard let bare = BareStack.current else { return }
          gtk_stack_set_visible_child_name(bare.stack.gtkCast(), "spinner")
          gtk_spinner_start(bare.spinner.gtkCast())
        }
        return 0
      }, nil)
  }

  func reset() {
    gtk_spinner_stop(spinner.gtkCast())
    gtk_stack_set_visible_child_name(stack.gtkCast(), "label")
  }
}
