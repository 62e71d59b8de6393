package import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
  /// The same widget as another GTK type, in place of GTK's cast macros such as `GTK_BOX (widget)`,
  /// which do not import into Swift.
  ///
  /// ```swift
  /// gtk_box_append(box.cast(), button.widget!)
  /// ```
  ///
  /// - Returns: The pointer, typed as the call site needs it.
  package func cast<Target>() -> UnsafeMutablePointer<Target> {
    UnsafeMutableRawPointer(self).assumingMemoryBound(to: Target.self)
  }

  /// The same widget as a GTK type that Swift imports as an opaque pointer (`GtkLabel`,
  /// `GtkStack`, `GtkSpinner` and others).
  ///
  /// - Returns: The pointer, as an `OpaquePointer`.
  package func cast() -> OpaquePointer { OpaquePointer(self) }
}
