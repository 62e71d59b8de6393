#if canImport(SwiftUI)
  @_spi(Shell) import AsyncActionCore
  public import SwiftUI

  #if canImport(Accessibility)
    // `AccessibilityNotification` is the Accessibility framework's; on Linux the SwiftUI stub
    // declares it.
    import Accessibility
  #endif

  /// A button that runs an `async` action, shows a spinner in the label's foreground style while
  /// the action runs, keeps its size, ignores further taps without looking disabled, and cancels the action
  /// when it leaves the screen.
  ///
  /// ```swift
  /// AsyncActionButton("Save Changes") {
  ///   await profile.save()
  /// }
  /// .buttonStyle(.borderedProminent)
  /// ```
  ///
  /// The button wraps a SwiftUI `Button`, so any `ButtonStyle` applies to it. Everything it does is
  /// decided by an `ActionEngine`; the view only maps the engine's state to views:
  /// - The label stays in layout at opacity 0 while `ActionEngine.indicator` shows a spinner, a
  ///   progress ring or a feedback mark, so the button never changes size. The two crossfade in
  ///   `LookConstants.crossfade`, the opacity alone: the label's layout never animates. That is
  ///   the default look; others
  ///   (``SwiftUI/View/asyncActionStyle(_:)``) put the indicator beside the label, make the label
  ///   breathe, or draw a style of your own, all from the same engine state.
  /// - The spinner, ring, bar, percent text and marks are painted in the foreground style where the
  ///   label sits: the colour the button's style, `.tint` or role gives the label (white on
  ///   `.borderedProminent`, the role's red). Set the colour on the button, not inside its label,
  ///   or use ``SwiftUI/View/asyncActionIndicatorStyle(_:)``. The spinner is one line of the label's
  ///   font high, so it follows `.font`, `.controlSize` and Dynamic Type, never the label's frame.
  ///   It turns without re-evaluating any view body, and starts a new turn whenever the button
  ///   comes back on screen (`ActionEngine.busyIndicatorShowCount`).
  /// - A progress report re-evaluates only the view that draws the fraction; the button's body is
  ///   evaluated once per phase change.
  /// - While busy, the whole label frame still takes taps (a content shape: SwiftUI does not
  ///   hit-test content at opacity 0), so `ActionConfiguration.TapPolicy.cancelAndRestart` works on a borderless button.
  /// - While busy, the button's accessibility value is `ActionEngine.accessibilityValue` ("In
  ///   progress", and "In progress, 40%" while progress shows, in steps of 10 points); the label's
  ///   accessibility elements stay (`accessibilityRepresentation`), so the title is still read, and
  ///   the spinner itself is hidden from accessibility. While a tap would cancel the run
  ///   (`ActionConfiguration.TapPolicy.cancelWhileBusy`) the label stays the title and the accessibility hint says
  ///   "Press to cancel"; while a busy or retry title shows (``SwiftUI/View/asyncActionTitles(_:)``)
  ///   the label is that title. While progress shows, the button has the `.updatesFrequently` trait,
  ///   and a step of the percentage re-evaluates only the modifier that sets the value. With
  ///   ``SwiftUI/View/asyncActionAnnouncements(_:)``, the end of a run is announced too.
  /// - The run is cancelled when the view's task ends, that is when the view leaves the screen,
  ///   unless ``SwiftUI/View/asyncActionLifetime(_:)`` says the run outlives the button. A button
  ///   whose task never starts (SwiftUI turns alert, menu and swipe-action buttons into platform
  ///   items) still runs its taps, and nothing cancels them as a leave.
  /// - Creating the view costs no engine: SwiftUI creates the view struct every time a parent's
  ///   body runs. The engine is made once per view identity, when the view first appears or is
  ///   first tapped, and kept in state.
  /// - The initializers and modifiers are `nonisolated`, as `Button`'s are: a button can be built
  ///   from code that is not on the main actor.
  ///
  /// Configure buttons through the environment: ``SwiftUI/View/asyncActionTiming(_:)``,
  /// ``SwiftUI/View/asyncActionPolicy(_:)`` (`ActionConfiguration.TapPolicy.disableWhileBusy` for a dimmed busy
  /// button), ``SwiftUI/View/asyncActionStyle(_:)``, ``SwiftUI/View/asyncActionFailureStyle(_:)``,
  /// ``SwiftUI/View/asyncActionOutcomeMarks(_:)``, ``SwiftUI/View/asyncActionScope(_:)``,
  /// ``SwiftUI/View/asyncActionCancellationTrigger(_:)`` and the event callbacks such as
  /// ``SwiftUI/View/onAsyncActionFailure(_:)``. For an Xcode preview or a snapshot test,
  /// ``SwiftUI/View/asyncActionPreviewPhase(_:)`` holds the button in one phase, running nothing.
  nonisolated public struct AsyncActionButton<Label: View>: View {
    // `nonisolated`, as Apple declares `Button`: the struct holds a label of any view type, which
    // is not `Sendable`, so only a nonisolated struct can be built from a nonisolated initializer.
    // Its `body` is main-actor isolated, and so is `EngineButton`, which owns the engine.
    private let role: ButtonRole?
    private let action: AsyncAction
    private let label: Label

    /// The one initializer every public one calls (see the three AsyncActionButton+…Initializers.swift files).
    nonisolated init(role: ButtonRole?, action: AsyncAction, label: Label) {
      self.role = role
      self.action = action
      self.label = label
    }

    /// The button: a `Button` whose label gives way to the engine's indicator.
    @MainActor public var body: some View {
      EngineButton(role: role, action: action, label: label)
    }
  }

  /// What an ``AsyncActionButton`` shows and does: a main-actor view that owns the engine. The
  /// public view only holds its inputs, so that it can be built from nonisolated code; this one,
  /// always at the same place under it, has the same identity and keeps the engine in its state.
  private struct EngineButton<Label: View>: View {
    let role: ButtonRole?
    let action: AsyncAction
    let label: Label
    /// The engine of this view identity and what it draws, made at its first appearance or first
    /// tap, whichever comes first. Not `@State private var model = ButtonModel(…)`: a `State`
    /// default value is built every time the struct is, which is every time a parent's body runs,
    /// and SwiftUI keeps only the first one.
    @State private var model: ButtonModel? = nil
    @Environment(\.asyncActionButton) private var settings
    @Environment(\.asyncActionPressRegistry) private var pressRegistry
    @Environment(\.asyncActionIdentifier) private var identifier
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.locale) private var locale

    /// The button: a `Button` whose label gives way to the engine's indicator; or, while
    /// `asyncActionPreviewPhase(_:)` holds it, the same button drawing the held phase, with no
    /// engine and so nothing to run.
    var body: some View {
      if let phase = settings.previewPhase {
        // An engine made before the hold left the screen with the branch below: its task ended.
        let strings = ActionStrings(environmentLocale: locale)
        HeldButton(
          role: role, label: label,
          hold: PreviewHold(phase, configuration: settings.configuration, strings: strings),
          settings: settings, strings: strings)
      } else {
        running
      }
    }

    /// The button run by its engine.
    @ViewBuilder private var running: some View {
      // Read once: until the first appearance or tap there is no engine, and the button shows its
      // label, enabled, with no accessibility value.
      let engine = model?.engine
      // The phase's presentation, without the progress fraction: a progress report re-evaluates
      // only the indicator's leaf, which reads the fraction from the model.
      let presentation = model?.phasePresentation ?? .idle
      // A press through the press registry reaches the engine without `tap()` below, so the
      // engine takes the latest action on every update, as a tap does: a closure cannot be
      // compared, so each new one is a change. A write of one reference to a property no observer
      // tracks (`@ObservationIgnored`): it invalidates nothing and allocates nothing. The settings
      // and `isEnabled` are handed over when they change (the `onChange`s below).
      let _ = engine.map { $0.action = action }
      Button(role: role) {
        tap()
      } label: {
        IndicatorLabel(
          label: label, presentation: presentation, live: model, settings: settings,
          strings: engine?.strings ?? .current)
      }
      .failureLook(presentation, style: settings.failureStyle)
      // `true` only while busy under `.disableWhileBusy`. It changes no view structure, so the
      // `.task` below stays attached and keeps the engine on screen.
      .disabled(engine?.isDisabled ?? false)
      // The value ("In progress, 40%") in a modifier of its own, which reads it from the model:
      // a step of the percentage re-evaluates that modifier, not this body.
      .modifier(
        AccessibilityValueModifier(
          model: model, hint: presentation.accessibilityHint(in: engine?.strings ?? .current))
      )
      // `[]` when no progress shows: the modifier stays, so the view's structure never changes.
      .accessibilityAddTraits(presentation.progress != nil ? .updatesFrequently : [])
      .onChange(of: settings) { self.model.map { handOver(settings: $0.engine) } }
      .onChange(of: isEnabled) { self.model?.engine.isEnabled = isEnabled }
      .onChange(of: locale) { self.model?.engine.strings = ActionStrings(environmentLocale: locale) }
      .onChange(of: settings.cancellationTrigger) {
        // A new engine takes the trigger's value when it is made (see `resolvedEngine()`).
        self.model?.engine.updateCancellationTrigger(settings.cancellationTrigger)
      }
      .onChange(of: identifier) { self.model.map { claim($0.engine) } }
      .onChange(of: pressRegistry.map(ObjectIdentifier.init)) { self.model.map { claim($0.engine) } }
      .task {
        await resolvedEngine().stayOnScreenUntilCancelled()
      }
      .playFeedback(settings.sensoryFeedback, for: engine?.lastFinishedRun)
      .onChange(of: engine?.lastFinishedRun) {
        announce(self.model?.engine.lastFinishedRun)
      }
    }

    /// The engine of this view identity: the one in state, or a new one, which goes into state and
    /// takes the cancellation trigger's current value. Called when the view appears (its task) and
    /// when it is tapped, never while a body is evaluated.
    private func resolvedEngine() -> ActionEngine {
      if let model { return model.engine }
      let made = ActionEngine()
      made.updateCancellationTrigger(settings.cancellationTrigger)
      handOver(made)
      claim(made)
      model = ButtonModel(engine: made)
      return made
    }

    /// Hands `engine` what this view holds now: the latest action, configuration, scope and
    /// listeners, whether the button is enabled (a press of a disabled button does nothing), and
    /// the strings of the environment's locale.
    private func handOver(_ engine: ActionEngine) {
      engine.action = action
      handOver(settings: engine)
      engine.isEnabled = isEnabled
      engine.strings = ActionStrings(environmentLocale: locale)
    }

    /// Hands `engine` the settings: the configuration, the scope and the event handlers. The
    /// handlers are boxes their modifiers keep and give their latest closures, so the closure made
    /// here calls the latest ones; it is made again only when the settings change.
    private func handOver(settings engine: ActionEngine) {
      engine.configuration = settings.configuration
      engine.scope = settings.scope
      let settings = self.settings
      engine.onEvent = settings.listeners.isEmpty && settings.errorPresenter == nil ? nil : settings.report
    }

    /// Claims this view's identifier, if any: in this view's registry, if any, so that code presses
    /// the button by it, and in any case as the name its events carry (`ActionEvent.identifier`).
    private func claim(_ engine: ActionEngine) {
      if let identifier {
        engine.claim(identifier, in: pressRegistry)
      } else {
        engine.releaseIdentifier()
      }
    }

    /// Posts the announcement that the environment's `ActionAnnouncements` choose for an
    /// ending, if any.
    private func announce(_ ending: ActionEngine.FinishedRun?) {
      guard let engine = model?.engine else { return }
      if let text = settings.announcements.announcement(for: ending, strings: engine.strings) {
        AccessibilityNotification.Announcement(text).post()
      }
    }

    /// Hands the engine what this view holds now — the latest action, configuration, scope and
    /// listeners — and taps. The first tap of a button whose task has not started (or never
    /// starts) makes the engine; a new engine counts as on screen, so the tap runs.
    private func tap() {
      let engine = resolvedEngine()
      handOver(engine)
      engine.tap()
    }
  }
#endif
