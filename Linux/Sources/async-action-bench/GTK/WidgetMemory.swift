@_spi(Shell) import AsyncActionCore
import AsyncActionGTK
import CGtk
import Foundation

/// `memory_per_widget_ratio`: resident memory per widget against a bare GtkButton with a
/// GtkLabel and a GtkSpinner (goal ≤ 2×).
///
/// Most buttons never show a progress ring, a bar or a success or failure mark: the widget adds
/// those pages to its stack the first time it shows one. Created up front, they were about 5.6 KB
/// of resident memory per button (1,000 buttons in a window: 21.9 KB each against 16.3 KB).
extension GTKBench {
  /// Resident memory of `count` widgets, against `count` bare GtkButtons (a GtkBox with a
  /// GtkLabel and a stopped GtkSpinner), all shown in a scrolled box and drawn once; with
  /// `selfCheck`, bare buttons that each also hold 32 KiB.
  static func memoryPerWidget(count: Int, measure: Bool) {
    let window = gtk_application_window_new(application)!
    gtk_window_set_default_size(window.gtkCast(), 480, 600)
    let scrolled = gtk_scrolled_window_new()!
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
    gtk_scrolled_window_set_child(scrolled.gtkCast(), box)
    gtk_window_set_child(window.gtkCast(), scrolled)
    gtk_window_present(window.gtkCast())
    defer {
      gtk_window_destroy(window.gtkCast())
      settle()
    }
    // Nothing is freed between the batches: a batch that reused a freed one's pages would
    // seem to cost nothing.
    func add(_ make: () -> UnsafeMutablePointer<GtkWidget>) -> Double {
      let before = residentBytes()
      for _ in 0..<count { gtk_box_append(box.gtkCast(), make()) }
      wait(milliseconds: 300)  // laid out and drawn
      return Double(residentBytes() - before) / Double(count)
    }
    let widget = { AsyncActionButtonWidget(label: "Save Changes", action: .none).gtkWidget! }
    for _ in 0..<20 {
      gtk_box_append(box.gtkCast(), bareButton(padding: 0))
      gtk_box_append(box.gtkCast(), widget())
    }
    wait(milliseconds: 300)
    var bare = add { bareButton(padding: 0) }
    if measure {
      // Two batches each, in the order bare, ours, ours, bare: a drift of the process's
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
    gtk_box_append(box.gtkCast(), gtk_label_new("Save Changes"))
    gtk_box_append(box.gtkCast(), gtk_spinner_new())
    gtk_button_set_child(button.gtkCast(), box)
    if padding > 0 {
      let block = g_malloc(gsize(padding))!
      memset(block, 1, padding)
      g_object_set_data_full(
        UnsafeMutableRawPointer(button).assumingMemoryBound(to: GObject.self), "padding", block, g_free)
    }
    return button
  }
}
