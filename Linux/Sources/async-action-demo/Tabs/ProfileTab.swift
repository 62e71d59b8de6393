@_spi(Shell) import AsyncActionCore
import AsyncActionGTK
import CGtk

/// The seed's "Edit Profile" screen: name and e-mail fields above Save Changes, Sync and Send
/// Invite, and a line counting the saves and syncs that succeeded.
///
/// Save Changes reads "Saving…" while it runs and "Try Again" (the engine's built-in retry title)
/// after a failed save, until a save succeeds; it is as wide as the widest of the three whichever
/// shows. It runs in the form's scope, whose busy state makes the fields read-only while it runs.
@MainActor
final class ProfileTab {
  /// The tab, for the window's stack.
  let widget: UnsafeMutablePointer<GtkWidget>
  /// Save Changes: the button that has the focus when the window opens.
  private(set) weak var save: AsyncActionButtonWidget?
  private let counters: UnsafeMutablePointer<GtkWidget>
  private let strings: DemoStrings
  private let contents: WindowContents
  private var saves = 0
  private var syncs = 0

  /// - Parameters:
  ///   - builder: What the tabs are built with.
  ///   - saveFails: Whether Save Changes fails and holds its failure feedback, then reads
  ///     "Try Again" (`--save-fails`, for the accessibility tests).
  init(builder: TabBuilder, saveFails: Bool) {
    let strings = builder.strings
    self.strings = strings
    contents = builder.contents
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
    let tab = widget.cast(to: GtkBox.self)
    let title = gtk_label_new(strings("Edit Profile"))!
    gtk_widget_add_css_class(title, "title-1")
    gtk_box_append(tab, title)
    contents.add(.title, "profile", label: title)
    counters = gtk_label_new("")
    gtk_box_append(tab, counters)
    let form = ActionScope()
    gtk_box_append(tab, Self.form(builder, scope: form))

    var saving = ActionConfiguration()
    if saveFails {
      saving.feedback = ActionConfiguration.FeedbackTiming(success: nil, failure: .milliseconds(1500))
    }
    let failure = DemoError.serverUnreachable(strings)
    let save = AsyncActionButtonWidget(
      label: strings("Save Changes"), cssClass: .suggested, configuration: saving,
      titles: .tryAgain(busy: strings("Saving…"), strings: strings.actionStrings), scope: form
    ) { [unowned self] in
      try await Task.sleep(for: .seconds(1.5))
      if saveFails { throw failure }
      saves += 1
      updateCounters()
    }
    gtk_widget_add_css_class(save.gtkWidget!, "large")
    builder.add("save", save, to: widget)
    // Ctrl+S presses Save Changes through the window's press registry, while this tab shows.
    // On another tab Save Changes is not mapped, and the press finds no button.
    save.claimIdentifier("save", in: builder.pressRegistry)
    self.save = save

    let sync = AsyncActionButtonWidget(label: strings("Sync"), iconName: "view-refresh-symbolic") {
      [unowned self] in
      try await Task.sleep(for: .seconds(1))
      syncs += 1
      updateCounters()
    }
    builder.add("sync", sync, to: widget)

    let invite = AsyncActionButtonWidget(label: strings("Send Invite")) {
      try await Task.sleep(for: .seconds(2))
    }
    gtk_widget_add_css_class(invite.gtkWidget!, "invite")
    builder.add("invite", invite, to: widget)
    updateCounters()
  }

  /// The name and e-mail fields, each with its caption: read-only while a button of `scope`
  /// runs, as the scope's busy listener says.
  private static func form(_ builder: TabBuilder, scope: ActionScope) -> UnsafeMutablePointer<GtkWidget> {
    let form = gtk_grid_new()!
    let grid = form.cast(to: GtkGrid.self)
    gtk_grid_set_row_spacing(grid, 8)
    gtk_grid_set_column_spacing(grid, 12)
    var entries: [(id: String, entry: UnsafeMutablePointer<GtkWidget>)] = []
    for (row, (id, label, placeholder)) in [
      ("name", "Name", "Your name"), ("email", "E-mail", "you@example.com"),
    ].enumerated() {
      let caption = gtk_label_new(builder.strings(label))!
      gtk_label_set_xalign(OpaquePointer(caption), 0)
      let entry = gtk_entry_new()!
      gtk_entry_set_placeholder_text(entry.cast(to: GtkEntry.self), builder.strings(placeholder))
      gtk_widget_set_hexpand(entry, 1)
      // The label names the field for the keyboard (mnemonic) and for screen readers.
      gtk_label_set_mnemonic_widget(OpaquePointer(caption), entry)
      gtk_grid_attach(grid, caption, 0, Int32(row), 1, 1)
      gtk_grid_attach(grid, entry, 1, Int32(row), 1, 1)
      builder.contents.add("\(id)_label", widget: caption)
      builder.contents.add(id, widget: entry)
      builder.contents.add(.field, id, label: caption)
      entries.append((id, entry))
      SignalHandler.connect(entry, "changed") { [trace = builder.trace] in
        trace.write(
          .field(
            id: id, isEditable: gtk_editable_get_editable(OpaquePointer(entry)) != 0, value: text(of: entry)))
      }
    }
    gtk_widget_set_margin_bottom(form, 4)
    // The fields follow the form's busy state from now on; the listener goes with the form.
    let trace = builder.trace
    let follow: @MainActor (Bool) -> Void = { [entries] isBusy in
      for (id, entry) in entries {
        gtk_editable_set_editable(OpaquePointer(entry), isBusy ? 0 : 1)
        trace.write(.field(id: id, isEditable: !isBusy, value: text(of: entry)))
      }
    }
    if scope.isBusy { follow(true) }
    let listener = scope.addBusyListener(follow)
    SignalHandler.connect(form, "destroy") { [weak scope] in scope?.removeBusyListener(listener) }
    return form
  }

  /// The text of a field.
  private static func text(of entry: UnsafeMutablePointer<GtkWidget>) -> String {
    String(cString: gtk_editable_get_text(OpaquePointer(entry)))
  }

  private func updateCounters() {
    guard contents.isWindowOpen else { return }
    gtk_label_set_text(
      OpaquePointer(counters),
      strings("Saves: {saves} · Syncs: {syncs}", ["saves": "\(saves)", "syncs": "\(syncs)"]))
  }
}
