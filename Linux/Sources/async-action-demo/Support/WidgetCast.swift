@_spi(Shell) import AsyncActionGTK
import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
  /// The same widget as another GTK type, in place of GTK's cast macros such as
  /// `GTK_BOX (widget)`, which do not import into Swift: `column.cast(to: GtkBox.self)`.
  /// The caller knows the widget is of that type, as with the C macros.
  func cast<Target>(to type: Target.Type) -> UnsafeMutablePointer<Target> {
    UnsafeMutableRawPointer(self).assumingMemoryBound(to: Target.self)
  }
}

extension ButtonWidget {
  /// The button's `GtkButton`, typed by the demo's own GTK module, as an app types it: the widget
  /// hands it out as an `OpaquePointer`.
  var gtkWidget: UnsafeMutablePointer<GtkWidget>? { widget.map(UnsafeMutablePointer.init) }
}
