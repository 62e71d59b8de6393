@_spi(Shell) import AsyncActionCore
import AsyncActionGTK
import CGtk
import Glibc

/// `--offscreen-check`: a window with a scrolled column of busy buttons, scrolled to the bottom
/// and back, that prints which spinners turn at each position and the CPU the process used there.
///
/// A spinner scrolled out of view must stop and start again when it scrolls back (the UI tests
/// read these lines). The buttons are numbered, not named: the window is a test fixture.
@MainActor
enum OffscreenSpinnerCheck {
  static let rows = 40

  /// Runs the check in a GTK application of its own process, and prints its three lines.
  ///
  /// - Returns: The exit status, 0.
  static func run() -> Int32 {
    Application.runCheck(openWindow(in:))
  }

  /// Opens the window, scrolls it, and destroys it when done: the application then ends.
  private static func openWindow(in application: Application) {
    let window = gtk_application_window_new(application.pointer)!
    gtk_window_set_default_size(window.cast(to: GtkWindow.self), 300, 300)
    let scrolled = gtk_scrolled_window_new()!
    gtk_window_set_child(window.cast(to: GtkWindow.self), scrolled)
    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
    gtk_scrolled_window_set_child(OpaquePointer(scrolled), column)
    let buttons = (0..<rows).map { index in
      let button = AsyncActionButtonWidget(
        label: "\(index)", configuration: ActionConfiguration(timing: .immediate),
        action: AsyncAction { try await Task.sleep(for: .seconds(3600)) })
      gtk_box_append(column.cast(to: GtkBox.self), button.gtkWidget!)
      return button
    }
    let vertical = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))!
    gtk_window_present(window.cast(to: GtkWindow.self))
    Task { @MainActor in
      try? await Task.sleep(for: .milliseconds(500))
      for button in buttons { cgtk_emit_clicked(button.gtkWidget!) }
      await report("top", buttons)
      gtk_adjustment_set_value(vertical, gtk_adjustment_get_upper(vertical))
      await report("bottom", buttons)
      gtk_adjustment_set_value(vertical, 0)
      await report("top-again", buttons)
      for button in buttons { button.engine.cancel() }
      try? await Task.sleep(for: .milliseconds(100))
      gtk_window_destroy(window.cast(to: GtkWindow.self))
    }
  }

  /// Waits a second at the current position, then prints the turning spinners and the CPU used.
  private static func report(_ position: String, _ buttons: [AsyncActionButtonWidget]) async {
    try? await Task.sleep(for: .milliseconds(300))
    let start = cpuSeconds()
    try? await Task.sleep(for: .seconds(1))
    let cpu = Int((cpuSeconds() - start) * 1000)
    let turning = buttons.indices.filter { buttons[$0].gtkWidget.map(hasSpinningSpinner) ?? false }
    TraceOutput(isEnabled: true).write(
      .offscreenCheck(position: position, spinning: turning, cpuMillisecondsPerSecond: cpu))
  }

  private static func hasSpinningSpinner(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_spinner_get_type()) != 0 {
      return gtk_spinner_get_spinning(OpaquePointer(widget)) != 0
    }
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      if hasSpinningSpinner(current) { return true }
      child = gtk_widget_get_next_sibling(current)
    }
    return false
  }

  private static func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
  }
}
