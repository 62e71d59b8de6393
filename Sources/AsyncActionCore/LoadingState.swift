public import Observation

/// The spinner of a button whose loading flag the app owns, with the engine's timing rules.
///
/// Some flows start their async work elsewhere — a sign-in view model, a sync that a
/// notification starts — and only hand the button a flag. `LoadingState` turns that flag into the
/// same spinner an ``ActionEngine`` shows: it appears only after the show-delay, so a flag that
/// is on for a moment never flashes a spinner, and once shown it stays for its minimum time, so
/// it never flickers. A flag that comes back on while the spinner finishes its minimum keeps the
/// spinner turning, without a blink.
///
/// ```swift
/// let loading = LoadingState()
/// loading.isLoading = true   // the sign-in started; a spinner shows after 100 ms
/// loading.isLoading = false  // done; a shown spinner stays for at least 400 ms
/// ```
///
/// The rules are the engine's own, not a copy: each period during which the flag is on is a run
/// of an internal ``ActionEngine`` whose action waits until the flag is off. The engine uses
/// ``TapPolicy/cancelAndRestart`` (so a flag that comes back on while the spinner finishes takes
/// the spinner over) and ``RunLifetime/outlivesButton`` (the app's work does not stop because its
/// button left the screen).
@MainActor @Observable
public final class LoadingState {
  /// The app's flag: whether its work is in progress.
  ///
  /// Setting it on starts a loading period; setting it off ends it. Setting it to the value it
  /// has changes nothing.
  public var isLoading = false {
    didSet { if isLoading != oldValue { loadingChanged() } }
  }

  /// When the spinner appears and how long it stays. A change applies from the next loading
  /// period.
  public var timing: SpinnerTiming {
    get { engine.configuration.timing }
    set { engine.configuration.timing = newValue }
  }

  /// Whether the spinner replaces the label.
  public var isSpinnerVisible: Bool { engine.isSpinnerVisible }

  /// What the button shows in place of its label: ``ActionIndicator/spinner`` while the spinner
  /// is visible, else `nil`.
  public var indicator: ActionIndicator? { engine.indicator }

  /// Whether the button counts as busy: from the moment the flag turns on until the spinner is
  /// gone. A UI that ignores taps while loading ignores them while this is `true`.
  public var isBusy: Bool { engine.isBusy }

  /// The accessibility value a UI gives the button: "In progress" while busy, else `nil`.
  public var accessibilityValue: String? { engine.accessibilityValue }

  /// The engine whose runs are the loading periods. Internal, for tests.
  @ObservationIgnored let engine: ActionEngine
  @ObservationIgnored private let flag = Flag()
  @ObservationIgnored private var presenceCount = 0

  /// Creates a loading state, off.
  ///
  /// - Parameters:
  ///   - timing: When the spinner appears and how long it stays; ``SpinnerTiming/standard`` by
  ///     default.
  ///   - clock: The clock for the timers. Tests pass a manual clock.
  ///   - strings: The accessibility strings; by default in the user's language.
  public init(
    timing: SpinnerTiming = .standard,
    clock: any Clock<Duration> = ContinuousClock(),
    strings: ActionStrings = .current
  ) {
    engine = ActionEngine(
      configuration: ActionConfiguration(
        timing: timing, policy: .cancelAndRestart, lifetime: .outlivesButton),
      clock: clock, strings: strings)
    // The action holds the flag, not this object: a state the app lets go of while loading is
    // released, and its deinit ends the waiting action.
    let flag = flag
    engine.action = AsyncAction { await flag.waitWhileOn() }
  }

  isolated deinit {
    flag.set(false)
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

  // MARK: Machinery

  private func loadingChanged() {
    flag.set(isLoading)
    startPeriodIfNeeded()
  }

  /// Starts a run when the flag is on and no action is executing: from idle, or taking over a
  /// spinner that finishes its minimum (``TapPolicy/cancelAndRestart`` starts the new run at once
  /// and hands it the spinner). A flag that turns off and on again before the waiting action has
  /// run on needs no new run: that action checks the flag again and keeps waiting.
  private func startPeriodIfNeeded() {
    guard isLoading, !flag.isActionExecuting else { return }
    if case .started = engine.tap() {
      flag.isActionExecuting = true
    }
  }

  /// Whether a period's action is executing. For tests.
  var isActionExecuting: Bool { flag.isActionExecuting }

  /// How many tasks the internal engine has alive. For tests.
  var liveTaskCount: Int { engine.liveTaskCount }

  /// Suspends until every task the internal engine started has ended. For tests.
  func waitUntilAllTasksEnd() async { await engine.waitUntilAllTasksEnd() }

  /// How many timers are scheduled. For tests.
  var scheduledTimerCount: Int { engine.scheduledTimerCount }
}

/// The app's flag as the internal engine's action sees it.
@MainActor
private final class Flag {
  private(set) var isOn = false
  /// From the tap that starts a run until its action returns.
  var isActionExecuting = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  func set(_ on: Bool) {
    isOn = on
    guard !on else { return }
    let waiting = waiters
    waiters.removeAll()
    for waiter in waiting { waiter.resume() }
  }

  /// The action of every run: returns once the flag is off. Cancellation does not end it: only
  /// the app's flag does, and the flag of a released state is off.
  func waitWhileOn() async {
    isActionExecuting = true
    defer { isActionExecuting = false }
    while isOn {
      await withCheckedContinuation { waiters.append($0) }
    }
  }
}
