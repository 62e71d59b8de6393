import AsyncActionGTK
import CGtk
import GtkFramework

// The framework's window holds the widget: the widget's `OpaquePointer` is all they share.
guard gtk_init_check() != 0 else { fatalError("no display") }
let window = Window()
let save = AsyncActionButtonWidget(label: "Save") {}
window.setChild(save.widget)
let placed = gtk_widget_get_parent(UnsafeMutablePointer(save.widget)) == window.widget
let version = "\(gtk_get_major_version()).\(gtk_get_minor_version())"
print("GTK \(version); the widget is in the framework's window: \(placed)")
gtk_window_destroy(UnsafeMutableRawPointer(window.widget).assumingMemoryBound(to: GtkWindow.self))
if !placed { fatalError("the widget is not in the window") }
