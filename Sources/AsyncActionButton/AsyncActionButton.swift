public import SwiftUI

#if canImport(Accessibility)
  // NB: `AccessibilityNotification` is the Accessibility framework's; on Linux the SwiftUI stub
  // declares it.
  import Accessibility
#endif

/// A button that runs an `async` action, shows a spinner in its label's colour while the action
/// runs, keeps its size, ignores further taps without looking disabled, and cancels the action
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
///   `ActionConfiguration.crossfadeDuration`. That is the default look; others
///   (``SwiftUI/View/asyncActionStyle(_:)``) put the indicator beside the label, make the label
///   breathe, or draw a style of your own, all from the same engine state.
/// - The spinner is drawn through the label — a mask over the label's own paint — so it takes the
///   colour the label renders, also one set inside the label; it is as high as the label's text,
///   so it follows the font and Dynamic Type. It turns without re-evaluating any view body, and
///   starts a new turn whenever the button comes back on screen (`ActionEngine.spinnerShowCount`).
/// - While busy, the whole label frame still takes taps (a content shape: SwiftUI does not
///   hit-test content at opacity 0), so `TapPolicy.cancelAndRestart` works on a borderless button.
/// - While busy, the button's accessibility value is `ActionEngine.accessibilityValue` ("In
///   progress"); the label's accessibility elements stay (`accessibilityRepresentation`), so the
///   title is still read, and the spinner itself is hidden from accessibility. With
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
/// ``SwiftUI/View/asyncActionPolicy(_:)`` (`TapPolicy.disableWhileBusy` for a dimmed busy
/// button), ``SwiftUI/View/asyncActionStyle(_:)``, ``SwiftUI/View/asyncActionFailureStyle(_:)``,
/// ``SwiftUI/View/asyncActionFeedback(_:)``, ``SwiftUI/View/asyncActionScope(_:)``,
/// ``SwiftUI/View/asyncActionCancellationTrigger(_:)`` and the event callbacks such as
/// ``SwiftUI/View/onAsyncActionFailure(_:)``.
nonisolated public struct AsyncActionButton<Label: View>: View {
  // NB: `nonisolated`, as Apple declares `Button`: the struct holds a label of any view type,
  // which is not `Sendable`, so only a nonisolated struct can be built from a nonisolated
  // initializer. Its `body` is main-actor isolated, and so is `EngineButton`, which owns the
  // engine.
  private let role: ButtonRole?
  private let action: AsyncAction
  private let label: Label

  /// Creates a button that runs an action and displays a custom label.
  ///
  /// - Parameters:
  ///   - action: The work a tap runs, on the main actor.
  ///   - label: A view that describes the action.
  nonisolated public init(action: @escaping @MainActor () async -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: AsyncAction(action), label: label())
  }

  /// Creates a button with a role that runs an action that may throw, and displays a custom label.
  ///
  /// A thrown error ends the run failed; listen with ``SwiftUI/View/onAsyncActionFailure(_:)``.
  ///
  /// - Parameters:
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs, on the main actor.
  ///   - label: A view that describes the action.
  nonisolated public init(
    role: ButtonRole? = nil, action: @escaping @MainActor () async throws -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.init(role: role, action: AsyncAction(action), label: label())
  }

  /// Creates a button that runs an action reporting its progress, and displays a custom label.
  ///
  /// Once the action reports progress, the spinner becomes a progress ring.
  ///
  /// - Parameters:
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs, on the main actor; it reports fractions from 0 to 1 to its
  ///     `ProgressReporter`.
  ///   - label: A view that describes the action.
  nonisolated public init(
    role: ButtonRole? = nil,
    action: @escaping @MainActor (ProgressReporter) async throws -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.init(role: role, action: AsyncAction(reportingProgress: action), label: label())
  }

  nonisolated private init(role: ButtonRole?, action: AsyncAction, label: Label) {
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
  /// The engine of this view identity, made at its first appearance or first tap, whichever
  /// comes first. NB: not `@State private var engine = ActionEngine()`: a `State` default value
  /// is built every time the struct is, which is every time a parent's body runs, and SwiftUI
  /// keeps only the first one.
  @State private var engine: ActionEngine? = nil
  @Environment(\.asyncActionButton) private var settings
  @Environment(\.asyncActionPressRegistry) private var pressRegistry
  @Environment(\.asyncActionIdentifier) private var identifier
  @Environment(\.isEnabled) private var isEnabled

  /// The button: a `Button` whose label gives way to the engine's indicator.
  var body: some View {
    // Read once: until the first appearance or tap there is no engine, and the button shows its
    // label, enabled, with no accessibility value.
    let engine = engine
    let presentation = engine?.presentation ?? .idle
    // A press through the press registry reaches the engine without `tap()` below, so the
    // engine takes the latest action and configuration on every update, as a tap does. NB: a
    // write during the body, but to properties no observer tracks (`@ObservationIgnored`, or the
    // machine's configuration): it invalidates nothing.
    let _ = engine.map(handOver)
    Button(role: role) {
      tap()
    } label: {
      IndicatorLabel(label: label, presentation: presentation, settings: settings)
    }
    .failureLook(presentation, style: settings.failureStyle)
    // `true` only while busy under `.disableWhileBusy`. It changes no view structure, so the
    // `.task` below stays attached and keeps the engine on screen.
    .disabled(engine?.isDisabled ?? false)
    .accessibilityValue(engine?.accessibilityValue ?? "")
    .onChange(of: settings.cancellationTrigger) {
      // A new engine takes the trigger's value when it is made (see `resolvedEngine()`).
      self.engine?.updateCancellationTrigger(settings.cancellationTrigger)
    }
    .onChange(of: identifier) { self.engine.map(claim) }
    .onChange(of: pressRegistry.map(ObjectIdentifier.init)) { self.engine.map(claim) }
    .task {
      await resolvedEngine().stayOnScreenUntilCancelled()
    }
    .playFeedback(settings.sensoryFeedback, for: engine?.lastFinishedRun)
    .onChange(of: engine?.lastFinishedRun) {
      announce(self.engine?.lastFinishedRun)
    }
  }

  /// The engine of this view identity: the one in state, or a new one, which goes into state and
  /// takes the cancellation trigger's current value. Called when the view appears (its task) and
  /// when it is tapped, never while a body is evaluated.
  private func resolvedEngine() -> ActionEngine {
    if let engine { return engine }
    let made = ActionEngine()
    made.updateCancellationTrigger(settings.cancellationTrigger)
    handOver(made)
    claim(made)
    engine = made
    return made
  }

  /// Hands `engine` what this view holds now: the latest action, configuration, scope and
  /// listeners, and whether the button is enabled (a press of a disabled button does nothing).
  private func handOver(_ engine: ActionEngine) {
    engine.action = action
    engine.configuration = settings.configuration
    engine.scope = settings.scope
    let listeners = settings.listeners
    engine.onEvent = { listeners($0) }
    engine.isEnabled = isEnabled
  }

  /// Claims this view's identifier, if any, in this view's registry, if any.
  private func claim(_ engine: ActionEngine) {
    if let identifier, let pressRegistry {
      engine.claimIdentifier(identifier, in: pressRegistry)
    } else {
      engine.releaseIdentifier()
    }
  }

  /// Posts the announcement that the environment's `ActionAnnouncements` choose for an
  /// ending, if any.
  private func announce(_ ending: FinishedRun?) {
    guard let engine else { return }
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

extension AsyncActionButton where Label == Text {
  /// Creates a button that runs an action, with a title from a localized string resource.
  ///
  /// - Parameters:
  ///   - title: The button's localized title.
  ///   - action: The work a tap runs, on the main actor.
  @_disfavoredOverload
  nonisolated public init(_ title: LocalizedStringResource, action: @escaping @MainActor () async -> Void) {
    self.init(role: nil, action: AsyncAction(action), label: Text(title))
  }

  /// Creates a button with a role that runs an action that may throw, with a title from a
  /// localized string resource.
  ///
  /// - Parameters:
  ///   - title: The button's localized title.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs, on the main actor.
  @_disfavoredOverload
  nonisolated public init(
    _ title: LocalizedStringResource, role: ButtonRole? = nil,
    action: @escaping @MainActor () async throws -> Void
  ) {
    self.init(role: role, action: AsyncAction(action), label: Text(title))
  }

  /// Creates a button that runs an action reporting its progress, with a title from a localized
  /// string resource.
  ///
  /// - Parameters:
  ///   - title: The button's localized title.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `ProgressReporter`.
  @_disfavoredOverload
  nonisolated public init(
    _ title: LocalizedStringResource, role: ButtonRole? = nil,
    action: @escaping @MainActor (ProgressReporter) async throws -> Void
  ) {
    self.init(role: role, action: AsyncAction(reportingProgress: action), label: Text(title))
  }

  /// Creates a button that runs an action that may throw, with a title from a localized string
  /// key. A string literal title picks this initializer, as it does for `Button`.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the button's localized title.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs, on the main actor.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole? = nil,
    action: @escaping @MainActor () async throws -> Void
  ) {
    self.init(role: role, action: AsyncAction(action), label: Text(titleKey))
  }

  /// Creates a button that runs an action reporting its progress, with a title from a localized
  /// string key.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the button's localized title.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `ProgressReporter`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole? = nil,
    action: @escaping @MainActor (ProgressReporter) async throws -> Void
  ) {
    self.init(role: role, action: AsyncAction(reportingProgress: action), label: Text(titleKey))
  }

  /// Creates a button that runs an action that may throw, with a title shown as is, without
  /// localization.
  ///
  /// - Parameters:
  ///   - title: The button's title, for example a name the user typed.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs, on the main actor.
  @_disfavoredOverload
  nonisolated public init(
    _ title: some StringProtocol, role: ButtonRole? = nil,
    action: @escaping @MainActor () async throws -> Void
  ) {
    self.init(role: role, action: AsyncAction(action), label: Text(title))
  }

  /// Creates a button that runs an action reporting its progress, with a title shown as is.
  ///
  /// - Parameters:
  ///   - title: The button's title, for example a name the user typed.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `ProgressReporter`.
  @_disfavoredOverload
  nonisolated public init(
    _ title: some StringProtocol, role: ButtonRole? = nil,
    action: @escaping @MainActor (ProgressReporter) async throws -> Void
  ) {
    self.init(role: role, action: AsyncAction(reportingProgress: action), label: Text(title))
  }
}

extension AsyncActionButton where Label == SwiftUI.Label<Text, Image> {
  /// Creates a button that runs an action, with a title from a localized string resource and a
  /// system image.
  ///
  /// - Parameters:
  ///   - title: The button's localized title.
  ///   - systemImage: The name of the SF Symbol shown with the title.
  ///   - action: The work a tap runs, on the main actor.
  @_disfavoredOverload
  nonisolated public init(
    _ title: LocalizedStringResource, systemImage: String,
    action: @escaping @MainActor () async -> Void
  ) {
    self.init(role: nil, action: AsyncAction(action), label: SwiftUI.Label(title, systemImage: systemImage))
  }

  /// Creates a button with a role that runs an action that may throw, with a title from a
  /// localized string resource and a system image.
  ///
  /// - Parameters:
  ///   - title: The button's localized title.
  ///   - systemImage: The name of the SF Symbol shown with the title.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs, on the main actor.
  @_disfavoredOverload
  nonisolated public init(
    _ title: LocalizedStringResource, systemImage: String, role: ButtonRole? = nil,
    action: @escaping @MainActor () async throws -> Void
  ) {
    self.init(role: role, action: AsyncAction(action), label: SwiftUI.Label(title, systemImage: systemImage))
  }

  /// Creates a button that runs an action reporting its progress, with a title from a localized
  /// string resource and a system image.
  ///
  /// - Parameters:
  ///   - title: The button's localized title.
  ///   - systemImage: The name of the SF Symbol shown with the title.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `ProgressReporter`.
  @_disfavoredOverload
  nonisolated public init(
    _ title: LocalizedStringResource, systemImage: String, role: ButtonRole? = nil,
    action: @escaping @MainActor (ProgressReporter) async throws -> Void
  ) {
    self.init(
      role: role, action: AsyncAction(reportingProgress: action),
      label: SwiftUI.Label(title, systemImage: systemImage))
  }

  /// Creates a button that runs an action that may throw, with a title from a localized string
  /// key and a system image. A string literal title picks this initializer.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the button's localized title.
  ///   - systemImage: The name of the SF Symbol shown with the title.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs, on the main actor.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
    action: @escaping @MainActor () async throws -> Void
  ) {
    self.init(
      role: role, action: AsyncAction(action), label: SwiftUI.Label(titleKey, systemImage: systemImage))
  }

  /// Creates a button that runs an action reporting its progress, with a title from a localized
  /// string key and a system image.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the button's localized title.
  ///   - systemImage: The name of the SF Symbol shown with the title.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `ProgressReporter`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
    action: @escaping @MainActor (ProgressReporter) async throws -> Void
  ) {
    self.init(
      role: role, action: AsyncAction(reportingProgress: action),
      label: SwiftUI.Label(titleKey, systemImage: systemImage))
  }

  /// Creates a button that runs an action that may throw, with a title shown as is and a system
  /// image.
  ///
  /// - Parameters:
  ///   - title: The button's title, for example a name the user typed.
  ///   - systemImage: The name of the SF Symbol shown with the title.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs, on the main actor.
  @_disfavoredOverload
  nonisolated public init(
    _ title: some StringProtocol, systemImage: String, role: ButtonRole? = nil,
    action: @escaping @MainActor () async throws -> Void
  ) {
    self.init(role: role, action: AsyncAction(action), label: SwiftUI.Label(title, systemImage: systemImage))
  }

  /// Creates a button that runs an action reporting its progress, with a title shown as is and a
  /// system image.
  ///
  /// - Parameters:
  ///   - title: The button's title, for example a name the user typed.
  ///   - systemImage: The name of the SF Symbol shown with the title.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `ProgressReporter`.
  @_disfavoredOverload
  nonisolated public init(
    _ title: some StringProtocol, systemImage: String, role: ButtonRole? = nil,
    action: @escaping @MainActor (ProgressReporter) async throws -> Void
  ) {
    self.init(
      role: role, action: AsyncAction(reportingProgress: action),
      label: SwiftUI.Label(title, systemImage: systemImage))
  }
}

// MARK: Progress kinds

extension AsyncActionButton {
  /// Creates a button whose progress ring is estimated on the clock from how long the action
  /// usually takes (see `AsyncAction(estimatedDuration:_:)`).
  ///
  /// ```swift
  /// AsyncActionButton(estimatedDuration: .seconds(3)) {
  ///   try await exporter.export(document)
  /// } label: {
  ///   Label("Export", systemImage: "square.and.arrow.up")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - role: The button's role, if any.
  ///   - estimatedDuration: How long the action usually takes; more than zero.
  ///   - action: The work.
  ///   - label: The button's label.
  nonisolated public init(
    role: ButtonRole? = nil, estimatedDuration: Duration,
    action: @escaping @MainActor () async throws -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.init(role: role, action: AsyncAction(estimatedDuration: estimatedDuration, action), label: label())
  }

  /// Creates a button whose progress ring follows a Foundation `Progress` the action updates
  /// (see `AsyncAction(followingProgress:)`).
  ///
  /// - Parameters:
  ///   - role: The button's role, if any.
  ///   - action: The work; it updates the `Progress` it is given, a new one for each run.
  ///   - label: The button's label.
  nonisolated public init(
    role: ButtonRole? = nil,
    followingProgress action: @escaping @MainActor (Progress) async throws -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.init(role: role, action: AsyncAction(followingProgress: action), label: label())
  }
}

extension AsyncActionButton where Label == Text {
  /// Creates a button with a localized title whose progress ring is estimated on the clock from
  /// how long the action usually takes.
  ///
  /// ```swift
  /// AsyncActionButton("Export", estimatedDuration: .seconds(3)) {
  ///   try await exporter.export(document)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: The title's key in the app's strings.
  ///   - role: The button's role, if any.
  ///   - estimatedDuration: How long the action usually takes; more than zero.
  ///   - action: The work.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole? = nil, estimatedDuration: Duration,
    action: @escaping @MainActor () async throws -> Void
  ) {
    self.init(
      role: role, action: AsyncAction(estimatedDuration: estimatedDuration, action), label: Text(titleKey))
  }

  /// Creates a button with a localized title whose progress ring follows a Foundation
  /// `Progress` the action updates.
  ///
  /// ```swift
  /// AsyncActionButton("Download", followingProgress: { progress in
  ///   progress.totalUnitCount = Int64(files.count)
  ///   for file in files {
  ///     try await store.download(file)
  ///     progress.completedUnitCount += 1
  ///   }
  /// })
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: The title's key in the app's strings.
  ///   - role: The button's role, if any.
  ///   - action: The work; it updates the `Progress` it is given, a new one for each run.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole? = nil,
    followingProgress action: @escaping @MainActor (Progress) async throws -> Void
  ) {
    self.init(role: role, action: AsyncAction(followingProgress: action), label: Text(titleKey))
  }
}
