@_spi(Shell) import AsyncActionCore
import AsyncActionGTK
import CGtk
import Foundation

/// The window's failure banner: a `GtkInfoBar` of the error type under the tabs, as a GTK 4.8
/// app shows an error without stopping the user. It shows a failed run's `LocalizedError` — its
/// description in bold, its failure reason and its recovery suggestion — with "Try Again", which
/// presses the failed button again through its engine (`ActionEvent.pressAgain()`), and "OK",
/// which hides the banner. Both buttons read the engine's strings (`ActionStrings.tryAgain`,
/// `ActionStrings.ok`) in the demo's language.
///
/// The banner shows each failure once, the latest replacing the one shown. Try Again obeys every
/// rule a click on the button obeys: busy, its scope, on screen, and the app's sensitivity. A
/// press it refuses leaves the banner up; one it accepts hides it.
@MainActor
final class FailureBanner {
  /// The `GtkInfoBar`.
  let widget: UnsafeMutablePointer<GtkWidget>
  private let descriptionLabel: UnsafeMutablePointer<GtkWidget>
  private let reasonLabel: UnsafeMutablePointer<GtkWidget>
  private let suggestionLabel: UnsafeMutablePointer<GtkWidget>
  private let tryAgainButton: UnsafeMutablePointer<GtkWidget>
  private let okButton: UnsafeMutablePointer<GtkWidget>
  private let window: UnsafeMutablePointer<GtkWidget>
  private let trace: TraceOutput
  /// The failed run's event, whose button Try Again presses; `nil` while hidden.
  private var failure: ActionEvent?
  /// Counts the banner's showings, so that a report planned for an earlier one is dropped.
  private var showings = 0
  /// Whether the banner is destroyed, with its window: nothing may touch its widgets then.
  private var isDestroyed = false

  init(window: UnsafeMutablePointer<GtkWidget>, strings: ActionStrings, trace: TraceOutput) {
    self.window = window
    self.trace = trace
    widget = gtk_info_bar_new()
    let bar = OpaquePointer(widget)
    gtk_info_bar_set_message_type(bar, GTK_MESSAGE_ERROR)
    gtk_info_bar_set_revealed(bar, 0)
    let texts = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
    gtk_widget_set_hexpand(texts, 1)
    (descriptionLabel, reasonLabel, suggestionLabel) = (
      gtk_label_new(nil), gtk_label_new(nil), gtk_label_new(nil)
    )
    for label in [descriptionLabel, reasonLabel, suggestionLabel] {
      gtk_label_set_xalign(OpaquePointer(label), 0)
      gtk_label_set_wrap(OpaquePointer(label), 1)
      gtk_label_set_max_width_chars(OpaquePointer(label), 40)
      gtk_box_append(texts.cast(to: GtkBox.self), label)
    }
    gtk_widget_add_css_class(descriptionLabel, "heading")
    gtk_info_bar_add_child(bar, texts)
    // Buttons of our own: GTK 4.8 names the ones `gtk_info_bar_add_button` makes twice over
    // AT-SPI ("Try Again Try Again").
    (tryAgainButton, okButton) = (
      gtk_button_new_with_label(strings.tryAgain), gtk_button_new_with_label(strings.ok)
    )
    gtk_info_bar_add_action_widget(bar, tryAgainButton, 1)
    gtk_info_bar_add_action_widget(bar, okButton, 2)
    SignalHandler.connect(tryAgainButton, "clicked") { [unowned self] in tryAgain() }
    SignalHandler.connect(okButton, "clicked") { [unowned self] in hide() }
    SignalHandler.connect(widget, "destroy") { [unowned self] in isDestroyed = true }
  }

  /// Shows `error`, the failure `event` reported, in place of what the banner showed.
  func show(_ error: any Error, of event: ActionEvent) {
    guard !isDestroyed else { return }
    let localized = error as? any LocalizedError
    gtk_label_set_text(OpaquePointer(descriptionLabel), localized?.errorDescription ?? "\(error)")
    for (label, text) in [
      (reasonLabel, localized?.failureReason), (suggestionLabel, localized?.recoverySuggestion),
    ] {
      gtk_label_set_text(OpaquePointer(label), text ?? "")
      gtk_widget_set_visible(label, text == nil ? 0 : 1)
    }
    failure = event
    showings += 1
    gtk_info_bar_set_revealed(OpaquePointer(widget), 1)
    reportWhenLaidOut(showing: showings, button: event.identifier ?? "")
  }

  /// Hides the banner.
  func hide() {
    guard let failure, !isDestroyed else { return }
    self.failure = nil
    showings += 1
    gtk_info_bar_set_revealed(OpaquePointer(widget), 0)
    trace.write(.banner(button: failure.identifier ?? "", isShown: false))
  }

  /// Try Again: presses the failed button again, as a click would.
  private func tryAgain() {
    guard let failure else { return }
    let result = failure.pressAgain()
    trace.write(.tryAgain(button: failure.identifier ?? "", result: result))
    if result.isAccepted { hide() }
  }

  /// Writes where the banner's buttons are, its texts and the `banner … shown` line, once the
  /// banner has slid open and is laid out.
  private func reportWhenLaidOut(showing: Int, button: String) {
    guard trace.isEnabled else { return }
    Task { @MainActor [weak self] in
      try? await Task.sleep(for: .milliseconds(400))
      guard let self, !isDestroyed, showings == showing, gtk_widget_get_mapped(widget) != 0 else { return }
      for (id, widget) in [("banner_try_again", tryAgainButton), ("banner_ok", okButton)] {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, window, &bounds) != 0 else { continue }
        trace.write(
          .layoutWidget(
            id: id,
            TraceBounds(
              x: Int(bounds.origin.x), y: Int(bounds.origin.y), width: Int(bounds.size.width),
              height: Int(bounds.size.height))))
      }
      let labels: [(String, UnsafeMutablePointer<GtkWidget>)] = [
        ("description", descriptionLabel), ("reason", reasonLabel), ("suggestion", suggestionLabel),
        ("try_again", gtk_button_get_child(tryAgainButton.cast(to: GtkButton.self))!),
        ("ok", gtk_button_get_child(okButton.cast(to: GtkButton.self))!),
      ]
      for (id, label) in labels where gtk_widget_get_visible(label) != 0 {
        let unknown = pango_layout_get_unknown_glyphs_count(gtk_label_get_layout(OpaquePointer(label)))
        let value = String(cString: gtk_label_get_text(OpaquePointer(label)))
        trace.write(.text(.banner, id: id, unknownGlyphs: Int(unknown), value: value))
      }
      trace.write(.banner(button: button, isShown: true))
    }
  }
}
