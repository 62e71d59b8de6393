import AsyncActionGTK
import CGtk
import Foundation

/// The trace's layout report: where each button and widget of the tab shown sits in the window,
/// written one frame after the window is mapped or another tab is shown (by then the allocation
/// is final), with the natural widths of the titles of each button that has titles, and the text
/// size with the line height of the buttons' labels. The first report also writes the window's
/// title, the language and every label's text, and ends with `ready`.
@MainActor
final class LayoutReport {
  private let window: UnsafeMutablePointer<GtkWidget>
  private let stack: UnsafeMutablePointer<GtkWidget>
  private let contents: WindowContents
  private let language: String
  private let trace: TraceOutput
  private var hasReported = false
  /// The text size the window shows (``TextSize/step``).
  var textStep = 0

  init(
    window: UnsafeMutablePointer<GtkWidget>, stack: UnsafeMutablePointer<GtkWidget>, contents: WindowContents,
    language: String, trace: TraceOutput
  ) {
    self.window = window
    self.stack = stack
    self.contents = contents
    self.language = language
    self.trace = trace
  }

  /// Reports the layout 100 ms from now and ``settleFrames`` frames of the window after that, if
  /// the window is still open then: a new text size is restyled, measured and laid out over the
  /// frames that follow it, however long each takes on a loaded machine.
  func reportSoon() {
    guard trace.isEnabled else { return }
    Task { @MainActor in
      try? await Task.sleep(for: .milliseconds(100))
      guard contents.isWindowOpen else { return }
      await FrameWait.frames(Self.settleFrames, of: window)
      guard contents.isWindowOpen else { return }
      report()
    }
  }

  /// How many frames a report waits for: the buttons apply their sizes over the three frames
  /// after a change of the settings' font, and one more lays them out.
  static let settleFrames = 4

  private func report() {
    for (id, button) in contents.sampled {
      guard let widget = button.gtkWidget, let place = bounds(of: widget) else { continue }
      trace.write(.layoutButton(id: id, place, indicatorHidden: button.isIndicatorAccessibleHidden))
      let widths = button.titleWidths
      if widths.count > 1 { trace.write(.titles(button: id, widths: widths)) }
    }
    for (id, widget) in contents.widgets {
      if let place = bounds(of: widget) { trace.write(.layoutWidget(id: id, place)) }
    }
    // The line height the buttons' sizes are proportions of: one line of a button's label.
    if let label = contents.sampled.lazy.compactMap({ $0.button.gtkWidget.flatMap(Self.firstLabel(in:)) })
      .first
    {
      var lineHeight: Int32 = 0
      gtk_widget_measure(label, GTK_ORIENTATION_VERTICAL, -1, nil, &lineHeight, nil, nil)
      trace.write(.font(step: textStep, lineHeight: Int(lineHeight)))
    }
    let tab = gtk_stack_get_visible_child_name(OpaquePointer(stack)).map { String(cString: $0) } ?? ""
    guard !hasReported else {
      trace.write(.shown(tab: tab))
      return
    }
    hasReported = true
    trace.write(.windowTitle(String(cString: gtk_window_get_title(window.cast(to: GtkWindow.self)))))
    let direction: TraceDirection = gtk_widget_get_direction(window) == GTK_TEXT_DIR_RTL ? .rtl : .ltr
    trace.write(.locale(language: language, direction: direction))
    let buttonLabels = contents.sampled.compactMap { id, button in
      button.gtkWidget.flatMap(Self.firstLabel(in:)).map { (TraceTextKind.button, id, $0) }
    }
    for (kind, id, label) in buttonLabels + contents.texts {
      // Glyphs the fonts lack are drawn as boxes: count them.
      let unknown = pango_layout_get_unknown_glyphs_count(gtk_label_get_layout(OpaquePointer(label)))
      let value = String(cString: gtk_label_get_text(OpaquePointer(label)))
      trace.write(.text(kind, id: id, unknownGlyphs: Int(unknown), value: value))
    }
    trace.write(.shown(tab: tab))
    trace.write(.ready)
  }

  /// The widget's box in the window, or `nil` if it is not mapped (on a tab not shown).
  private func bounds(of widget: UnsafeMutablePointer<GtkWidget>) -> TraceBounds? {
    var bounds = graphene_rect_t()
    guard gtk_widget_get_mapped(widget) != 0, gtk_widget_compute_bounds(widget, window, &bounds) != 0 else {
      return nil
    }
    return TraceBounds(
      x: Int(bounds.origin.x), y: Int(bounds.origin.y), width: Int(bounds.size.width),
      height: Int(bounds.size.height))
  }

  /// The first `GtkLabel` inside `widget`, depth first: a button's label.
  private static func firstLabel(
    in widget: UnsafeMutablePointer<GtkWidget>
  ) -> UnsafeMutablePointer<GtkWidget>? {
    if g_type_check_instance_is_a(
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0
    {
      return widget
    }
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      if let label = firstLabel(in: current) { return label }
      child = gtk_widget_get_next_sibling(current)
    }
    return nil
  }
}

/// Waits for frames of a widget's frame clock, through a tick callback that exists while it waits.
@MainActor
private final class FrameWait {
  private var left: Int
  private var continuation: CheckedContinuation<Void, Never>?

  private init(_ count: Int, _ continuation: CheckedContinuation<Void, Never>) {
    left = count
    self.continuation = continuation
  }

  /// Returns after `count` frames of `widget`, or once GTK removes the callback (the widget is
  /// destroyed): the waiting task always ends.
  static func frames(_ count: Int, of widget: UnsafeMutablePointer<GtkWidget>) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let wait = FrameWait(count, continuation)
      let tick: GtkTickCallback = { _, _, data in
        MainActor.assumeIsolated {
          let wait = Unmanaged<FrameWait>.fromOpaque(data!).takeUnretainedValue()
          wait.left -= 1
          guard wait.left <= 0 else { return 1 }  // G_SOURCE_CONTINUE
          wait.finish()
          return 0  // G_SOURCE_REMOVE
        }
      }
      let release: GDestroyNotify = { data in
        MainActor.assumeIsolated {
          let wait = Unmanaged<FrameWait>.fromOpaque(data!).takeRetainedValue()
          wait.finish()
        }
      }
      gtk_widget_add_tick_callback(widget, tick, Unmanaged.passRetained(wait).toOpaque(), release)
    }
  }

  /// Resumes the waiting task, once.
  private func finish() {
    continuation?.resume()
    continuation = nil
  }
}
