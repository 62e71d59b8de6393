@_spi(Shell) import AsyncActionCore
import AsyncActionGTK
import CGtk
import Foundation

/// Flows that span more than a button, one row each with a caption: a failure the window's
/// banner offers to try again, a click that cancels, and a button that stays busy after its
/// success until the panel it sits in has closed.
@MainActor
final class FlowsTab {
  /// The tab, for the window's stack.
  let widget: UnsafeMutablePointer<GtkWidget>
  /// The revealer of the address panel: the window reports the layout once it has opened.
  private(set) var panelRevealer: UnsafeMutablePointer<GtkWidget>?
  private let builder: TabBuilder

  init(builder: TabBuilder) {
    self.builder = builder
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)!
    addFailingPair()
    addCancellingRow()
    addHoldingPanel()
  }

  /// Send fails; the window's banner offers Try Again, which obeys Send's scope (shared with
  /// Attach) and its sensitivity (the check button below) as a click does.
  private func addFailingPair() {
    let strings = builder.strings
    let row = builder.row(
      in: widget, id: "send",
      caption: "Send fails and offers Try Again under the tabs; Send and Attach share one scope",
      paired: true)
    let scope = ActionScope()
    let unreachable = DemoError.serverUnreachable(strings)
    let send = AsyncActionButtonWidget(label: strings("Send Message"), cssClass: .suggested, scope: scope) {
      try await Task.sleep(for: .seconds(1))
      throw unreachable
    }
    builder.add("send", send, to: row)
    let attach = AsyncActionButtonWidget(label: strings("Attach File"), scope: scope) {
      try await Task.sleep(for: .milliseconds(1500))
    }
    builder.add("attach", attach, to: row)
    let allow = gtk_check_button_new_with_label(strings("Allow sending"))!
    gtk_check_button_set_active(allow.cast(to: GtkCheckButton.self), 1)
    gtk_box_append(widget.cast(to: GtkBox.self), allow)
    builder.contents.add("allow_send", widget: allow)
    let trace = builder.trace
    // Unchecked, Send is insensitive: it takes no click, and refuses a press (Try Again).
    SignalHandler.connect(allow, "toggled") { [weak send] in
      let active = gtk_check_button_get_active(allow.cast(to: GtkCheckButton.self)) != 0
      send?.gtkWidget.map { gtk_widget_set_sensitive($0, active ? 1 : 0) }
      trace.write(.check(id: "allow_send", isActive: active))
    }
    addSendQueue(send, scope: scope)
  }

  /// "Send when free": while it is checked, a click on Send that the pair ignores because one of
  /// them runs is kept, and the scope's busy listener presses Send as the scope is given back,
  /// from inside the give-back, as an app's listener would.
  private func addSendQueue(_ send: AsyncActionButtonWidget, scope: ActionScope) {
    let queue = gtk_check_button_new_with_label(builder.strings("Send when free"))!
    gtk_box_append(widget.cast(to: GtkBox.self), queue)
    builder.contents.add("queue_send", widget: queue)
    let trace = builder.trace
    let registry = builder.pressRegistry
    send.claimIdentifier("send", in: registry)
    let isQueueing = { gtk_check_button_get_active(queue.cast(to: GtkCheckButton.self)) != 0 }
    var isSendQueued = false
    SignalHandler.connect(queue, "toggled") {
      let active = isQueueing()
      if !active { isSendQueued = false }
      trace.write(.check(id: "queue_send", isActive: active))
    }
    builder.contents.onIgnored("send") { reason in
      if isQueueing(), reason == .busy || reason == .scopeBusy { isSendQueued = true }
    }
    let listener = scope.addBusyListener { isBusy in
      guard !isBusy, isSendQueued else { return }
      isSendQueued = false
      trace.write(.press(id: "send", result: registry.press("send")))
    }
    SignalHandler.connect(queue, "destroy") { [weak scope] in scope?.removeBusyListener(listener) }
  }

  /// Download Backup: a click while it runs cancels the run (`ActionConfiguration.TapPolicy.cancelWhileBusy`), with
  /// the stop glyph in its ring; the action follows a Foundation `Progress`, which the engine
  /// cancels with the run.
  private func addCancellingRow() {
    let strings = builder.strings
    let trace = builder.trace
    let contents = builder.contents
    var cancelling = ActionConfiguration()
    cancelling.policy = .cancelWhileBusy
    let backup = AsyncActionButtonWidget(
      label: strings("Download Backup"), configuration: cancelling,
      action: AsyncAction(followingProgress: { [weak contents] progress in
        progress.totalUnitCount = 60
        try await SampleActions.tracingCancellationAndReturn(of: "backup", in: contents, trace: trace) {
          for _ in 1...60 {
            try await Task.sleep(for: .milliseconds(100))
            progress.completedUnitCount += 1
          }
        }
      }))
    builder.add(
      "backup", backup,
      to: builder.row(
        in: widget, id: "backup",
        caption: "Click it again while it runs to cancel; a stop sign shows in the ring"))
  }

  /// Change Address… opens a panel, as a sheet would open; its Save Address closes the panel
  /// once it succeeds, and stays busy (`ActionConfiguration.successHold`) until the panel has
  /// slid shut and the button has left the screen: its label never shows again in between.
  private func addHoldingPanel() {
    let strings = builder.strings
    let trace = builder.trace
    let row = builder.row(
      in: widget, id: "address",
      caption: "Save Address stays busy after it succeeds, until its panel has closed")
    let toggle = builder.addPlainButton("address_toggle", label: strings("Change Address…"), to: row)
    let revealer = gtk_revealer_new()!
    gtk_revealer_set_transition_type(OpaquePointer(revealer), GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
    let panel = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
    gtk_widget_set_margin_start(panel, 24)
    gtk_revealer_set_child(OpaquePointer(revealer), panel)
    gtk_box_append(widget.cast(to: GtkBox.self), revealer)
    panelRevealer = revealer
    var holding = ActionConfiguration()
    holding.successHold = .untilLeave
    let save = AsyncActionButtonWidget(label: strings("Save Address"), configuration: holding) {
      try await Task.sleep(for: .seconds(1))
    }
    // Closing the panel gives the keyboard focus back to the button that opened it: GTK would
    // leave it on the panel's button, out of sight, where Space would still press it.
    let close = {
      if let focus = gtk_root_get_focus(gtk_widget_get_root(panel)),
        focus == panel || gtk_widget_is_ancestor(focus, panel) != 0
      {
        gtk_widget_grab_focus(toggle)
      }
      gtk_revealer_set_reveal_child(OpaquePointer(revealer), 0)
    }
    builder.add("address", save, to: panel) { outcome, _ in
      // The sheet closes once the address is saved.
      if case .succeeded = outcome { close() }
    }
    SignalHandler.connect(toggle, "clicked") {
      if gtk_revealer_get_reveal_child(OpaquePointer(revealer)) == 0 {
        gtk_widget_set_sensitive(panel, 1)
        gtk_revealer_set_reveal_child(OpaquePointer(revealer), 1)
      } else {
        close()
      }
    }
    // Closed, the panel takes no focus and no key: GtkStack gives the focus back to the last
    // widget focused on a tab it shows again, even one in a closed revealer.
    gtk_widget_set_sensitive(panel, 0)
    SignalHandler.connect(revealer, "notify::child-revealed", arguments: 1) {
      if gtk_revealer_get_child_revealed(OpaquePointer(revealer)) == 0,
        gtk_revealer_get_reveal_child(OpaquePointer(revealer)) == 0
      {
        gtk_widget_set_sensitive(panel, 0)
      }
    }
    // The panel's buttons come on screen as it starts to open, and leave it once it has closed.
    SignalHandler.connect(panel, "map") { trace.write(.panel("address", isMapped: true)) }
    SignalHandler.connect(panel, "unmap") { trace.write(.panel("address", isMapped: false)) }
  }
}
