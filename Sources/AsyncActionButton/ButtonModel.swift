#if canImport(SwiftUI)
  @_spi(Shell) import AsyncActionCore
  import Observation

  /// An engine, and what its button draws and says split in three observable parts, so that a
  /// progress report re-evaluates only the view that draws the fraction (the ring, the percent text
  /// or the bar), a step of the spoken percentage only the modifier that sets the accessibility
  /// value, and the button's body once per phase change.
  ///
  /// - ``phasePresentation``: the engine's presentation with any progress fraction replaced by 0.
  ///   It changes when the phase, the indicator's kind, spinner visibility, the failure counts or
  ///   whether a tap cancels changes, never on a progress report. The button, its label and its style read it.
  /// - ``fraction``: the latest progress fraction, or `nil`. Only the progress leaves read it.
  /// - ``accessibilityValue``: the engine's accessibility value in its strings ("In progress, 40%"),
  ///   which changes once per step of the core's spoken percentage (`PercentFormat.spokenStep`), not
  ///   on every report. Only ``AccessibilityValueModifier`` reads it.
  ///
  /// All three follow the engine through `ActionEngine.onPresentationChange`, each written only when it
  /// changes.
  ///
  /// Observable through its own registrar rather than the `@Observable` macro, so that the view's
  /// sources also parse with the compiler alone (the availability check dumps their syntax without
  /// macro plug-ins).
  @MainActor final class ButtonModel: Observable {
    let engine: ActionEngine
    private let registrar = ObservationRegistrar()
    private var phase: ActionPresentation
    private var latestFraction: Double?
    private var spokenPercent: Int?
    private var value: String?

    init(engine: ActionEngine) {
      self.engine = engine
      let presentation = engine.presentation
      phase = Self.phase(of: presentation)
      latestFraction = presentation.progress
      spokenPercent = presentation.spokenPercent
      value = presentation.accessibilityValue(in: engine.strings)
      engine.onPresentationChange = { [weak self] in self?.receive($0) }
    }

    /// The engine's presentation with any progress fraction replaced by 0.
    var phasePresentation: ActionPresentation {
      registrar.access(self, keyPath: \.phasePresentation)
      return phase
    }

    /// The latest progress fraction, or `nil`.
    var fraction: Double? {
      registrar.access(self, keyPath: \.fraction)
      return latestFraction
    }

    /// The accessibility value the engine's presentation gives in the engine's strings, or `nil`.
    var accessibilityValue: String? {
      registrar.access(self, keyPath: \.accessibilityValue)
      return value
    }

    /// Takes a presentation the engine published.
    func receive(_ presentation: ActionPresentation) {
      let newPhase = Self.phase(of: presentation)
      let phaseChanged = newPhase != phase
      if phaseChanged {
        registrar.withMutation(of: self, keyPath: \.phasePresentation) { phase = newPhase }
      }
      if presentation.progress != latestFraction {
        registrar.withMutation(of: self, keyPath: \.fraction) { latestFraction = presentation.progress }
      }
      // The value is written out again only when what it says may have changed: the phase, or a
      // step of the spoken percentage.
      guard phaseChanged || presentation.spokenPercent != spokenPercent else { return }
      spokenPercent = presentation.spokenPercent
      let newValue = presentation.accessibilityValue(in: engine.strings)
      if newValue != value {
        registrar.withMutation(of: self, keyPath: \.accessibilityValue) { value = newValue }
      }
    }

    /// `presentation` with its progress fraction, if any, replaced by 0.
    static func phase(of presentation: ActionPresentation) -> ActionPresentation {
      guard case .progress = presentation.indicator else { return presentation }
      return presentation.withProgress(0)
    }
  }
#endif
