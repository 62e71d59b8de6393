@_spi(Shell) import AsyncActionCore
import AsyncActionGTK
import CGtk

/// A gallery of every behaviour, one row each with a caption: failure feedback, progress, a
/// cancellation trigger, a timeout, a shared scope, the disabled look, the spinner beside the
/// label, buttons whose loading flag the app owns, and a press from code.
@MainActor
final class GalleryTab {
  /// The tab, for the window's stack.
  let widget: UnsafeMutablePointer<GtkWidget>
  private let builder: TabBuilder
  /// The inbox filter; its change is the Refresh Inbox button's cancellation trigger.
  private var filter = "All"

  init(builder: TabBuilder) {
    self.builder = builder
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)!
    let strings = builder.strings

    // Failure feedback: the run throws, and the button holds the failed phase for 1.5 s.
    var failing = ActionConfiguration()
    failing.feedback = ActionConfiguration.FeedbackTiming(success: nil, failure: .milliseconds(1500))
    let unreachable = DemoError.serverUnreachable(strings)
    let upload = AsyncActionButtonWidget(label: strings("Upload Photo"), configuration: failing) {
      try await Task.sleep(for: .milliseconds(800))
      throw unreachable
    }
    builder.add(
      "upload", upload,
      to: builder.row(in: widget, id: "upload", caption: "Shows a failure mark when the action throws"))

    // Determinate progress: a ring instead of the spinner.
    let download = AsyncActionButtonWidget(
      label: strings("Download Report"), action: SampleActions.reportingProgress(steps: 20))
    builder.add(
      "download", download,
      to: builder.row(
        in: widget, id: "download", caption: "Shows a progress ring as the action reports progress"))

    addCancellationTriggerRow()

    // A hanging action: it ignores cancellation and returns after 2.5 s; the timeout cancels the
    // run after 1 s, and the button stays busy until the action has returned.
    var hanging = ActionConfiguration()
    hanging.timeout = ActionConfiguration.Timeout(.seconds(1))
    let connect = AsyncActionButtonWidget(label: strings("Connect"), configuration: hanging) {
      [weak contents = builder.contents, trace = builder.trace] in
      await SampleActions.tracingCancellationAndReturn(of: "connect", in: contents, trace: trace) {
        await SampleActions.ignoringCancellation(for: .milliseconds(2500))
      }
    }
    builder.add(
      "connect", connect,
      to: builder.row(
        in: widget, id: "connect",
        caption: "Gives up after one second, and stays busy until the action returns"))

    // A shared scope: Archive and Delete never run at once.
    let scope = ActionScope()
    let scopeRow = builder.row(
      in: widget, id: "archive", caption: "Archive and Delete share one scope: one at a time", paired: true)
    let archive = AsyncActionButtonWidget(label: strings("Archive"), scope: scope) {
      try await Task.sleep(for: .milliseconds(1500))
    }
    builder.add("archive", archive, to: scopeRow)
    let delete = AsyncActionButtonWidget(label: strings("Delete"), cssClass: .destructive, scope: scope) {
      try await Task.sleep(for: .milliseconds(1500))
    }
    builder.add("delete", delete, to: scopeRow)

    // The disabled look: the plain "disable while busy" pattern, for design systems that
    // expect it. The engine ignores clicks either way.
    var disabling = ActionConfiguration()
    disabling.policy = .disableWhileBusy
    let publish = AsyncActionButtonWidget(label: strings("Publish"), configuration: disabling) {
      try await Task.sleep(for: .milliseconds(1500))
    }
    builder.add(
      "publish", publish, to: builder.row(in: widget, id: "publish", caption: "Looks disabled while it runs"))

    addSpinnerBesideRow()
    addLoadingFlagRow()
    addPressRow()
  }

  /// A cancellation trigger: changing the filter cancels the refresh.
  private func addCancellationTriggerRow() {
    let strings = builder.strings
    let row = builder.row(
      in: widget, id: "refresh", caption: "Cancelled when the filter changes", paired: true)
    let trace = builder.trace
    let contents = builder.contents
    let refresh = AsyncActionButtonWidget(label: strings("Refresh Inbox")) { [weak contents] in
      try await SampleActions.tracingCancellationAndReturn(of: "refresh", in: contents, trace: trace) {
        try await Task.sleep(for: .seconds(3))
      }
    }
    refresh.engine.updateCancellationTrigger(filter)
    builder.add("refresh", refresh, to: row)
    let filterButton = builder.addPlainButton("filter", label: strings("Filter: All"), to: row)
    SignalHandler.connect(filterButton, "clicked") { [unowned self, weak refresh] in
      filter = filter == "All" ? "Unread" : "All"
      gtk_button_set_label(filterButton.cast(to: GtkButton.self), strings("Filter: \(filter)"))
      trace.write(.trigger(button: "refresh", value: filter))
      refresh?.engine.updateCancellationTrigger(filter)
    }
  }

  /// The spinner beside the label: the label stays readable, and the button grows. The two
  /// buttons start equally wide (``equalizeSpinnerBesideRow()``), and each grows by its spinner.
  private func addSpinnerBesideRow() {
    let strings = builder.strings
    let row = builder.row(
      in: widget, id: "export", caption: "The spinner goes beside the label, and the button grows")
    let export = AsyncActionButtonWidget(label: strings("Export"), looks: .init(busy: .leading)) {
      try await Task.sleep(for: .milliseconds(1500))
    }
    builder.add("export", export, to: row, expands: false)
    let importButton = AsyncActionButtonWidget(label: strings("Import"), looks: .init(busy: .trailing)) {
      try await Task.sleep(for: .milliseconds(1500))
    }
    builder.add("import", importButton, to: row, expands: false)
  }

  /// Gives Export and Import the same width, once the tab is in the window and styled.
  func equalizeSpinnerBesideRow() {
    let widgets = ["export", "import"].compactMap { builder.contents.button($0)?.gtkWidget }
    let widest =
      widgets.map { widget -> Int32 in
        var natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
        return natural
      }.max() ?? 0
    for widget in widgets { gtk_widget_set_size_request(widget, widest, -1) }
  }

  /// A loading flag the app owns: a sign-in that a session object runs, and a check that
  /// answers in 40 ms, too fast for a spinner to be worth showing.
  private func addLoadingFlagRow() {
    let strings = builder.strings
    let row = builder.row(
      in: widget, id: "signin", caption: "The app owns the loading flag; a 40 ms check shows no spinner",
      paired: true)
    let signIn = LoadingButtonWidget(label: strings("Sign In"), cssClass: .suggested)
    signIn.onTap = { [unowned self, weak signIn] in
      guard let signIn else { return }
      runFlag(of: signIn, id: "signin", for: .milliseconds(1500))
    }
    builder.add("signin", signIn, to: row)
    let check = LoadingButtonWidget(label: strings("Check Name"))
    check.onTap = { [unowned self, weak check] in
      guard let check else { return }
      runFlag(of: check, id: "check", for: .milliseconds(40))
    }
    builder.add("check", check, to: row)
  }

  /// A press from code: the second button presses Save Draft through the press registry, as a
  /// keyboard shortcut or a menu item would. The press goes through the engine like a click.
  private func addPressRow() {
    let strings = builder.strings
    let trace = builder.trace
    let registry = builder.pressRegistry
    let row = builder.row(
      in: widget, id: "draft", caption: "The second button presses Save Draft from code, as a click would",
      paired: true)
    let draft = AsyncActionButtonWidget(label: strings("Save Draft")) {
      try await Task.sleep(for: .milliseconds(1500))
    }
    draft.claimIdentifier("draft", in: registry)
    builder.add("draft", draft, to: row)
    let pressDraft = builder.addPlainButton("press_draft", label: strings("Press Save Draft"), to: row)
    SignalHandler.connect(pressDraft, "clicked") {
      trace.write(.press(id: "draft", result: registry.press("draft")))
    }
  }

  /// Plays the app's side of an app-driven button: its flag is on while some work, started
  /// by the app and not by the button, runs.
  private func runFlag(of button: LoadingButtonWidget, id: String, for duration: Duration) {
    let trace = builder.trace
    button.isLoading = true
    trace.write(.flag(button: id, isOn: true))
    builder.sampler.start()
    Task { @MainActor [weak button] in
      try? await Task.sleep(for: duration)
      button?.isLoading = false
      trace.write(.flag(button: id, isOn: false))
    }
  }
}
