public import Observation

/// The spinner of a button whose loading flag the app owns, with the engine's timing rules.
///
/// Some flows start their async work elsewhere — a sign-in view model, a sync that a
/// notification starts — and only hand the button a flag. `ActionLoadingState` turns that flag into the
/// same spinner an ``ActionEngine`` shows: it appears only after the show-delay, so a flag that
/// is on for a moment never flashes a spinner, and once shown it stays for its minimum time, so
/// it never flickers. A flag that comes back on while the spinner finishes its minimum keeps the
/// spinner turning, without a blink.
///
/// ```swift
/// let loading = ActionLoadingState()
/// loading.isLoading = true   // the sign-in started; a spinner shows after 100 ms
/// loading.isLoading = false  // done; a shown spinner stays for at least 400 ms
/// ```
///
/// The rules are the engine's own, not a copy: each period during which the flag is on is a run
/// of an internal ``ActionEngine``, started when the flag turns on and whose action returns in
/// the same turn as the flag turns off. The engine uses ``ActionConfiguration/TapPolicy/cancelAndRestart`` (so a flag
/// that comes back on while the spinner finishes takes the spinner over) and
/// ``ActionConfiguration/Lifetime/outlivesButton`` (the app's work does not stop because its button left the
/// screen).
///
/// A UI passes a tap to the app's action only when ``acceptsTaps``, and looks disabled when
/// ``isDisabled``.
///
/// The shells' API (`@_spi(Shell)`): an app hands its flag to `asyncActionLoading(_:)`,
/// `.buttonStyle(.loading(_:))` or GTK's `LoadingButtonWidget`, which keep this state for it.
@MainActor @Observable
@_spi(Shell) public final class ActionLoadingState {
  /// The app's flag: whether its work is in progress.
  ///
  /// Setting it on starts a loading period (once the button is on screen); setting it off ends
  /// it at once. Setting it to the value it has changes nothing.
  public var isLoading = false {
    didSet {
      guard isLoading != oldValue else { return }
      if isLoading {
        startPeriodIfNeeded()
      } else {
        engine.endExternalAction()
      }
    }
  }

  /// Whether the button looks and reports itself disabled while busy, like a plain button with
  /// `.disabled(isLoading)`. `false` by default: taps are ignored while busy, and the button
  /// keeps looking enabled.
  public var disablesWhileLoading = false {
    didSet {
      if disablesWhileLoading != oldValue, let onPresentationChange {
        onPresentationChange(presentation)
      }
    }
  }

  /// What the button and its look draw, as one value: ``indicator``, ``isBusy``, ``isDisabled``,
  /// the phase and ``busyIndicatorShowCount``. A loading period never fails, so its
  /// ``ActionPresentation/failureCount`` stays 0.
  public var presentation: ActionPresentation {
    adjusted(engine.presentation)
  }

  /// Called on the main actor, synchronously, after every change of ``presentation``, with the
  /// new value (see ``ActionEngine/onPresentationChange``). Setting it does not call it.
  ///
  /// ```swift
  /// draw(loading.presentation)
  /// loading.onPresentationChange = { [weak widget] in widget?.draw($0) }
  /// ```
  ///
  /// > Important: The state keeps this closure. Capture the state, or an object that owns it,
  /// > weakly.
  @ObservationIgnored public var onPresentationChange: (@MainActor (ActionPresentation) -> Void)?
  {
    didSet {
      // The engine's presentation knows nothing of `disablesWhileLoading`: each value is
      // adjusted on its way through.
      guard onPresentationChange != nil else {
        engine.onPresentationChange = nil
        return
      }
      engine.onPresentationChange = { [weak self] presentation in
        guard let self, let onPresentationChange = self.onPresentationChange else { return }
        onPresentationChange(self.adjusted(presentation))
      }
    }
  }

  private func adjusted(_ presentation: ActionPresentation) -> ActionPresentation {
    var presentation = presentation
    presentation.isDisabled = _disablesWhileLoading && presentation.isBusy
    return presentation
  }

  /// When the spinner appears and how long it stays. A change applies from the next loading
  /// period.
  public var timing: ActionConfiguration.BusyIndicatorTiming {
    get { engine.configuration.timing }
    set { engine.configuration.timing = newValue }
  }

  /// Whether the spinner replaces the label.
  public var isBusyIndicatorVisible: Bool { engine.isBusyIndicatorVisible }

  /// A number that changes every time the spinner starts being seen: when it appears, and when
  /// the button comes back on screen while it shows. A UI restarts the spinner's turn when it
  /// changes (see ``ActionEngine/busyIndicatorShowCount``).
  public var busyIndicatorShowCount: Int { engine.busyIndicatorShowCount }

  /// What the button shows in place of its label: ``ActionEngine/Indicator/spinner`` while the spinner
  /// is visible, else `nil`.
  public var indicator: ActionEngine.Indicator? { engine.indicator }

  /// Whether the button counts as busy: from the moment the flag turns on with the button on
  /// screen (or the button appears with the flag on) until the spinner is gone.
  public var isBusy: Bool { engine.isBusy }

  /// Whether a tap should reach the app's action: only while not busy.
  public var acceptsTaps: Bool { !engine.isBusy }

  /// Whether the button should look and report itself disabled: busy, with
  /// ``disablesWhileLoading`` set.
  public var isDisabled: Bool { disablesWhileLoading && engine.isBusy }

  /// The accessibility value a UI gives the button: "In progress" while busy, else `nil`.
  public var accessibilityValue: String? { engine.accessibilityValue }

  /// The engine whose runs are the loading periods. Internal, for tests.
  @ObservationIgnored let engine: ActionEngine
  private var presenceCount = 0

  /// Creates a loading state, off.
  ///
  /// - Parameters:
  ///   - timing: When the spinner appears and how long it stays; ``ActionConfiguration/BusyIndicatorTiming/standard`` by
  ///     default.
  ///   - disablesWhileLoading: Whether the button looks disabled while busy.
  ///   - clock: The clock for the timers. Tests pass a manual clock.
  ///   - strings: The accessibility strings; by default in the user's language.
  public init(
    timing: ActionConfiguration.BusyIndicatorTiming = .standard,
    disablesWhileLoading: Bool = false,
    clock: any Clock<Duration> = ContinuousClock(),
    strings: ActionStrings = .current
  ) {
    engine = ActionEngine(
      configuration: ActionConfiguration(
        timing: timing, policy: .cancelAndRestart, lifetime: .outlivesButton),
      clock: clock, strings: strings)
    // A period's action has no task: `isLoading` ends it in the turn the flag turns off.
    engine.startsActionTasks = false
    self.disablesWhileLoading = disablesWhileLoading
  }

  // Not `isolated deinit`, which an iOS 17 / macOS 14 deployment target gets only through a
  // back-deployment shim. A deinit of a main-actor class is nonisolated; this one does only
  // Sendable work: it reads `engine`, a `let` of a main-actor (so Sendable) class, and hands the
  // end of the period to the main actor.
  deinit {
    // A state the app lets go of ends its period, one main-actor turn later; a spinner's
    // remaining timer then ends the run, and the engine is freed with its last task.
    Task { @MainActor [engine] in engine.endExternalAction() }
  }

  /// Tells the state its button is on screen. Call it when the view appears (or the widget is
  /// mapped). A new state counts as on screen.
  ///
  /// A flag that turned on while the button was off screen starts its period now.
  public func appear() {
    engine.appear()
    startPeriodIfNeeded()
  }

  /// Tells the state its button left the screen. The app's work goes on, but nobody sees the
  /// spinner: when the flag turns off, the spinner does not wait out its minimum.
  public func disappear() {
    engine.disappear()
  }

  /// Counts the button as on screen for as long as the calling task runs; when the task is
  /// cancelled, does what ``disappear()`` does. A SwiftUI view calls it from its `task` modifier,
  /// as it does ``ActionEngine/stayOnScreenUntilCancelled()``. Overlapping calls are counted.
  public func stayOnScreenUntilCancelled() async {
    presenceCount += 1
    appear()
    await ActionEngine.suspendUntilCancelled()
    presenceCount -= 1
    if presenceCount == 0 { disappear() }
  }

  /// Starts a run when the flag is on and no period's action is executing: from idle, or taking
  /// over a spinner that finishes its minimum (``ActionConfiguration/TapPolicy/cancelAndRestart`` starts the new run
  /// at once and hands it the spinner). Off screen the tap is ignored, and ``appear()`` calls
  /// this again.
  private func startPeriodIfNeeded() {
    guard isLoading, !engine.isActionExecuting else { return }
    engine.tap()
  }

  /// How many suspended ``stayOnScreenUntilCancelled()`` calls count the button on screen. For
  /// tests.
  var presence: Int { presenceCount }
}
