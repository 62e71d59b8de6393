import AsyncActionGTK
import BenchCommandLine
import CGtk
import Foundation

/// The GTK figures, measured in a GTK 4 application in this process: a click through the widget
/// against a hand-written GtkButton, the first frame that paints the spinner on GTK's frame
/// clock, CPU while the spinner spins against a bare GtkSpinner, the idle window's wake-ups, and
/// memory per widget against a bare GtkButton.
///
/// The window is made as a GTK 4 app makes it: a `GtkApplication` with an id, its `activate`
/// signal, a `GtkApplicationWindow`, `g_application_run`, and ``AsyncActionMainLoopBridge`` installed before
/// the run. Every figure then runs from one GLib timeout callback of that loop, which iterates the
/// default main context itself (`g_main_context_iteration`), as a modal loop does: the main
/// actor's jobs run from the bridge's source in those iterations, and nothing the bench measures
/// waits in a task of its own.
@MainActor
enum GTKBench {
  enum Mode {
    case measure(repetitions: Int)
    case selfCheck
    case callgrind(side: CallgrindSide, runs: Int)
  }

  /// The bench's application id.
  static let applicationID = "org.asyncactionbutton.Bench"

  private static var mode = Mode.selfCheck
  private(set) static var application: UnsafeMutablePointer<GtkApplication>!
  private(set) static var window: UnsafeMutablePointer<GtkWidget>!
  /// The window's vertical box, where each figure adds its widgets and removes them after.
  private(set) static var column: UnsafeMutablePointer<GtkWidget>!

  static func main(_ mode: Mode) -> Int32 {
    cgtk_line_buffer_stdout()
    self.mode = mode
    // Non-unique: every bench process measures in its own window. A unique application would
    // hand a second bench's activation (two runs at once, or a run beside the demo on a desktop
    // session) to the first one and exit without measuring.
    application = gtk_application_new(applicationID, G_APPLICATION_NON_UNIQUE)!
    g_set_application_name("async-action-bench")
    AsyncActionMainLoopBridge.install()
    typealias Activate = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    let activate: Activate = { _, _ in MainActor.assumeIsolated { GTKBench.activate() } }
    cgtk_signal_connect(application, "activate", unsafeBitCast(activate, to: GCallback.self), nil, nil)
    let status = g_application_run(UnsafeMutablePointer(OpaquePointer(application)), 0, nil)
    g_object_unref(application)
    return status
  }

  private static func activate() {
    window = gtk_application_window_new(application)!
    gtk_window_set_title(window.gtkCast(), "async-action-bench")
    gtk_window_set_default_size(window.gtkCast(), 480, 360)
    column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
    gtk_window_set_child(window.gtkCast(), column)
    gtk_window_present(window.gtkCast())
    g_timeout_add(
      500,
      { _ in
        MainActor.assumeIsolated { GTKBench.measure() }
        return 0  // G_SOURCE_REMOVE
      }, nil)
  }

  private static func measure() {
    switch mode {
    case .measure(let repetitions):
      widgetVersusHandwritten(repetitions: repetitions)
      // Fewer runs and rounds for a smoke run (scripts/test runs one repetition).
      spinnerFirstFrame(iterations: repetitions >= 5 ? 100 : 40)
      // Its self-check is measured in the same rounds.
      cpuWhileSpinning(rounds: repetitions >= 5 ? 2 * repetitions : 4, measure: true)
      idle()
      memoryPerWidget(count: 500, measure: true)
      widgetVersusHandwritten(repetitions: 1, selfCheck: true)
      spinnerFirstFrame(iterations: 15, selfCheck: true)
      idle(selfCheck: true)
    case .selfCheck:
      widgetVersusHandwritten(repetitions: 1, selfCheck: true)
      spinnerFirstFrame(iterations: 15, selfCheck: true)
      cpuWhileSpinning(rounds: 5, measure: false)
      idle(selfCheck: true)
      memoryPerWidget(count: 300, measure: false)
    case .callgrind(let side, let runs):
      callgrind(side: side, runs: runs)
    }
    gtk_window_destroy(window.gtkCast())
    settle()
    g_application_quit(UnsafeMutablePointer(OpaquePointer(application)))
  }

  /// Prints a figure for the parent process (`GTKChild`).
  static func emit(_ name: String, _ value: Double, goal: Double, unit: String, _ detail: String) {
    print("gtk-metric \(name)|\(value)|\(goal)|\(unit)|\(detail)")
  }

  /// Prints a self-check for the parent process (`GTKChild`).
  static func emitCheck(_ name: String, _ value: Double, threshold: Double, _ what: String) {
    print("gtk-self-check \(name)|\(value)|\(threshold)|\(what)")
  }
}

extension AsyncActionButtonWidget {
  /// The button's `GtkButton`, typed by the bench's own GTK module, as an app types it.
  var gtkWidget: UnsafeMutablePointer<GtkWidget>? { widget.map(UnsafeMutablePointer.init) }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
  /// The widget as the GTK type a call takes (`GtkWindow`, `GtkBox`, …).
  func gtkCast<Target>() -> UnsafeMutablePointer<Target> {
    UnsafeMutableRawPointer(self).assumingMemoryBound(to: Target.self)
  }

  /// The widget as a GTK type that Swift imports as an opaque pointer (`GtkStack`, `GtkSpinner`).
  func gtkCast() -> OpaquePointer { OpaquePointer(self) }
}
