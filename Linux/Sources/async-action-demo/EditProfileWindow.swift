import AsyncActionCore
import AsyncActionGTK
import CGtk
import Foundation

/// The seed's "Edit Profile" screen in GTK, plus rows for failure feedback, progress, a
/// cancellation trigger, a timeout, a shared scope, the disabled look, the spinner beside the
/// label, and buttons whose loading flag the app owns.
@MainActor
final class EditProfileWindow {
  private let window: UnsafeMutablePointer<GtkWidget>
  private let counters: UnsafeMutablePointer<GtkWidget>
  private let status: UnsafeMutablePointer<GtkWidget>
  private let trace: Bool
  private let onClose: @MainActor (Int32) -> Void
  private var saves = 0
  private var syncs = 0
  private var filter = "All"
  private var buttons: [(id: String, button: AsyncActionButtonWidget)] = []
  private var loadingButtons: [(id: String, button: LoadingButtonWidget)] = []
  private var sampling: guint = 0
  private var isOpen = true
  private var lastSizes: [String: (Int, Int)] = [:]
  /// After a run, twelve idle samples (240 ms) of its button are printed too: the crossfade or
  /// slide that ends the run is over by then.
  private var idleSamplesToPrint: [String: Int] = [:]

  /// - Parameters:
  ///   - trace: Whether to print events, size samples and the layout as machine-readable lines.
  ///   - saveFails: Whether Save Changes fails and holds its failure feedback, then reads
  ///     "Retry Save" (`--save-fails`, for the accessibility tests).
  ///   - onClose: Called with the exit status once the window is closed and every run has ended.
  init(trace: Bool, saveFails: Bool = false, onClose: @escaping @MainActor (Int32) -> Void) {
    self.trace = trace
    self.onClose = onClose
    Self.installStyle()
    window = gtk_window_new()
    gtk_window_set_title(window.cast(), "Edit Profile")
    gtk_window_set_default_size(window.cast(), 420, -1)

    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
    for margin in [
      gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
      gtk_widget_set_margin_end,
    ] {
      margin(column, 24)
    }
    gtk_window_set_child(window.cast(), column)

    let title = gtk_label_new("Edit Profile")!
    gtk_widget_add_css_class(title, "title-1")
    gtk_box_append(column.cast(), title)
    counters = gtk_label_new("")
    gtk_box_append(column.cast(), counters)
    status = gtk_label_new(" ")
    gtk_widget_add_css_class(status, "dim-label")

    var saving = ActionConfiguration()
    if saveFails { saving.feedback = try! FeedbackTiming(success: nil, failure: .milliseconds(1500)) }
    let save = AsyncActionButtonWidget(label: "Save Changes", style: .suggested, configuration: saving) {
      [unowned self] in
      try await Task.sleep(for: .seconds(1.5))
      if saveFails { throw DemoError.serverUnreachable }
      saves += 1
      updateCounters()
    }
    gtk_widget_add_css_class(save.widget!, "large")
    add("save", save, to: column)

    let sync = AsyncActionButtonWidget(label: "Sync", iconName: "view-refresh-symbolic") { [unowned self] in
      try await Task.sleep(for: .seconds(1))
      syncs += 1
      updateCounters()
    }
    add("sync", sync, to: column)

    let invite = AsyncActionButtonWidget(label: "Send Invite") {
      try await Task.sleep(for: .seconds(2))
    }
    gtk_widget_add_css_class(invite.widget!, "invite")
    add("invite", invite, to: column)

    gtk_box_append(column.cast(), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))

    // Failure feedback: the run throws, and the button holds the failed phase for 1.5 s.
    var failing = ActionConfiguration()
    failing.feedback = try! FeedbackTiming(success: nil, failure: .milliseconds(1500))
    let upload = AsyncActionButtonWidget(label: "Upload Photo", configuration: failing) {
      try await Task.sleep(for: .milliseconds(800))
      throw DemoError.serverUnreachable
    }
    add("upload", upload, to: row(in: column, caption: "Fails"))

    // Determinate progress: a ring instead of the spinner.
    let download = AsyncActionButtonWidget(
      label: "Download Report",
      action: AsyncAction(reportingProgress: { progress in
        for step in 1...20 {
          try await Task.sleep(for: .milliseconds(100))
          progress(Double(step) / 20)
        }
      }))
    add("download", download, to: row(in: column, caption: "Progress"))

    // A cancellation trigger: changing the filter cancels the refresh.
    let triggerRow = row(in: column, caption: "Trigger")
    let refresh = AsyncActionButtonWidget(label: "Refresh Inbox") {
      try await Task.sleep(for: .seconds(3))
    }
    refresh.engine.updateCancellationTrigger(filter)
    add("refresh", refresh, to: triggerRow)
    let filterButton = gtk_button_new_with_label("Filter: All")!
    gtk_widget_set_hexpand(filterButton, 1)
    gtk_box_append(triggerRow.cast(), filterButton)
    SignalHandler.connect(filterButton, "clicked") { [unowned self, weak refresh] in
      filter = filter == "All" ? "Unread" : "All"
      gtk_button_set_label(filterButton.cast(), "Filter: \(filter)")
      refresh?.engine.updateCancellationTrigger(filter)
    }

    // A hanging action: it ignores cancellation and returns after 2.5 s; the timeout cancels the
    // run after 1 s, and the button stays busy until the action has returned.
    var hanging = ActionConfiguration()
    hanging.timeout = try! ActionTimeout(.seconds(1))
    let connect = AsyncActionButtonWidget(label: "Connect", configuration: hanging) {
      await Self.ignoringCancellation(for: .milliseconds(2500))
    }
    add("connect", connect, to: row(in: column, caption: "Timeout"))

    // A shared scope: Archive and Delete never run at once.
    let scope = ActionScope()
    let scopeRow = row(in: column, caption: "Scope")
    let archive = AsyncActionButtonWidget(label: "Archive", scope: scope) {
      try await Task.sleep(for: .milliseconds(1500))
    }
    add("archive", archive, to: scopeRow)
    let delete = AsyncActionButtonWidget(label: "Delete", style: .destructive, scope: scope) {
      try await Task.sleep(for: .milliseconds(1500))
    }
    add("delete", delete, to: scopeRow)

    // The disabled look: the plain "disable while running" pattern, for design systems that
    // expect it. The engine ignores clicks either way.
    var disabling = ActionConfiguration()
    disabling.policy = .disableWhileBusy
    let publish = AsyncActionButtonWidget(label: "Publish", configuration: disabling) {
      try await Task.sleep(for: .milliseconds(1500))
    }
    add("publish", publish, to: row(in: column, caption: "Disabled"))

    // The spinner beside the label: the label stays readable, and the button grows.
    let besideRow = row(in: column, caption: "Beside")
    let export = AsyncActionButtonWidget(label: "Export", spinnerPlacement: .leading) {
      try await Task.sleep(for: .milliseconds(1500))
    }
    add("export", export, to: besideRow, expands: false)
    let importButton = AsyncActionButtonWidget(label: "Import", spinnerPlacement: .trailing) {
      try await Task.sleep(for: .milliseconds(1500))
    }
    add("import", importButton, to: besideRow, expands: false)

    // A loading flag the app owns: a sign-in that a session object runs, and a check that
    // answers in 40 ms, too fast for a spinner to be worth showing.
    let flagRow = row(in: column, caption: "App flag")
    let signIn = LoadingButtonWidget(label: "Sign In", style: .suggested)
    signIn.onClicked = { [unowned self, weak signIn] in
      guard let signIn else { return }
      runFlag(of: signIn, id: "signin", for: .milliseconds(1500))
    }
    addLoading("signin", signIn, to: flagRow)
    let check = LoadingButtonWidget(label: "Check Name")
    check.onClicked = { [unowned self, weak check] in
      guard let check else { return }
      runFlag(of: check, id: "check", for: .milliseconds(40))
    }
    addLoading("check", check, to: flagRow)

    gtk_box_append(column.cast(), status)
    updateCounters()

    // Ctrl+W closes the window, as the window manager's close button does.
    let shortcuts = gtk_shortcut_controller_new()!
    gtk_shortcut_controller_add_shortcut(
      shortcuts,
      gtk_shortcut_new(
        gtk_shortcut_trigger_parse_string("<Control>w"), gtk_named_action_new("window.close")))
    gtk_widget_add_controller(window, shortcuts)

    SignalHandler.connect(window, "destroy") { [unowned self] in windowDestroyed() }
    SignalHandler.connect(window, "map") { [unowned self] in
      Task { @MainActor in
        // One frame after mapping, the allocation is final.
        try? await Task.sleep(for: .milliseconds(100))
        reportLayout()
      }
    }
    gtk_widget_grab_focus(save.widget!)
    gtk_window_present(window.cast())
  }

  // MARK: Layout

  private func row(
    in column: UnsafeMutablePointer<GtkWidget>, caption: String
  ) -> UnsafeMutablePointer<GtkWidget> {
    let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
    let label = gtk_label_new(caption)!
    gtk_widget_set_size_request(label, 64, -1)
    gtk_label_set_xalign(label.cast(), 0)
    gtk_widget_add_css_class(label, "dim-label")
    gtk_box_append(row.cast(), label)
    gtk_box_append(column.cast(), row)
    return row
  }

  private func add(
    _ id: String, _ button: AsyncActionButtonWidget, to box: UnsafeMutablePointer<GtkWidget>,
    expands: Bool = true
  ) {
    gtk_widget_set_hexpand(button.widget!, expands ? 1 : 0)
    gtk_box_append(box.cast(), button.widget!)
    buttons.append((id, button))
    // NB: weak: the engine belongs to the button, so a strong capture would be a cycle.
    button.engine.onEvent = { [unowned self, weak button] event in
      if let button { handle(event, of: id, button: button) }
    }
  }

  private func addLoading(
    _ id: String, _ button: LoadingButtonWidget, to box: UnsafeMutablePointer<GtkWidget>
  ) {
    gtk_widget_set_hexpand(button.widget!, 1)
    gtk_box_append(box.cast(), button.widget!)
    loadingButtons.append((id, button))
  }

  /// Plays the app's side of an app-driven button: its flag is on while some work, started
  /// by the app and not by the button, runs.
  private func runFlag(of button: LoadingButtonWidget, id: String, for duration: Duration) {
    button.isLoading = true
    log("flag button=\(id) on")
    startSampling()
    Task { @MainActor [weak button] in
      try? await Task.sleep(for: duration)
      button?.isLoading = false
      log("flag button=\(id) off")
    }
  }

  /// Every button the sampler and the layout report look at.
  private var sampled: [(id: String, button: any SampledButton)] {
    buttons.map { ($0.id, $0.button as any SampledButton) }
      + loadingButtons.map { ($0.id, $0.button as any SampledButton) }
  }

  private func updateCounters() {
    guard isOpen else { return }
    gtk_label_set_text(counters.cast(), "Saves: \(saves) · Syncs: \(syncs)")
  }

  private static func installStyle() {
    let provider = gtk_css_provider_new()!
    let css = """
      button.large { min-height: 40px; font-weight: bold; }
      button.invite { background: #e66100; color: #ffffff; }
      button.invite:hover { background: #f57900; }
      """
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      gdk_display_get_default(), OpaquePointer(provider),
      guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(provider)
  }

  // MARK: Events

  private func handle(_ event: ActionEvent, of id: String, button: AsyncActionButtonWidget) {
    switch event {
    case .started(let run):
      log("event button=\(id) run=\(run.rawValue) started")
      startSampling()
    case .finished(let run, let outcome):
      log("event button=\(id) run=\(run.rawValue) finished outcome=\(outcome)")
      guard isOpen else { return }
      if case .failed(let error) = outcome {
        gtk_label_set_text(status.cast(), "\(button.label) failed: \(error)")
        if id == "save" { button.label = "Retry Save" }
      } else {
        gtk_label_set_text(status.cast(), "\(button.label): \(button.engine.announcement(for: outcome))")
      }
    }
  }

  private func log(_ line: String) {
    if trace { print(line) }
  }

  /// Prints each button's place and size in the window, for the UI tests.
  private func reportLayout() {
    guard trace else { return }
    for (id, button) in sampled {
      guard let widget = button.widget else { continue }
      var bounds = graphene_rect_t()
      guard gtk_widget_compute_bounds(widget, window, &bounds) != 0 else { continue }
      print(
        "layout button=\(id) x=\(Int(bounds.origin.x)) y=\(Int(bounds.origin.y)) "
          + "width=\(Int(bounds.size.width)) height=\(Int(bounds.size.height)) "
          + "a11y-indicator-hidden=\(button.isIndicatorAccessibleHidden)")
    }
    print("ready")
  }

  /// While any button is busy, samples every button's size every 20 ms; prints changes only.
  private func startSampling() {
    guard trace, sampling == 0 else { return }
    let this = Unmanaged.passUnretained(self).toOpaque()
    sampling = g_timeout_add(
      20,
      { this in
        MainActor.assumeIsolated {
          Unmanaged<EditProfileWindow>.fromOpaque(this!).takeUnretainedValue().sample() ? 1 : 0
        }
      }, this)
    // NB: no sample in this turn: the widget draws a new state one main-loop turn after the
    // engine publishes it (observation schedules the redraw), so the first sample waits 20 ms.
  }

  private func sample() -> Bool {
    var anyBusy = idleSamplesToPrint.values.contains { $0 > 0 }
    for (id, button) in sampled {
      guard button.widget != nil else { continue }
      let size = button.allocatedSize
      let busy = button.isBusyForSampling
      anyBusy = anyBusy || busy
      let spinner = button.isSpinnerVisibleForSampling
      let line =
        "size button=\(id) width=\(size.width) height=\(size.height) busy=\(busy) spinner=\(spinner) "
        + "a11y-busy=\(button.isAccessibleBusy) sensitive=\(button.isSensitive) "
        + "a11y-disabled=\(button.isAccessibleDisabled) "
        + "placement=\(button.spinnerPlacement)"
      let idleAfterRun = idleSamplesToPrint[id, default: 0]
      if busy || idleAfterRun > 0 || lastSizes[id].map({ $0 != (size.width, size.height) }) ?? true {
        print(line)
      }
      idleSamplesToPrint[id] = busy ? 12 : max(0, idleAfterRun - 1)
      lastSizes[id] = (size.width, size.height)
    }
    if !anyBusy { sampling = 0 }
    return anyBusy
  }

  // MARK: Closing

  private func windowDestroyed() {
    isOpen = false
    log("window destroyed")
    if sampling != 0 {
      g_source_remove(sampling)
      sampling = 0
    }
    Task { @MainActor in
      // Destroying the buttons cancelled their runs; wait for the actions to return.
      let deadline = ContinuousClock.now + .seconds(5)
      while sampled.contains(where: { $0.button.isBusyForSampling }), ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(10))
      }
      let stuck = sampled.filter { $0.button.isBusyForSampling }.map(\.id)
      if !stuck.isEmpty { print("error: still busy after close: \(stuck)") }
      buttons.removeAll()
      loadingButtons.removeAll()
      onClose(stuck.isEmpty ? 0 : 4)
    }
  }

  // MARK: Screenshots

  /// Clicks through the demo and writes idle, busy and finished screenshots.
  func playScreenshotScript(into directory: String) {
    Task { @MainActor in
      do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      } catch {
        print("error: cannot create \(directory): \(error)")
        gtk_window_destroy(window.cast())
        return
      }
      try? await Task.sleep(for: .milliseconds(500))
      var written: [String] = []
      written.append(screenshot(directory, "1-idle.png"))
      for id in [
        "save", "sync", "invite", "upload", "download", "archive", "publish", "export", "import", "signin",
      ] {
        if let widget = sampled.first(where: { $0.id == id })?.button.widget { aab_emit_clicked(widget) }
      }
      try? await Task.sleep(for: .milliseconds(700))
      written.append(screenshot(directory, "2-busy.png"))
      while buttons.contains(where: { $0.button.engine.isBusy || $0.button.engine.phase.kind != .idle })
        || loadingButtons.contains(where: { $0.button.isBusy })
      {
        try? await Task.sleep(for: .milliseconds(50))
      }
      try? await Task.sleep(for: .milliseconds(300))
      written.append(screenshot(directory, "3-finished.png"))
      for path in written where !path.isEmpty { print("wrote \(path)") }
      gtk_window_destroy(window.cast())
    }
  }

  private func screenshot(_ directory: String, _ name: String) -> String {
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

extension EditProfileWindow {
  /// Waits on the main queue for `duration`, whatever cancellation says: an action that does
  /// not check for cancellation.
  static func ignoringCancellation(for duration: Duration) async {
    let milliseconds = Int(
      duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) {
        continuation.resume()
      }
    }
  }
}

/// What the sampler reads of a button, whoever drives it.
@MainActor
protocol SampledButton: ButtonWidget {
  var spinnerPlacement: SpinnerPlacement { get }
  var isBusyForSampling: Bool { get }
  var isSpinnerVisibleForSampling: Bool { get }
}

extension AsyncActionButtonWidget: SampledButton {
  var isBusyForSampling: Bool { engine.isBusy }
  var isSpinnerVisibleForSampling: Bool { engine.isSpinnerVisible }
}

extension LoadingButtonWidget: SampledButton {
  var isBusyForSampling: Bool { isBusy }
  var isSpinnerVisibleForSampling: Bool { loading.isSpinnerVisible }
}

enum DemoError: Error, CustomStringConvertible {
  case serverUnreachable
  var description: String { "the server is unreachable" }
}
