import CGtk

/// The GLib loop, driven from inside a measurement: every GTK figure runs from one callback of
/// the application's loop and iterates the default main context itself, as a modal loop does.
/// The main actor's jobs run from ``AsyncActionMainLoopBridge``'s source in those iterations.
extension GTKBench {

  /// Iterates the main context until `done` holds; with a timeout, at most that long.
  static func iterate(timeoutMilliseconds: UInt32? = nil, until done: () -> Bool) {
    let deadline = timeoutMilliseconds.map { g_get_monotonic_time() + Int($0) * 1000 }
    let wakeUp = timeoutMilliseconds.map { g_timeout_add($0, { _ in 1 }, nil) }
    while !done() {
      if let deadline, g_get_monotonic_time() >= deadline { break }
      g_main_context_iteration(nil, 1)
    }
    if let wakeUp { g_source_remove(wakeUp) }
  }

  /// Dispatches every source that is ready now, main-actor jobs included, without waiting.
  static func settle() {
    while g_main_context_iteration(nil, 0) != 0 {}
  }

  /// Runs the loop for `milliseconds`.
  static func wait(milliseconds: UInt32) {
    let deadline = g_get_monotonic_time() + Int(milliseconds) * 1000
    iterate(timeoutMilliseconds: milliseconds) { g_get_monotonic_time() >= deadline }
  }

  static func findDescendant(
    of widget: UnsafeMutablePointer<GtkWidget>, typeName: String
  )
    -> UnsafeMutablePointer<GtkWidget>?
  {
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      let instance = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)
      if let name = g_type_name_from_instance(instance), String(cString: name) == typeName { return current }
      if let found = findDescendant(of: current, typeName: typeName) { return found }
      child = gtk_widget_get_next_sibling(current)
    }
    return nil
  }
}
