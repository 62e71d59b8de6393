#if GTK
  /// Who decides whether a button takes input: the app, the button's ancestors, and the run.
  ///
  /// A value with no GTK in it. `SensitivityBinding` feeds it GTK's `sensitive` property and
  /// state flags, writes ``isButtonSensitive`` back to the `GtkButton`, and keeps the engine's
  /// ``acceptsPresses`` in step.
  ///
  /// ```swift
  /// var sensitivity = Sensitivity()
  /// sensitivity.isDisabledByRun = true  // ActionConfiguration.TapPolicy.disableWhileBusy, while busy
  /// sensitivity.isButtonSensitive       // false: dimmed
  /// sensitivity.acceptsPresses          // true: a press is the engine's to ignore as busy
  /// ```
  struct Sensitivity: Hashable, Sendable {
    /// The app's own choice, made with `gtk_widget_set_sensitive` on the button.
    var isSensitiveByApp = true
    /// Whether every ancestor of the button is sensitive.
    var areAncestorsSensitive = true
    /// Whether the run makes the button insensitive (`ActionConfiguration.TapPolicy.disableWhileBusy`, or
    /// `LoadingButtonWidget.disablesWhileLoading`) while busy.
    var isDisabledByRun = false

    /// The value of the button's own `sensitive` property: the app's choice, off while the run
    /// disables it.
    var isButtonSensitive: Bool { isSensitiveByApp && !isDisabledByRun }

    /// Whether presses from code reach the engine. A button that the app or an ancestor made
    /// insensitive refuses them, as a disabled SwiftUI button does; a button that its own run made
    /// insensitive takes them, and the engine ignores them as busy, as it does clicks.
    var acceptsPresses: Bool { isSensitiveByApp && areAncestorsSensitive }

    /// Takes a value the button's `sensitive` property now holds. A value other than
    /// ``isButtonSensitive`` is the app's choice; the value this state keeps is its own write,
    /// whenever its notification arrives.
    ///
    /// - Parameter sensitive: The property's value.
    /// - Returns: Whether the value was the app's choice, which the button's property must then
    ///   be brought back to ``isButtonSensitive`` from.
    mutating func take(buttonSensitive sensitive: Bool) -> Bool {
      guard sensitive != isButtonSensitive else { return false }
      isSensitiveByApp = sensitive
      return true
    }
  }
#endif
