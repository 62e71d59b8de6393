import AsyncActionCore
import AsyncActionGTK
import CGtk
import Foundation

/// The seed's "Edit Profile" screen in GTK — name and e-mail fields above Save Changes, Sync and
/// Send Invite — and, on a second page, a gallery of every behaviour: failure feedback, progress,
/// a cancellation trigger, a timeout, a shared scope, the disabled look, the spinner beside the
/// label, and buttons whose loading flag the app owns; on a third, the looks: the pulse, no
/// spinner, the shake, the progress bar and the percent text.
@MainActor
final class EditProfileWindow {
  private let window: UnsafeMutablePointer<GtkWidget>
  private let counters: UnsafeMutablePointer<GtkWidget>
  private let status: UnsafeMutablePointer<GtkWidget>
  private let stack: UnsafeMutablePointer<GtkWidget>
  private let strings: DemoStrings
  private let trace: Bool
  private let onClose: @MainActor (Int32) -> Void
  private var saves = 0
  private var syncs = 0
  private var filter = "All"
  private var buttons: [(id: String, button: AsyncActionButtonWidget)] = []
  private var loadingButtons: [(id: String, button: LoadingButtonWidget)] = []
  /// Widgets that are not action buttons, for the layout report: fields, their labels, the
  /// filter button, the page tabs.
  private var widgets: [(id: String, widget: UnsafeMutablePointer<GtkWidget>)] = []
  /// Texts for the trace's `text` lines: the captions and titles; the buttons' labels are found
  /// in the buttons.
  private var texts: [(kind: String, id: String, label: UnsafeMutablePointer<GtkWidget>)] = []
  private var sampling: guint = 0
  private var isOpen = true
  private var hasReportedLayout = false
  private var lastSizes: [String: (Int, Int)] = [:]
  /// After a run, twelve idle samples (240 ms) of its button are printed too: the crossfade or
  /// slide that ends the run is over by then.
  private var idleSamplesToPrint: [String: Int] = [:]
  /// Whether Save Changes fails and then reads "Retry Save" (`--save-fails`).
  private let saveFails: Bool
  /// The buttons this window's code presses by identifier: one registry per window.
  private let triggers = ActionTriggerRegistry()

  /// - Parameters:
  ///   - strings: The demo's strings, in the user's language.
  ///   - trace: Whether to print events, size samples and the layout as machine-readable lines.
  ///   - saveFails: Whether Save Changes fails and holds its failure feedback, then reads
  ///     "Retry Save" (`--save-fails`, for the accessibility tests).
  ///   - onClose: Called with the exit status once the window is closed and every run has ended.
  init(
    strings: DemoStrings, trace: Bool, saveFails: Bool = false, onClose: @escaping @MainActor (Int32) -> Void
  ) {
    self.strings = strings
    self.saveFails = saveFails
    self.trace = trace
    self.onClose = onClose
    Self.installStyle()
    // The strings decide the direction, so the layout mirrors exactly when the text is
    // right-to-left.
    gtk_widget_set_default_direction(strings.isRightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
    window = gtk_window_new()
    gtk_window_set_title(window.cast(), strings("Edit Profile"))

    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
    for margin in [
      gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
      gtk_widget_set_margin_end,
    ] {
      margin(column, 18)
    }
    gtk_window_set_child(window.cast(), column)

    stack = gtk_stack_new()
    // Each page as tall as it needs: the Edit Profile page stays compact.
    gtk_stack_set_vhomogeneous(OpaquePointer(stack), 0)
    let switcher = gtk_stack_switcher_new()!
    gtk_stack_switcher_set_stack(OpaquePointer(switcher), OpaquePointer(stack))
    gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER)
    gtk_box_append(column.cast(), switcher)
    gtk_box_append(column.cast(), stack)

    // MARK: The Edit Profile page

    let profile = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
    let title = gtk_label_new(strings("Edit Profile"))!
    gtk_widget_add_css_class(title, "title-1")
    gtk_box_append(profile.cast(), title)
    texts.append(("title", "profile", title))
    counters = gtk_label_new("")
    gtk_box_append(profile.cast(), counters)
    status = gtk_label_new(" ")
    gtk_widget_add_css_class(status, "dim-label")
    gtk_label_set_wrap(status.cast(), 1)

    let form = gtk_grid_new()!
    gtk_grid_set_row_spacing(form.cast(), 8)
    gtk_grid_set_column_spacing(form.cast(), 12)
    for (row, (id, label, placeholder)) in [
      ("name", "Name", "Your name"), ("email", "E-mail", "you@example.com"),
    ].enumerated() {
      let caption = gtk_label_new(strings(label))!
      gtk_label_set_xalign(caption.cast(), 0)
      let entry = gtk_entry_new()!
      gtk_entry_set_placeholder_text(entry.cast(), strings(placeholder))
      gtk_widget_set_hexpand(entry, 1)
      // The label names the field for the keyboard (mnemonic) and for screen readers.
      gtk_label_set_mnemonic_widget(caption.cast(), entry)
      gtk_grid_attach(form.cast(), caption, 0, Int32(row), 1, 1)
      gtk_grid_attach(form.cast(), entry, 1, Int32(row), 1, 1)
      widgets += [("\(id)_label", caption), (id, entry)]
      texts.append(("field", id, caption))
    }
    gtk_widget_set_margin_bottom(form, 4)
    gtk_box_append(profile.cast(), form)

    var saving = ActionConfiguration()
    if saveFails { saving.feedback = try! FeedbackTiming(success: nil, failure: .milliseconds(1500)) }
    let save = AsyncActionButtonWidget(
      label: strings("Save Changes"), style: .suggested, configuration: saving
    ) { [unowned self] in
      try await Task.sleep(for: .seconds(1.5))
      if saveFails { throw DemoError.serverUnreachable }
      saves += 1
      updateCounters()
    }
    gtk_widget_add_css_class(save.widget!, "large")
    add("save", save, to: profile)
    // Ctrl+S presses Save Changes through the window's trigger registry: while the Profile page
    // shows. On the Gallery page Save Changes is not mapped, and the press is not found.
    save.claimTrigger("save", in: triggers)

    let sync = AsyncActionButtonWidget(label: strings("Sync"), iconName: "view-refresh-symbolic") {
      [unowned self] in
      try await Task.sleep(for: .seconds(1))
      syncs += 1
      updateCounters()
    }
    add("sync", sync, to: profile)

    let invite = AsyncActionButtonWidget(label: strings("Send Invite")) {
      try await Task.sleep(for: .seconds(2))
    }
    gtk_widget_add_css_class(invite.widget!, "invite")
    add("invite", invite, to: profile)
    addPage(profile, name: "profile", title: strings("Profile"))

    // MARK: The gallery

    let gallery = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)!

    // Failure feedback: the run throws, and the button holds the failed phase for 1.5 s.
    var failing = ActionConfiguration()
    failing.feedback = try! FeedbackTiming(success: nil, failure: .milliseconds(1500))
    let upload = AsyncActionButtonWidget(label: strings("Upload Photo"), configuration: failing) {
      try await Task.sleep(for: .milliseconds(800))
      throw DemoError.serverUnreachable
    }
    add(
      "upload", upload,
      to: row(in: gallery, id: "upload", caption: "Shows a failure mark when the action throws"))

    // Determinate progress: a ring instead of the spinner.
    let download = AsyncActionButtonWidget(
      label: strings("Download Report"),
      action: AsyncAction(reportingProgress: { progress in
        for step in 1...20 {
          try await Task.sleep(for: .milliseconds(100))
          progress(Double(step) / 20)
        }
      }))
    add(
      "download", download,
      to: row(in: gallery, id: "download", caption: "Shows a progress ring as the action reports progress"))

    // A cancellation trigger: changing the filter cancels the refresh.
    let triggerRow = row(
      in: gallery, id: "refresh", caption: "Cancelled when the filter changes", paired: true)
    let refresh = AsyncActionButtonWidget(label: strings("Refresh Inbox")) {
      try await Task.sleep(for: .seconds(3))
    }
    refresh.engine.updateCancellationTrigger(filter)
    add("refresh", refresh, to: triggerRow)
    let filterButton = gtk_button_new_with_label(strings("Filter: All"))!
    gtk_widget_set_hexpand(filterButton, 1)
    gtk_box_append(triggerRow.cast(), filterButton)
    widgets.append(("filter", filterButton))
    SignalHandler.connect(filterButton, "clicked") { [unowned self, weak refresh] in
      filter = filter == "All" ? "Unread" : "All"
      gtk_button_set_label(filterButton.cast(), strings("Filter: \(filter)"))
      refresh?.engine.updateCancellationTrigger(filter)
    }

    // A hanging action: it ignores cancellation and returns after 2.5 s; the timeout cancels the
    // run after 1 s, and the button stays busy until the action has returned.
    var hanging = ActionConfiguration()
    hanging.timeout = try! ActionTimeout(.seconds(1))
    let connect = AsyncActionButtonWidget(label: strings("Connect"), configuration: hanging) {
      await Self.ignoringCancellation(for: .milliseconds(2500))
    }
    add(
      "connect", connect,
      to: row(
        in: gallery, id: "connect",
        caption: "Gives up after one second, and stays busy until the action returns"))

    // A shared scope: Archive and Delete never run at once.
    let scope = ActionScope()
    let scopeRow = row(
      in: gallery, id: "archive", caption: "Archive and Delete share one scope: one at a time", paired: true)
    let archive = AsyncActionButtonWidget(label: strings("Archive"), scope: scope) {
      try await Task.sleep(for: .milliseconds(1500))
    }
    add("archive", archive, to: scopeRow)
    let delete = AsyncActionButtonWidget(label: strings("Delete"), style: .destructive, scope: scope) {
      try await Task.sleep(for: .milliseconds(1500))
    }
    add("delete", delete, to: scopeRow)

    // The disabled look: the plain "disable while running" pattern, for design systems that
    // expect it. The engine ignores clicks either way.
    var disabling = ActionConfiguration()
    disabling.policy = .disableWhileBusy
    let publish = AsyncActionButtonWidget(label: strings("Publish"), configuration: disabling) {
      try await Task.sleep(for: .milliseconds(1500))
    }
    add("publish", publish, to: row(in: gallery, id: "publish", caption: "Looks disabled while it runs"))

    // The spinner beside the label: the label stays readable, and the button grows. The two
    // buttons start equally wide (`equalizeWidths`), and each grows by its spinner.
    let besideRow = row(
      in: gallery, id: "export", caption: "The spinner goes beside the label, and the button grows")
    let export = AsyncActionButtonWidget(label: strings("Export"), looks: .init(busy: .leading)) {
      try await Task.sleep(for: .milliseconds(1500))
    }
    add("export", export, to: besideRow, expands: false)
    let importButton = AsyncActionButtonWidget(label: strings("Import"), looks: .init(busy: .trailing)) {
      try await Task.sleep(for: .milliseconds(1500))
    }
    add("import", importButton, to: besideRow, expands: false)

    // A loading flag the app owns: a sign-in that a session object runs, and a check that
    // answers in 40 ms, too fast for a spinner to be worth showing.
    let flagRow = row(
      in: gallery, id: "signin", caption: "The app owns the loading flag; a 40 ms check shows no spinner",
      paired: true)
    let signIn = LoadingButtonWidget(label: strings("Sign In"), style: .suggested)
    signIn.onClicked = { [unowned self, weak signIn] in
      guard let signIn else { return }
      runFlag(of: signIn, id: "signin", for: .milliseconds(1500))
    }
    addLoading("signin", signIn, to: flagRow)
    let check = LoadingButtonWidget(label: strings("Check Name"))
    check.onClicked = { [unowned self, weak check] in
      guard let check else { return }
      runFlag(of: check, id: "check", for: .milliseconds(40))
    }
    addLoading("check", check, to: flagRow)

    // A press from code: the second button presses Save Draft through the trigger registry, as
    // a keyboard shortcut or a menu item would. The press goes through the engine like a click.
    let pressRow = row(
      in: gallery, id: "draft", caption: "The second button presses Save Draft from code, as a click would",
      paired: true)
    let draft = AsyncActionButtonWidget(label: strings("Save Draft")) {
      try await Task.sleep(for: .milliseconds(1500))
    }
    draft.claimTrigger("draft", in: triggers)
    add("draft", draft, to: pressRow)
    // For the UI tests: a press must not emit GTK's "clicked" on the pressed button.
    SignalHandler.connect(draft.widget!, "clicked") { [unowned self] in log("gtk-clicked button=draft") }
    let pressDraft = gtk_button_new_with_label(strings("Press Save Draft"))!
    gtk_widget_set_hexpand(pressDraft, 1)
    gtk_box_append(pressRow.cast(), pressDraft)
    widgets.append(("press_draft", pressDraft))
    SignalHandler.connect(pressDraft, "clicked") { [unowned self] in
      log("press id=draft result=\(triggers.press("draft"))")
    }
    addPage(gallery, name: "gallery", title: strings("Gallery"))

    // MARK: The looks

    // A page of its own: the gallery already fills most of a 768-pixel-high screen.
    let looks = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)!
    let pulse = AsyncActionButtonWidget(label: strings("Check Mail"), looks: .init(busy: .pulse)) {
      try await Task.sleep(for: .seconds(3))
    }
    add(
      "pulse", pulse,
      to: row(in: looks, id: "pulse", caption: "The label fades in and out while the action runs"))
    let quiet = AsyncActionButtonWidget(label: strings("Save Draft"), looks: .init(busy: .none)) {
      try await Task.sleep(for: .milliseconds(1500))
    }
    add(
      "quiet", quiet,
      to: row(
        in: looks, id: "quiet", caption: "Shows no spinner at all, and still ignores clicks while it runs"))
    var shaking = ActionConfiguration()
    shaking.feedback = try! FeedbackTiming(success: nil, failure: .milliseconds(2500))
    let signUp = AsyncActionButtonWidget(
      label: strings("Sign Up"), configuration: shaking, looks: .init(failure: .shake)
    ) {
      try await Task.sleep(for: .milliseconds(800))
      throw DemoError.serverUnreachable
    }
    add(
      "shake", signUp,
      to: row(in: looks, id: "shake", caption: "Shakes once and shows a failure mark when the action throws"))
    let barButton = AsyncActionButtonWidget(
      label: strings("Sync Photos"), looks: .init(progress: .bar), action: Self.reportingProgress(steps: 25))
    add(
      "bar", barButton,
      to: row(
        in: looks, id: "bar", caption: "A thin bar under the label fills as the action reports progress"))
    let percent = AsyncActionButtonWidget(
      label: strings("Install Update"), looks: .init(progress: .percent),
      action: Self.reportingProgress(steps: 25))
    add(
      "percent", percent,
      to: row(
        in: looks, id: "percent", caption: "The percentage replaces the label as the action reports progress")
    )
    addPage(looks, name: "looks", title: strings("Looks"))

    gtk_box_append(column.cast(), status)
    updateCounters()
    Self.equalizeWidths([export.widget!, importButton.widget!])
    // NB: a homogeneous box gives the odd pixel of an odd width to its first child, so the rows
    // are given an even width: the paired buttons are then exactly as wide as each other.
    var minimum: Int32 = 0
    gtk_widget_measure(column, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
    let width = max(Self.defaultWidth, minimum)
    gtk_window_set_default_size(window.cast(), width + width % 2, -1)

    // The page tabs, in page order, for the layout report.
    var tab = gtk_widget_get_first_child(switcher)
    for name in ["profile", "gallery", "looks"] {
      guard let button = tab else { break }
      widgets.append(("tab_\(name)", button))
      tab = gtk_widget_get_next_sibling(button)
    }

    // Ctrl+W closes the window, as the window manager's close button does.
    let shortcuts = gtk_shortcut_controller_new()!
    gtk_shortcut_controller_add_shortcut(
      shortcuts,
      gtk_shortcut_new(
        gtk_shortcut_trigger_parse_string("<Control>w"), gtk_named_action_new("window.close")))
    gtk_shortcut_controller_add_shortcut(
      shortcuts,
      gtk_shortcut_new(
        gtk_shortcut_trigger_parse_string("<Control>s"),
        ShortcutHandler.action { [unowned self] in log("press id=save result=\(triggers.press("save"))") }))
    gtk_widget_add_controller(window, shortcuts)

    SignalHandler.connect(window, "destroy") { [unowned self] in windowDestroyed() }
    SignalHandler.connect(window, "map") { [unowned self] in reportLayoutSoon() }
    SignalHandler.connectNotify(stack, "visible-child-name") { [unowned self] in reportLayoutSoon() }
    gtk_widget_grab_focus(save.widget!)
    gtk_window_present(window.cast())
  }

  /// Closes the window as the window manager's close button does: the runs are cancelled, the
  /// widgets released, and the main loop ends. For SIGTERM and SIGINT.
  func close(signal name: String) {
    guard isOpen else { return }
    log("signal \(name)")
    gtk_window_close(window.cast())
  }

  // MARK: Layout

  private func addPage(_ page: UnsafeMutablePointer<GtkWidget>, name: String, title: String) {
    gtk_stack_add_titled(OpaquePointer(stack), page, name, title)
  }

  /// A gallery row: a caption that says in plain words what the row shows, above its buttons.
  /// In a paired row both buttons get the same width.
  private func row(
    in column: UnsafeMutablePointer<GtkWidget>, id: String, caption: String, paired: Bool = false
  ) -> UnsafeMutablePointer<GtkWidget> {
    let entry = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
    let label = gtk_label_new(strings(caption))!
    gtk_label_set_xalign(label.cast(), 0)
    gtk_label_set_wrap(label.cast(), 1)
    gtk_label_set_max_width_chars(label.cast(), 40)
    gtk_widget_add_css_class(label, "dim-label")
    gtk_box_append(entry.cast(), label)
    texts.append(("caption", id, label))
    let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
    gtk_box_set_homogeneous(row.cast(), paired ? 1 : 0)
    gtk_box_append(entry.cast(), row)
    gtk_box_append(column.cast(), entry)
    return row
  }

  /// Gives each widget the natural width of the widest, without stopping any from growing.
  private static func equalizeWidths(_ widgets: [UnsafeMutablePointer<GtkWidget>]) {
    let widest =
      widgets.map { widget -> Int32 in
        var natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
        return natural
      }.max() ?? 0
    for widget in widgets { gtk_widget_set_size_request(widget, widest, -1) }
  }

  private func add(
    _ id: String, _ button: AsyncActionButtonWidget, to box: UnsafeMutablePointer<GtkWidget>,
    expands: Bool = true
  ) {
    gtk_widget_set_hexpand(button.widget!, expands ? 1 : 0)
    gtk_box_append(box.cast(), button.widget!)
    buttons.append((id, button))
    button.engine.strings = strings.actionStrings
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
    gtk_label_set_text(
      counters.cast(), strings("Saves: {saves} · Syncs: {syncs}", ["saves": "\(saves)", "syncs": "\(syncs)"]))
  }

  /// The window's width unless its content needs more. Even, as the column's margins are.
  private static let defaultWidth: Int32 = 420

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
      let text =
        if case .failed(let error) = outcome {
          strings("{button} failed: {error}", ["button": button.label, "error": describe(error)])
        } else {
          strings(
            "{button}: {outcome}",
            ["button": button.label, "outcome": button.engine.announcement(for: outcome)])
        }
      gtk_label_set_text(status.cast(), text)
      if case .failed = outcome, id == "save", saveFails { button.label = strings("Retry Save") }
    }
  }

  /// An error as the status line shows it, in the demo's language.
  private func describe(_ error: any Error) -> String {
    if let error = error as? DemoError { return strings(error.messageKey) }
    return "\(error)"
  }

  private func log(_ line: String) {
    if trace { print(line) }
  }

  /// Reports the layout one frame after the window is mapped or another page is shown: by then
  /// the allocation is final.
  private func reportLayoutSoon() {
    guard trace else { return }
    Task { @MainActor in
      try? await Task.sleep(for: .milliseconds(100))
      guard isOpen else { return }
      reportLayout()
    }
  }

  /// Prints the place and size in the window of each button and field on the page shown, for the
  /// UI tests; the first time also the window's title, the language and every label's text.
  private func reportLayout() {
    let bounds: (UnsafeMutablePointer<GtkWidget>) -> String? = { [window] widget in
      var bounds = graphene_rect_t()
      guard gtk_widget_get_mapped(widget) != 0, gtk_widget_compute_bounds(widget, window, &bounds) != 0 else {
        return nil
      }
      return "x=\(Int(bounds.origin.x)) y=\(Int(bounds.origin.y)) "
        + "width=\(Int(bounds.size.width)) height=\(Int(bounds.size.height))"
    }
    for (id, button) in sampled {
      guard let widget = button.widget, let place = bounds(widget) else { continue }
      print("layout button=\(id) \(place) a11y-indicator-hidden=\(button.isIndicatorAccessibleHidden)")
    }
    for (id, widget) in widgets {
      if let place = bounds(widget) { print("layout widget=\(id) \(place)") }
    }
    let page = gtk_stack_get_visible_child_name(OpaquePointer(stack)).map { String(cString: $0) } ?? ""
    guard !hasReportedLayout else {
      print("shown page=\(page)")
      return
    }
    hasReportedLayout = true
    print("window title=\(String(cString: gtk_window_get_title(window.cast())))")
    let direction = gtk_widget_get_direction(window) == GTK_TEXT_DIR_RTL ? "rtl" : "ltr"
    print("locale language=\(strings.language) direction=\(direction)")
    let labels =
      sampled.compactMap { id, button in
        button.widget.flatMap(Self.firstLabel(in:)).map { ("button", id, $0) }
      }
      + texts
    for (kind, id, label) in labels {
      // Glyphs the fonts lack are drawn as boxes: count them.
      let unknown = pango_layout_get_unknown_glyphs_count(gtk_label_get_layout(label.cast()))
      print(
        "text \(kind)=\(id) unknown-glyphs=\(unknown) value=\(String(cString: gtk_label_get_text(label.cast())))"
      )
    }
    print("shown page=\(page)")
    print("ready")
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
      let busy = button.isBusyForSampling
      anyBusy = anyBusy || busy
      // A button on the page not shown has no allocation to report.
      guard let widget = button.widget, gtk_widget_get_mapped(widget) != 0 else { continue }
      let size = button.allocatedSize
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

  /// Clicks through the demo and writes idle, busy and finished screenshots of each page, and
  /// one of the Looks page as Sign Up shakes.
  func playScreenshotScript(into directory: String) {
    Task { @MainActor in
      do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      } catch {
        print("error: cannot create \(directory): \(error)")
        gtk_window_destroy(window.cast())
        return
      }
      var written: [String] = []
      // The Edit Profile page (the README's picture), then every row of the gallery.
      for (page, ids, first) in [
        ("profile", ["save", "sync", "invite"], 1),
        (
          "gallery",
          [
            "upload", "download", "refresh", "connect", "archive", "publish", "export", "import", "signin",
            "check",
          ],
          4
        ),
        ("looks", ["pulse", "quiet", "shake", "bar", "percent"], 7),
      ] {
        gtk_stack_set_visible_child_name(OpaquePointer(stack), page)
        try? await Task.sleep(for: .milliseconds(500))
        let prefix = page == "profile" ? "" : "\(page)-"
        written.append(screenshot(directory, "\(first)-\(prefix)idle.png"))
        for id in ids {
          if let widget = sampled.first(where: { $0.id == id })?.button.widget { aab_emit_clicked(widget) }
        }
        try? await Task.sleep(for: .milliseconds(700))
        written.append(screenshot(directory, "\(first + 1)-\(prefix)busy.png"))
        if page == "looks", let signUp = buttons.first(where: { $0.id == "shake" })?.button {
          // Mid-shake: the failure mark, faded in, 180 ms into the failed phase (8 px to the right).
          // Not forever: on a very slow run (under valgrind) the phase may have come and gone.
          let deadline = ContinuousClock.now + .seconds(10)
          while signUp.engine.phase.kind != .failed, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
          }
          try? await Task.sleep(for: .milliseconds(180))
          written.append(screenshot(directory, "10-looks-failed.png"))
        }
        while sampled.contains(where: { $0.button.isBusyForSampling })
          || buttons.contains(where: { $0.button.engine.phase.kind != .idle })
        {
          try? await Task.sleep(for: .milliseconds(50))
        }
        try? await Task.sleep(for: .milliseconds(300))
        written.append(screenshot(directory, "\(first + 2)-\(prefix)finished.png"))
      }
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
  /// An action that reports its progress in `steps` steps of 100 ms.
  static func reportingProgress(steps: Int) -> AsyncAction {
    AsyncAction(reportingProgress: { progress in
      for step in 1...steps {
        try await Task.sleep(for: .milliseconds(100))
        progress(Double(step) / Double(steps))
      }
    })
  }

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
  var spinnerPlacement: IndicatorPlacement { get }
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

  /// In English, for the trace (`outcome=failed(the server is unreachable)`).
  var description: String { "the server is unreachable" }

  /// The key of the message the status line shows, in the demo's language.
  var messageKey: String { "The server is unreachable" }
}

/// A Swift closure behind a GTK shortcut action, released with the action.
@MainActor
private final class ShortcutHandler {
  let body: @MainActor () -> Void

  private init(_ body: @escaping @MainActor () -> Void) { self.body = body }

  /// A shortcut action that runs `body` and reports the shortcut handled.
  static func action(_ body: @escaping @MainActor () -> Void) -> OpaquePointer {
    let callback: GtkShortcutFunc = { _, _, box in
      MainActor.assumeIsolated {
        Unmanaged<ShortcutHandler>.fromOpaque(box!).takeUnretainedValue().body()
      }
      return 1
    }
    let release: GDestroyNotify = { box in
      Unmanaged<ShortcutHandler>.fromOpaque(box!).release()
    }
    let box = Unmanaged.passRetained(ShortcutHandler(body)).toOpaque()
    return gtk_callback_action_new(callback, box, release)
  }
}
