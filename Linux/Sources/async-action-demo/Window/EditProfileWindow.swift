@_spi(Shell) import AsyncActionCore
@_spi(Shell) import AsyncActionGTK
import CGtk
import Foundation

/// The demo's window: the Profile, Gallery, Looks and Flows tabs in a stack with their switcher above, a
/// status line below that says how the last run ended, and under it the failure banner.
///
/// One handler connected to the window hears every button's events
/// (`AsyncActionButtonWidget.connectEvents(under:_:)`): it writes the trace's `event` lines, the
/// status line, and shows each failure in the banner.
///
/// The window is a `GtkApplicationWindow`. Its `win.save` action presses Save Changes through
/// the window's press registry (the application binds Ctrl+S to it); GTK's own `window.close`
/// closes it (Ctrl+W).
@MainActor
final class EditProfileWindow {
  /// The `GtkApplicationWindow`.
  let window: UnsafeMutablePointer<GtkWidget>
  /// The tabs' stack.
  let stack: UnsafeMutablePointer<GtkWidget>
  /// The buttons, widgets and labels of every tab.
  let contents = WindowContents()
  private let status: UnsafeMutablePointer<GtkWidget>
  private let banner: FailureBanner
  private let strings: DemoStrings
  private let trace: TraceOutput
  private let sampler: SizeSampler
  private let layoutReport: LayoutReport
  private let pressRegistry = ActionPressRegistry()
  private let profile: ProfileTab
  private let gallery: GalleryTab
  private let flows: FlowsTab
  private let onClose: @MainActor (Int32) -> Void

  /// The window's width unless its content needs more. Even, as the column's margins are.
  private static let defaultWidth: Int32 = 420

  /// Builds the window and presents it.
  ///
  /// - Parameters:
  ///   - application: The application the window belongs to.
  ///   - strings: The demo's strings, in the user's language.
  ///   - trace: Where the trace lines go.
  ///   - saveFails: Whether Save Changes fails and holds its failure feedback, then reads
  ///     "Try Again" (`--save-fails`, for the accessibility tests).
  ///   - onClose: Called with the exit status once the window is destroyed and every run has
  ///     ended.
  init(
    application: UnsafeMutablePointer<GtkApplication>, strings: DemoStrings, trace: TraceOutput,
    saveFails: Bool, onClose: @escaping @MainActor (Int32) -> Void
  ) {
    self.strings = strings
    self.trace = trace
    self.onClose = onClose
    // The strings decide the direction, so the layout mirrors exactly when the text is
    // right-to-left.
    gtk_widget_set_default_direction(strings.isRightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
    window = gtk_application_window_new(application)
    gtk_window_set_title(window.cast(to: GtkWindow.self), strings("Edit Profile"))

    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
    for margin in [
      gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
      gtk_widget_set_margin_end,
    ] {
      margin(column, 18)
    }
    gtk_window_set_child(window.cast(to: GtkWindow.self), column)

    stack = gtk_stack_new()
    // Each tab as tall as it needs: the Profile tab stays compact.
    gtk_stack_set_vhomogeneous(OpaquePointer(stack), 0)
    let switcher = gtk_stack_switcher_new()!
    gtk_stack_switcher_set_stack(OpaquePointer(switcher), OpaquePointer(stack))
    gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER)
    gtk_box_append(column.cast(to: GtkBox.self), switcher)
    gtk_box_append(column.cast(to: GtkBox.self), stack)

    sampler = SizeSampler(contents: contents, trace: trace)
    let builder = TabBuilder(
      strings: strings, contents: contents, trace: trace, sampler: sampler, pressRegistry: pressRegistry)
    profile = ProfileTab(builder: builder, saveFails: saveFails)
    gallery = GalleryTab(builder: builder)
    let looksTab = LooksTab.make(builder)
    flows = FlowsTab(builder: builder)
    let tabs = DemoTab.allCases.map { [profile, gallery, flows] tab in
      switch tab {
      case .profile: (tab, profile.widget)
      case .gallery: (tab, gallery.widget)
      case .looks: (tab, looksTab)
      case .flows: (tab, flows.widget)
      }
    }
    for (tab, widget) in tabs {
      gtk_stack_add_titled(OpaquePointer(stack), widget, tab.rawValue, strings(tab.title))
    }
    status = gtk_label_new(" ")
    gtk_widget_add_css_class(status, "dim-label")
    gtk_label_set_wrap(OpaquePointer(status), 1)
    gtk_box_append(column.cast(to: GtkBox.self), status)
    // Under everything else: showing it moves nothing that was laid out.
    banner = FailureBanner(window: window, strings: strings.actionStrings, trace: trace)
    gtk_box_append(column.cast(to: GtkBox.self), banner.widget)
    layoutReport = LayoutReport(
      window: window, stack: stack, contents: contents, language: strings.language, trace: trace)

    AsyncActionButtonWidget.connectEvents(under: OpaquePointer(window)) { [weak self] event in
      self?.handle(event)
    }
    for (id, button) in contents.sampled {
      // What each button draws, with its natural width then: the trace's `drawn` lines.
      button.onDrawnContentChange = { [trace, weak button] drawn in
        guard let widget = button?.gtkWidget else { return }
        var natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
        trace.write(
          .drawn(
            button: id, TraceShown(drawn), isMapped: gtk_widget_get_mapped(widget) != 0,
            naturalWidth: Int(natural)))
      }
    }
    gallery.equalizeSpinnerBesideRow()
    // A homogeneous box gives the odd pixel of an odd width to its first child, so the rows are
    // given an even width: the paired buttons are then exactly as wide as each other.
    var minimum: Int32 = 0
    gtk_widget_measure(column, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
    let width = max(Self.defaultWidth, minimum)
    gtk_window_set_default_size(window.cast(to: GtkWindow.self), width + width % 2, -1)

    // The switcher's buttons, in tab order, for the layout report.
    var tab = gtk_widget_get_first_child(switcher)
    for name in DemoTab.allCases.map(\.rawValue) {
      guard let button = tab else { break }
      contents.add("tab_\(name)", widget: button)
      tab = gtk_widget_get_next_sibling(button)
    }

    addSaveAction()
    addTextSizeActions()
    // A tab's own map and unmap handlers run after its children's: its buttons are on screen
    // by the time the line says so, and have left it by the time the line says they left.
    for (tab, widget) in tabs {
      SignalHandler.connect(widget, "map") { trace.write(.tab(tab, isMapped: true)) }
      SignalHandler.connect(widget, "unmap") { trace.write(.tab(tab, isMapped: false)) }
    }
    SignalHandler.connect(window, "destroy") { [unowned self] in windowDestroyed() }
    SignalHandler.connect(window, "map") { [unowned self] in layoutReport.reportSoon() }
    if let revealer = flows.panelRevealer {
      // The address panel's button has a place once the panel has opened.
      SignalHandler.connect(revealer, "notify::child-revealed", arguments: 1) { [unowned self] in
        if gtk_revealer_get_child_revealed(OpaquePointer(revealer)) != 0 { layoutReport.reportSoon() }
      }
    }
    SignalHandler.connect(stack, "notify::visible-child-name", arguments: 1) { [unowned self] in
      layoutReport.reportSoon()
    }
    if let save = profile.save?.gtkWidget { gtk_widget_grab_focus(save) }
    gtk_window_present(window.cast(to: GtkWindow.self))
  }

  /// `win.save`: presses Save Changes through the press registry, as Ctrl+S does. Save Changes
  /// claims its identifier while its tab shows; on another tab the press finds no button.
  private func addSaveAction() {
    let action = g_simple_action_new("save", nil)!
    SignalHandler.connect(UnsafeMutableRawPointer(action), "activate", arguments: 1) { [unowned self] in
      trace.write(.press(id: "save", result: pressRegistry.press("save")))
    }
    // The window's action map holds the action from here on.
    g_action_map_add_action(OpaquePointer(window), action)
    g_object_unref(UnsafeMutableRawPointer(action))
  }

  /// `win.text-larger`, `win.text-smaller` and `win.text-normal`: the text of the whole demo a
  /// step larger or smaller, or the desktop's size again (``TextSize``), as Ctrl+plus, Ctrl+minus
  /// and Ctrl+0 do. The layout report that follows gives the new places and line height.
  private func addTextSizeActions() {
    let textSize = TextSize(settings: gtk_widget_get_settings(window))
    for (name, delta) in Self.textSizeActions {
      let action = g_simple_action_new(name, nil)!
      SignalHandler.connect(UnsafeMutableRawPointer(action), "activate", arguments: 1) { [unowned self] in
        guard textSize.change(by: delta) else { return }
        layoutReport.textStep = textSize.step
        layoutReport.reportSoon()
      }
      g_action_map_add_action(OpaquePointer(window), action)
      g_object_unref(UnsafeMutableRawPointer(action))
    }
  }

  /// The text size's actions, each with its step (`nil`: the desktop's size).
  static let textSizeActions: [(name: String, delta: Int?)] = [
    ("text-larger", 1), ("text-smaller", -1), ("text-normal", nil),
  ]

  /// Closes the window as the window manager's close button does: the runs are cancelled, the
  /// widgets released, and ``onClose`` called. For SIGTERM and SIGINT.
  func close(signal name: String) {
    guard contents.isWindowOpen else { return }
    trace.write(.signal(name))
    gtk_window_close(window.cast(to: GtkWindow.self))
  }

  /// Brings the window to the front, for a second launch of the demo.
  func present() {
    guard contents.isWindowOpen else { return }
    gtk_window_present(window.cast(to: GtkWindow.self))
  }

  // MARK: Events

  /// Every button's events, named by their identifier.
  private func handle(_ event: ActionEvent) {
    let id = event.identifier ?? "unnamed"
    switch event.kind {
    case .ignored(let reason):
      trace.write(.ignored(button: id, reason: reason))
      contents.ignoredHandler(of: id)?(reason)
    case .started(let run):
      trace.write(.started(button: id, run: run.rawValue))
      sampler.start()
    case .finished(let run, let outcome):
      trace.write(.finished(button: id, run: run.rawValue, outcome: outcome))
      guard contents.isWindowOpen, let button = contents.button(id) else { return }
      let text =
        if case .failed(let error) = outcome {
          strings("{button} failed: {error}", ["button": button.label, "error": describe(error)])
        } else {
          strings(
            "{button}: {outcome}",
            ["button": button.label, "outcome": button.engine.announcement(for: outcome)])
        }
      gtk_label_set_text(OpaquePointer(status), text)
      if case .failed(let error) = outcome { banner.show(error, of: event) }
      contents.afterRun(of: id)?(outcome, button)
    }
  }

  /// An error as the status line shows it, in the demo's language.
  private func describe(_ error: any Error) -> String {
    (error as? any LocalizedError)?.errorDescription ?? "\(error)"
  }

  // MARK: Closing

  private func windowDestroyed() {
    contents.isWindowOpen = false
    trace.write(.windowDestroyed)
    sampler.stop()
    // The action goes with the window. GTK 4.8 may keep the window's action group after the
    // window is finalized (once a window holding text fields has been active), so the action is
    // taken out of it here rather than left to the group.
    g_action_map_remove_action(OpaquePointer(window), "save")
    for (name, _) in Self.textSizeActions { g_action_map_remove_action(OpaquePointer(window), name) }
    Task { @MainActor in
      // Destroying the buttons cancelled their runs; wait for the actions to return.
      let deadline = ContinuousClock.now + .seconds(5)
      while contents.sampled.contains(where: { $0.button.isBusyForSampling }), ContinuousClock.now < deadline
      {
        try? await Task.sleep(for: .milliseconds(10))
      }
      let stuck = contents.sampled.filter { $0.button.isBusyForSampling }.map(\.id)
      if !stuck.isEmpty { trace.write(.stillBusyAfterClose(stuck)) }
      contents.removeAll()
      onClose(stuck.isEmpty ? 0 : 4)
    }
  }
}

extension EditProfileWindow {
  /// The window's style: a larger Save Changes, an orange Send Invite. Added to the display once,
  /// when the application starts.
  static func installStyle() {
    let provider = gtk_css_provider_new()!
    let css = """
      button.large { min-height: 40px; font-weight: bold; }
      button.invite { background: #e66100; color: #ffffff; }
      button.invite:hover { background: #f57900; }
      """
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      gdk_display_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    // The display holds the provider from here on.
    g_object_unref(provider)
  }
}
