@_spi(Shell) import AsyncActionCore
import AsyncActionGTK
import CGtk
import Foundation

/// `--screenshot DIR`: clicks through every tab of the window and writes idle, busy and finished
/// screenshots of each, and one of the Looks tab as Sign Up shakes; then closes the window. On
/// the Flows tab it opens the address panel first, and clicks Download Backup a second time
/// once busy, which cancels it.
@MainActor
struct ScreenshotScript {
  let screen: EditProfileWindow
  /// Where the `wrote` and `error` lines go (written with or without `--trace`).
  let trace: TraceOutput

  /// The tabs in order, the buttons the script clicks on each (on the Looks tab, every row's),
  /// and the number of the tab's first screenshot.
  private static let tabs: [(tab: String, buttons: [String], first: Int)] = [
    ("profile", ["save", "sync", "invite"], 1),
    (
      "gallery",
      [
        "upload", "download", "refresh", "connect", "archive", "publish", "export", "import", "signin",
        "check",
      ],
      4
    ),
    ("looks", LooksTab.rows.map(\.id), 7),
    ("flows", ["send", "attach", "backup", "address"], 11),
  ]

  /// Plays the script in a task on the main actor, and prints the path of each screenshot written.
  func play(into directory: String) {
    Task { @MainActor in
      let window = screen.window.cast(to: GtkWindow.self)
      do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      } catch {
        trace.write(.cannotCreateDirectory(directory, reason: "\(error)"))
        gtk_window_destroy(window)
        return
      }
      var written: [String] = []
      for (tab, ids, first) in Self.tabs {
        written += await shoot(tab, clicking: ids, numberedFrom: first, into: directory)
      }
      for path in written where !path.isEmpty { trace.write(.wrote(path: path)) }
      gtk_window_destroy(window)
    }
  }

  /// Shows `tab`, screenshots it idle, clicks `ids`, screenshots it busy (and, on the Looks tab,
  /// as its failing rows show their failure looks), waits for every run to end, and screenshots
  /// it finished.
  private func shoot(
    _ tab: String, clicking ids: [String], numberedFrom first: Int, into directory: String
  ) async -> [String] {
    let contents = screen.contents
    var written: [String] = []
    gtk_stack_set_visible_child_name(OpaquePointer(screen.stack), tab)
    if tab == "flows", let toggle = contents.widgets.first(where: { $0.id == "address_toggle" })?.widget {
      cgtk_emit_clicked(toggle)
    }
    try? await Task.sleep(for: .milliseconds(500))
    let prefix = tab == "profile" ? "" : "\(tab)-"
    written.append(screenshot(directory, "\(first)-\(prefix)idle.png"))
    for id in ids {
      if let widget = contents.sampled.first(where: { $0.id == id })?.button.gtkWidget {
        cgtk_emit_clicked(widget)
      }
    }
    try? await Task.sleep(for: .milliseconds(700))
    written.append(screenshot(directory, "\(first + 1)-\(prefix)busy.png"))
    if tab == "flows", let backup = contents.button("backup")?.gtkWidget {
      cgtk_emit_clicked(backup)  // a click while it runs cancels it
    }
    if tab == "looks", let failing = LooksTab.rows.first(where: { $0.work == .fail }),
      let button = contents.button(failing.id)
    {
      // Mid-shake: the failure mark, faded in, 180 ms into the failed phase (8 px to the right).
      // Not forever: on a very slow run (under valgrind) the phase may have come and gone.
      let deadline = ContinuousClock.now + .seconds(10)
      while button.engine.phase.kind != .failed, ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(10))
      }
      try? await Task.sleep(for: .milliseconds(180))
      written.append(screenshot(directory, "10-looks-failed.png"))
    }
    while contents.sampled.contains(where: { $0.button.isBusyForSampling })
      || contents.buttons.contains(where: { $0.button.engine.phase.kind != .idle })
    {
      try? await Task.sleep(for: .milliseconds(50))
    }
    try? await Task.sleep(for: .milliseconds(300))
    written.append(screenshot(directory, "\(first + 2)-\(prefix)finished.png"))
    return written
  }

  /// Renders the window into `directory/name`; returns the path, or `""` if it could not.
  private func screenshot(_ directory: String, _ name: String) -> String {
    let window = screen.window
    let path = "\(directory)/\(name)"
    let width = gtk_widget_get_width(window)
    let height = gtk_widget_get_height(window)
    guard let paintable = gtk_widget_paintable_new(window), let snapshot = gtk_snapshot_new() else {
      return ""
    }
    defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
    guard let node = gtk_snapshot_free_to_node(snapshot) else { return "" }
    defer { gsk_render_node_unref(node) }
    guard let renderer = gtk_native_get_renderer(OpaquePointer(window)),
      let texture = gsk_renderer_render_texture(renderer, node, nil)
    else { return "" }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    return gdk_texture_save_to_png(texture, path) != 0 ? path : ""
  }
}
