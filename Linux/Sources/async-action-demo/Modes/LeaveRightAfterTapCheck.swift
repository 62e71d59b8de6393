@_spi(Shell) import AsyncActionCore
import AsyncActionGTK
import CGtk

/// `--leave-check`: a window with two buttons in a panel, each clicked once, that prints how each
/// run ended (`event … finished` lines); the engine's warnings go to standard error, as an app's do.
///
/// "Close and Save" closes its own panel as its action starts, as a sheet's Save that dismisses
/// first does: its run is cancelled by the leave, right after the tap, and the engine warns once,
/// naming it. "Save, Then Close" leaves 1.5 s after its tap, as a person leaving later does: its
/// run is cancelled too, with no warning. The UI tests read both.
@MainActor
enum LeaveRightAfterTapCheck {
  /// Runs the check in a GTK application of its own process.
  ///
  /// - Returns: The exit status, 0.
  static func run() -> Int32 {
    Application.runCheck(openWindow(in:))
  }

  /// Opens the window, clicks each button, and destroys the window once both runs have ended.
  private static func openWindow(in application: Application) {
    let window = gtk_application_window_new(application.pointer)!
    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
    gtk_window_set_child(window.cast(to: GtkWindow.self), column)
    let trace = TraceOutput(isEnabled: true)
    var ended = 0
    func button(
      _ label: String, id: String, in panel: UnsafeMutablePointer<GtkWidget>, action: AsyncAction
    ) -> AsyncActionButtonWidget {
      let button = AsyncActionButtonWidget(label: label, action: action)
      button.onEvent = { event in
        guard case .finished(let run, let outcome) = event.kind else { return }
        trace.write(.finished(button: id, run: run.rawValue, outcome: outcome))
        ended += 1
      }
      gtk_box_append(panel.cast(to: GtkBox.self), button.gtkWidget!)
      return button
    }
    let first = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
    let second = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
    gtk_box_append(column.cast(to: GtkBox.self), first)
    gtk_box_append(column.cast(to: GtkBox.self), second)
    let closeAndSave = button(
      "Close and Save", id: "close_and_save", in: first,
      action: AsyncAction {
        gtk_widget_set_visible(first, 0)  // the panel closes first…
        try await Task.sleep(for: .milliseconds(300))  // …and the save that follows is lost
      })
    let saveThenClose = button(
      "Save, Then Close", id: "save_then_close", in: second,
      action: AsyncAction { try await Task.sleep(for: .seconds(3)) })
    gtk_window_present(window.cast(to: GtkWindow.self))
    Task { @MainActor in
      while gtk_widget_get_mapped(second) == 0 { try? await Task.sleep(for: .milliseconds(20)) }
      cgtk_emit_clicked(closeAndSave.gtkWidget!)
      cgtk_emit_clicked(saveThenClose.gtkWidget!)
      try? await Task.sleep(for: .milliseconds(1500))
      gtk_widget_set_visible(second, 0)
      while ended < 2 { try? await Task.sleep(for: .milliseconds(20)) }
      gtk_window_destroy(window.cast(to: GtkWindow.self))
    }
  }
}
