@_spi(Shell) import AsyncActionCore
import AsyncActionGTK
import CGtk

/// What every tab is built with: the strings, the window's contents it adds its buttons to,
/// the trace, the size sampler and the window's press registry; and the row layout the tabs
/// share.
@MainActor
struct TabBuilder {
  let strings: DemoStrings
  let contents: WindowContents
  let trace: TraceOutput
  let sampler: SizeSampler
  /// The buttons this window's code presses by identifier: one registry per window.
  let pressRegistry: ActionPressRegistry

  /// A gallery row: a caption that says in plain words what the row shows, above its buttons.
  /// In a paired row both buttons get the same width.
  ///
  /// - Returns: The horizontal box the row's buttons go in.
  func row(
    in column: UnsafeMutablePointer<GtkWidget>, id: String, caption: String, paired: Bool = false
  ) -> UnsafeMutablePointer<GtkWidget> {
    let entry = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
    let label = gtk_label_new(strings(caption))!
    gtk_label_set_xalign(OpaquePointer(label), 0)
    gtk_label_set_wrap(OpaquePointer(label), 1)
    gtk_label_set_max_width_chars(OpaquePointer(label), 40)
    gtk_widget_add_css_class(label, "dim-label")
    gtk_box_append(entry.cast(to: GtkBox.self), label)
    contents.add(.caption, id, label: label)
    let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
    gtk_box_set_homogeneous(row.cast(to: GtkBox.self), paired ? 1 : 0)
    gtk_box_append(entry.cast(to: GtkBox.self), row)
    gtk_box_append(column.cast(to: GtkBox.self), entry)
    return row
  }

  /// Puts an action button in `box`, speaking the demo's language, and adds it to the contents.
  func add(
    _ id: String, _ button: AsyncActionButtonWidget, to box: UnsafeMutablePointer<GtkWidget>,
    expands: Bool = true, afterRun: (@MainActor (ActionOutcome, AsyncActionButtonWidget) -> Void)? = nil
  ) {
    gtk_widget_set_hexpand(button.gtkWidget!, expands ? 1 : 0)
    gtk_box_append(box.cast(to: GtkBox.self), button.gtkWidget!)
    button.engine.strings = strings.actionStrings
    contents.add(id, button, afterRun: afterRun)
    // Connected after the widget's own handler: the run a click started is traced before it.
    let trace = trace
    SignalHandler.connect(button.gtkWidget!, "clicked") { trace.write(.gtkClicked(button: id)) }
  }

  /// Puts an app-driven button in `box` and adds it to the contents.
  func add(_ id: String, _ button: LoadingButtonWidget, to box: UnsafeMutablePointer<GtkWidget>) {
    gtk_widget_set_hexpand(button.gtkWidget!, 1)
    gtk_box_append(box.cast(to: GtkBox.self), button.gtkWidget!)
    contents.add(id, button)
  }

  /// Puts a plain GTK button in `box` and adds it to the contents for the layout report.
  func addPlainButton(
    _ id: String, label: String, to box: UnsafeMutablePointer<GtkWidget>
  ) -> UnsafeMutablePointer<GtkWidget> {
    let button = gtk_button_new_with_label(label)!
    gtk_widget_set_hexpand(button, 1)
    gtk_box_append(box.cast(to: GtkBox.self), button)
    contents.add(id, widget: button)
    return button
  }
}
