// What a UI needs to present an engine: every decision a UI would otherwise make about what to
// draw, which haptic to play, when a trigger changed or which listener hears an event is made
// here, so that each UI is a plain mapping and the decisions are tested once.

/// What the button shows in place of its label, if anything.
///
/// A UI keeps the label in layout at all times and fades it out while there is an indicator, so
/// the button never changes size.
///
/// ```swift
/// label.opacity(engine.indicator == nil ? 1 : 0)
///   .overlay { if let indicator = engine.indicator { IndicatorView(indicator) } }
/// ```
public enum ActionIndicator: Hashable, Sendable {
  /// An indeterminate spinner: the run is in progress and its action reported no progress.
  case spinner
  /// A determinate progress ring, filled to the fraction from 0 to 1.
  case progress(Double)
  /// A success mark, for the ``ActionFeedbackTiming/success`` time after a successful run.
  case succeeded
  /// A failure mark, for the ``ActionFeedbackTiming/failure`` time after a failed run.
  case failed
}

extension ActionEngine {
  /// What the button shows in place of its label: `nil` for the label itself.
  ///
  /// The spinner (or the progress ring, once the action has reported progress) while
  /// ``isSpinnerVisible``; the success or failure mark during a feedback phase; otherwise `nil`,
  /// also while a run waits out its spinner's show-delay. Observable, like everything it reads.
  public var indicator: ActionIndicator? {
    ActionIndicator(isSpinnerVisible: isSpinnerVisible, progress: progress, phase: phase.kind)
  }
}

extension ActionIndicator {
  /// The indicator of a button in this state: `nil` for the label itself.
  init?(isSpinnerVisible: Bool, progress: Double?, phase: ActionPhase.Kind) {
    if isSpinnerVisible {
      self = progress.map(ActionIndicator.progress) ?? .spinner
      return
    }
    switch phase {
    case .succeeded: self = .succeeded
    case .failed: self = .failed
    case .idle, .running: return nil
    }
  }
}

/// A run that finished: its id and how it ended, without the error. An equatable value that
/// changes every time a run ends, also when two runs in a row end the same way; the counterpart
/// of the ``ActionEvent/Kind/finished(_:_:)`` event.
public struct ActionFinishedRun: Hashable, Sendable {
  /// The run that ended.
  public let run: ActionRunID
  /// How it ended.
  public let outcome: ActionOutcome.Kind

  /// Creates a finished run. Only the engine reports runs as finished; tests name them.
  ///
  /// - Parameters:
  ///   - run: The run that ended.
  ///   - outcome: How it ended.
  package init(run: ActionRunID, outcome: ActionOutcome.Kind) {
    self.run = run
    self.outcome = outcome
  }
}

/// What a UI plays or shows when a run ends, chosen by how it ended. Cancellation plays nothing:
/// it is neither success nor failure.
///
/// ```swift
/// let haptics = OutcomeFeedback<SensoryFeedback>(succeeded: .success, failed: .error)
/// view.sensoryFeedback(trigger: engine.lastFinishedRun) { haptics.feedback(for: engine.lastFinishedRun) }
/// ```
package struct OutcomeFeedback<Feedback: Sendable>: Sendable {
  /// What to play after a successful run; `nil` for nothing.
  package var succeeded: Feedback?
  /// What to play after a failed run; `nil` for nothing.
  package var failed: Feedback?

  /// Creates a choice of feedback.
  ///
  /// - Parameters:
  ///   - succeeded: What to play after a successful run; `nil` for nothing.
  ///   - failed: What to play after a failed run; `nil` for nothing.
  package init(succeeded: Feedback?, failed: Feedback?) {
    self.succeeded = succeeded
    self.failed = failed
  }

  /// The feedback for a finished run.
  ///
  /// - Parameter finishedRun: The run that ended, usually ``ActionEngine/lastFinishedRun``.
  /// - Returns: ``succeeded`` or ``failed``; `nil` for a cancelled run and before any run ended.
  package func feedback(for finishedRun: ActionFinishedRun?) -> Feedback? {
    switch finishedRun?.outcome {
    case .succeeded: succeeded
    case .failed: failed
    case .cancelled, nil: nil
    }
  }
}

/// Any equatable value, as one equatable type, so that a UI and the engine can watch a
/// cancellation trigger of a type they do not know.
///
/// Two triggers are equal when they wrap equal values of the same type; values of different
/// types are different, so changing a trigger's type counts as a change. An Optional is a type of
/// its own: `"1999"` and `Optional("1999")` differ, and so do `String?.none` and `Int?.none`.
///
/// A trigger is made, kept and compared on the main actor only, so its value need not be
/// `Sendable` and its `==` may be main-actor isolated (an app's type compiled with default
/// main-actor isolation); being a main-actor class, the trigger itself is `Sendable`.
///
/// ```swift
/// CancellationTrigger(searchQuery) == CancellationTrigger(searchQuery)  // true
/// CancellationTrigger(1) == CancellationTrigger("1")                    // false
/// CancellationTrigger("1") == CancellationTrigger(Optional("1"))        // false
/// ```
@MainActor package final class CancellationTrigger {
  /// A value with its static type. The value is compared through a cast to this generic struct,
  /// never to the value's own type: a cast to an Optional type wraps or unwraps Optionals
  /// (`"1" as? String?` succeeds), whereas `Typed<String>` and `Typed<String?>` are unrelated.
  private struct Typed<Value> {
    let value: Value
  }

  private let value: Any
  private let matches: (Any) -> Bool

  /// Wraps a trigger value.
  ///
  /// - Parameter value: The value whose changes cancel the run.
  package init<Value: Equatable>(_ value: Value) {
    self.value = Typed(value: value)
    matches = { other in (other as? Typed<Value>).map { $0.value == value } ?? false }
  }
}

extension CancellationTrigger: @MainActor Equatable {
  /// Whether both wrap equal values of the same type.
  package static func == (lhs: CancellationTrigger, rhs: CancellationTrigger) -> Bool {
    lhs.matches(rhs.value)
  }
}

/// The listeners of a button's events, each interested in all events or in one kind of ending.
///
/// A UI collects listeners from its surroundings and hands the engine one function that calls
/// them all, in order:
///
/// ```swift
/// let listeners = ActionEventListeners.failed { error in alert = error }
///   + .succeeded { saves += 1 }
/// engine.onEvent = { listeners($0) }
/// ```
package struct ActionEventListeners: Sendable {
  private var listeners: [@MainActor @Sendable (ActionEvent) -> Void] = []

  /// No listeners.
  package init() {}

  /// One listener for every event.
  ///
  /// - Parameter listener: Called with every ``ActionEvent``.
  package init(_ listener: @escaping @MainActor @Sendable (ActionEvent) -> Void) {
    listeners = [listener]
  }

  /// A listener for the start of every run.
  ///
  /// - Parameter handler: Called with the run that started.
  /// - Returns: The listener.
  package static func started(_ handler: @escaping @MainActor @Sendable (ActionRunID) -> Void) -> Self {
    Self { event in
      if case .started(let run) = event.kind { handler(run) }
    }
  }

  /// A listener for every ignored tap.
  ///
  /// - Parameter handler: Called with the reason the tap was ignored.
  /// - Returns: The listener.
  package static func ignored(
    _ handler: @escaping @MainActor @Sendable (ActionIgnoredTapReason) -> Void
  ) -> Self {
    Self { event in
      if case .ignored(let reason) = event.kind { handler(reason) }
    }
  }

  /// A listener for every run that succeeds.
  ///
  /// - Parameter handler: Called when a run succeeded.
  /// - Returns: The listener.
  package static func succeeded(_ handler: @escaping @MainActor @Sendable () -> Void) -> Self {
    Self { event in
      if case .finished(_, .succeeded) = event.kind { handler() }
    }
  }

  /// A listener for every run that fails, called once per error.
  ///
  /// - Parameter handler: Called with the error the action threw.
  /// - Returns: The listener.
  package static func failed(_ handler: @escaping @MainActor @Sendable (any Error) -> Void) -> Self {
    Self { event in
      if case .finished(_, .failed(let error)) = event.kind { handler(error) }
    }
  }

  /// A listener for every run that is cancelled.
  ///
  /// - Parameter handler: Called with the reason the run was cancelled.
  /// - Returns: The listener.
  package static func cancelled(
    _ handler: @escaping @MainActor @Sendable (ActionCancellationReason) -> Void
  ) -> Self {
    Self { event in
      if case .finished(_, .cancelled(let reason)) = event.kind { handler(reason) }
    }
  }

  /// Whether there are no listeners.
  package var isEmpty: Bool { listeners.isEmpty }

  /// The listeners of `lhs`, then those of `rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The listeners called first.
  ///   - rhs: The listeners called next.
  /// - Returns: Both, in that order.
  package static func + (lhs: Self, rhs: Self) -> Self {
    var both = lhs
    both.listeners += rhs.listeners
    return both
  }

  /// Tells every listener about an event, in order.
  ///
  /// - Parameter event: What the engine reported.
  @MainActor package func callAsFunction(_ event: ActionEvent) {
    for listener in listeners { listener(event) }
  }
}

/// Everything a UI or a look may draw for a button at one moment, as plain values: the engine's
/// decisions, never its raw task state.
///
/// A UI hands this to every look (the SwiftUI view's `AsyncActionStyle` receives it in its
/// configuration), so a look — built-in or custom — can only draw what the engine decided:
/// - ``isSpinnerVisible`` turns on only after the show-delay and stays on for the minimum visible
///   time, so a look that draws it cannot flash or flicker;
/// - ``progress`` is the fraction the ring shows, set only while the spinner is visible (progress
///   an action reports during the show-delay shows nothing);
/// - ``failureCount`` changes once per failed run, when the run's spinner is gone, so a one-shot
///   failure look (a shake) plays once per failure.
///
/// A UI that draws without Observation, such as the GTK widget, gets each new value from
/// ``ActionEngine/onPresentationChange``.
///
/// ```swift
/// let presentation = engine.presentation
/// label.opacity(presentation.isSpinnerVisible ? 0.4 : 1)
/// ```
public struct ActionPresentation: Hashable, Sendable {
  /// What the button shows in place of its label: ``ActionEngine/indicator``.
  public internal(set) var indicator: ActionIndicator?
  /// The phase without its error: ``ActionEngine/phase``. It decides the accessibility value.
  public internal(set) var phase: ActionPhase.Kind
  /// Whether a run is in progress (taps are ignored or restart): ``ActionEngine/isBusy``. Busy
  /// starts at the tap, before the spinner shows; draw ``isSpinnerVisible`` instead.
  public internal(set) var isBusy: Bool
  /// Whether the button looks and reports itself disabled: ``ActionEngine/isDisabled``.
  public internal(set) var isDisabled: Bool
  /// Whether the spinner (or the progress ring) shows: ``ActionEngine/isSpinnerVisible``.
  public internal(set) var isSpinnerVisible: Bool
  /// The fraction from 0 to 1 that the indicator shows, or `nil` when the indicator is not a
  /// progress ring (no progress reported, or the spinner is not visible).
  ///
  /// Progress shows exactly while it is not `nil` (whatever the ``ProgressLook``: a ring, a bar,
  /// percent text): the time for a UI to tell assistive technologies that the button updates
  /// frequently (SwiftUI's `.updatesFrequently` trait).
  public internal(set) var progress: Double?
  /// ``ActionEngine/spinnerShowCount``: a new value restarts a spinner's turn.
  public internal(set) var spinnerShowCount: Int
  /// How many runs have failed so far: ``ActionEngine/failureCount``. It changes exactly once for
  /// each failed run, when the run ends (after its spinner's minimum visible time).
  ///
  /// > Note: ``ActionEngine/onPresentationChange`` is called as the engine's state changes,
  /// > before the run's ``ActionEvent/Kind/finished(_:_:)`` event, and once more when a failed run
  /// > raises this count: a UI that draws from the callback learns how a run ended from
  /// > ``ActionEngine/onEvent``.
  public internal(set) var failureCount: Int
  /// How many runs in a row have failed: ``ActionEngine/consecutiveFailureCount``. Raised with
  /// ``failureCount``, set back to 0 by a successful run, left as it is by a cancelled one. The
  /// retry title shows while it is more than 0 (``ActionTitles/retry``).
  public internal(set) var consecutiveFailureCount: Int
  /// Whether a tap now cancels the run: ``ActionEngine/tapCancels``. A UI shows a stop glyph
  /// inside the ring (``LookAppearance/showsStopGlyph``) and gives the button the accessibility
  /// label ``ActionStrings/cancel`` while it is `true`.
  public internal(set) var tapCancels: Bool

  /// Creates a presentation. Only the engine decides presentations (a caller must not build one
  /// that no engine state gives); tests build them through `package` access.
  ///
  /// - Parameters:
  ///   - indicator: What the button shows in place of its label.
  ///   - phase: The phase without its error.
  ///   - isBusy: Whether a run is in progress.
  ///   - isDisabled: Whether the button looks disabled.
  ///   - isSpinnerVisible: Whether the spinner shows.
  ///   - spinnerShowCount: A number that changes whenever the spinner starts being seen.
  ///   - failureCount: How many runs have failed so far.
  ///   - consecutiveFailureCount: How many runs in a row have failed.
  ///   - tapCancels: Whether a tap now cancels the run.
  package init(
    indicator: ActionIndicator?, phase: ActionPhase.Kind, isBusy: Bool, isDisabled: Bool = false,
    isSpinnerVisible: Bool, spinnerShowCount: Int = 0, failureCount: Int = 0,
    consecutiveFailureCount: Int = 0, tapCancels: Bool = false
  ) {
    self.indicator = indicator
    self.phase = phase
    self.isBusy = isBusy
    self.isDisabled = isDisabled
    self.isSpinnerVisible = isSpinnerVisible
    if case .progress(let fraction) = indicator { progress = fraction } else { progress = nil }
    self.spinnerShowCount = spinnerShowCount
    self.failureCount = failureCount
    self.consecutiveFailureCount = consecutiveFailureCount
    self.tapCancels = tapCancels
  }

  /// A button that has never run: its label, nothing else.
  public static let idle = ActionPresentation(
    indicator: nil, phase: .idle, isBusy: false, isSpinnerVisible: false)

  /// The accessibility value for this presentation: "In progress" while running, "Done" or
  /// "Failed" during a feedback phase, `nil` when idle (``ActionEngine/accessibilityValue``).
  ///
  /// - Parameter strings: The strings to take it from, usually ``ActionEngine/strings``.
  /// - Returns: The localized value, or `nil`.
  public func accessibilityValue(in strings: ActionStrings) -> String? {
    switch phase {
    case .idle: nil
    case .running: strings.inProgress
    case .succeeded: strings.done
    case .failed: strings.failed
    }
  }
}

extension ActionEngine {
  /// What the button draws now: the engine's indicator, phase, busy and disabled states, spinner
  /// visibility, progress, failure counts and what a tap does, as one value. Observable, like
  /// everything it reads. The shells' API: an app reads the engine's own properties.
  @_spi(Shell) public var presentation: ActionPresentation {
    ActionPresentation(
      indicator: indicator, phase: phase.kind, isBusy: isBusy, isDisabled: isDisabled,
      isSpinnerVisible: isSpinnerVisible, spinnerShowCount: spinnerShowCount,
      failureCount: failureCount, consecutiveFailureCount: consecutiveFailureCount,
      tapCancels: tapCancels)
  }
}
