public import CGtk

/// A window, as a GTK framework wraps one.
@MainActor
public final class Window {
  /// The `GtkWindow`.
  public let widget: UnsafeMutablePointer<GtkWidget>

  /// Creates a window.
  public init() {
    widget = gtk_window_new()
  }

  /// Sets the window's child, given as GTK frameworks in Swift pass widgets.
  public func setChild(_ child: OpaquePointer?) {
    let window = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_child(window, UnsafeMutablePointer(child))
  }
}
