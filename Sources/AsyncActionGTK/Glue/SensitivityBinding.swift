#if GTK
  internal import CAsyncActionGtk

  /// Keeps a `GtkButton`'s sensitivity and its engine's presses in step with ``Sensitivity``.
  ///
  /// It reads the app's `gtk_widget_set_sensitive` calls on the button (`notify::sensitive`) and
  /// its ancestors' sensitivity (`state-flags-changed`, which GTK emits on the button when an
  /// ancestor turns insensitive or sensitive), writes the button's own `sensitive` property while
  /// the run disables it, and reports ``Sensitivity/acceptsPresses`` whenever it changes.
  ///
  /// An app's `gtk_widget_set_sensitive(button, 0)` while the run already has the button
  /// insensitive changes nothing in GTK and sends no notification: the button turns sensitive when
  /// the run ends.
  @MainActor
  final class SensitivityBinding {
    private let button: UnsafeMutablePointer<GtkWidget>
    /// The rules' inputs, as last read.
    private(set) var state = Sensitivity()
    /// Called with ``Sensitivity/acceptsPresses`` each time it changes.
    var onAcceptsPressesChange: (@MainActor (Bool) -> Void)?
    private var reported = true
    /// Whether the button had the keyboard focus when the run made it insensitive: GTK then leaves
    /// the window with no focus, and the focus comes back to the button when it turns sensitive
    /// again, unless something else took it meanwhile.
    private var returnsFocus = false

    init(button: UnsafeMutablePointer<GtkWidget>) {
      self.button = button
      // Unretained: the button that emits these signals owns the object that owns this binding,
      // and releases it only when the button is finalized.
      let this = Unmanaged.passUnretained(self).toOpaque()
      typealias Notify =
        @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
      let sensitive: Notify = { _, _, this in MainActor.assumeIsolated { binding(this).sensitiveChanged() } }
      let flags: @convention(c) (UnsafeMutableRawPointer?, UInt32, UnsafeMutableRawPointer?) -> Void = {
        _, _, this in MainActor.assumeIsolated { binding(this).stateFlagsChanged() }
      }
      aab_signal_connect(button, "notify::sensitive", unsafeBitCast(sensitive, to: GCallback.self), this, nil)
      aab_signal_connect(button, "state-flags-changed", unsafeBitCast(flags, to: GCallback.self), this, nil)
    }

    /// Whether presses from code reach the engine.
    var acceptsPresses: Bool { state.acceptsPresses }

    /// Makes the button insensitive while the run disables it, and sensitive again after, keeping
    /// the keyboard user's place: GTK leaves the window with no focus when the focused button turns
    /// insensitive, and the next Tab would start over at the top.
    func setDisabledByRun(_ disabled: Bool) {
      guard disabled != state.isDisabledByRun else { return }
      if disabled { returnsFocus = gtk_widget_is_focus(button) != 0 }
      state.isDisabledByRun = disabled
      apply()
      guard !disabled else { return }
      // Only to a button still on screen: one that left it (its run was cancelled) has no place
      // to give back.
      if returnsFocus, gtk_widget_is_sensitive(button) != 0, gtk_widget_get_mapped(button) != 0,
        let root = gtk_widget_get_root(button), gtk_root_get_focus(root) == nil
      {
        gtk_widget_grab_focus(button)
      }
      returnsFocus = false
    }

    /// Writes ``Sensitivity/isButtonSensitive`` to the button, if it differs.
    private func apply() {
      let sensitive = state.isButtonSensitive
      guard (gtk_widget_get_sensitive(button) != 0) != sensitive else { return }
      gtk_widget_set_sensitive(button, sensitive ? 1 : 0)
    }

    /// The button's `sensitive` property changed, by the app or by this binding. The current value
    /// decides whose it was, not a flag around this binding's write: the notification of that
    /// write can arrive after the write has returned.
    private func sensitiveChanged() {
      guard state.take(buttonSensitive: gtk_widget_get_sensitive(button) != 0) else { return }
      // While the run disables the button, an app that makes it sensitive gets its choice from
      // the run's end.
      apply()
      report()
    }

    /// The button's state flags changed: an ancestor may have turned insensitive or sensitive.
    private func stateFlagsChanged() {
      state.areAncestorsSensitive =
        gtk_widget_get_parent(button).map { gtk_widget_is_sensitive($0) != 0 } ?? true
      report()
    }

    private func report() {
      guard state.acceptsPresses != reported else { return }
      reported = state.acceptsPresses
      onAcceptsPressesChange?(reported)
    }
  }

  @MainActor
  private func binding(_ pointer: UnsafeMutableRawPointer?) -> SensitivityBinding {
    Unmanaged<SensitivityBinding>.fromOpaque(pointer!).takeUnretainedValue()
  }
#endif
