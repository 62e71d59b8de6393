// One file, over 400 lines: the engine's public surface (what a UI draws, what an app hands in, the
// inputs) with its documentation, its stored state, and the publishing that writes that state.
// Publishing stays beside the getters it pairs with: `drawn` marks the engine observed, and
// `publishState()` skips Observation's registrar until then, one argument read in one place. The
// effects, timers, requests and storage are in the `ActionEngine+` files.

public import Observation

/// The engine behind one async action button: it runs the action, decides what the button shows,
/// and ends every task it starts.
///
/// A UI creates one engine per button, hands it the latest action on every update, passes taps,
/// appearance and disappearance in, and draws ``phase``, ``isBusy``, ``isBusyIndicatorVisible`` and
/// ``progress``. Every property a UI reads is observable.
///
/// ```swift
/// let engine = ActionEngine(action: AsyncAction { try await api.save(profile) })
/// engine.onEvent = { event in
///   if case .finished(_, .failed(let error)) = event.kind { presentAlert(error, retry: event) }
/// }
/// engine.tap()       // starts a run
/// engine.tap()       // ignored: the button is busy
/// engine.disappear() // the button left the screen: the run is cancelled
/// ```
///
/// The rules, in brief:
/// - At most one action of a button executes at any moment, also after a cancel: cancellation is
///   cooperative, and a cancelled action holds the button until it returns.
/// - Each accepted tap runs the most recent ``action``.
/// - Cancellation comes from ``disappear()``, ``updateCancellationTrigger(_:)``, ``cancel()``, the
///   ``ActionConfiguration/Timeout`` and ``ActionConfiguration/TapPolicy/cancelAndRestart``; it is never reported as failure.
/// - Cancellation also comes from a tap under ``ActionConfiguration/TapPolicy/cancelWhileBusy``
///   (``ActionOutcome/CancellationReason/user``).
/// - A thrown error ends the run ``ActionOutcome/failed(_:)`` and reaches ``onEvent`` exactly once.
/// - The spinner follows ``ActionConfiguration/BusyIndicatorTiming``; the button is busy until the spinner is gone, and
///   after a success until it leaves the screen if ``ActionConfiguration/successHold`` says so.
@MainActor @Observable
public final class ActionEngine {
  // MARK: State a UI draws

  /// The phase the button is in.
  public var phase: ActionEngine.Phase {
    ActionEngine.Phase(drawn.phaseKind, lastOutcome: publishedLastOutcome)
  }
  /// Whether a run is in progress, or the button holds its busy look after a success
  /// (``ActionConfiguration/successHold``). While busy the button ignores taps (or restarts,
  /// under ``ActionConfiguration/TapPolicy/cancelAndRestart``; or cancels, under ``ActionConfiguration/TapPolicy/cancelWhileBusy``) and
  /// keeps looking enabled, unless the policy is ``ActionConfiguration/TapPolicy/disableWhileBusy`` (see
  /// ``isDisabled``).
  public var isBusy: Bool {
    // Busy is exactly the running phase: derived, so the two can never disagree.
    drawn.isBusy
  }
  /// Whether the button should look and report itself disabled: busy under
  /// ``ActionConfiguration/TapPolicy/disableWhileBusy``. Always `false` under the other policies, whose busy button
  /// looks enabled.
  ///
  /// ```swift
  /// Button { engine.tap() } label: { label }.disabled(engine.isDisabled)
  /// ```
  public var isDisabled: Bool { drawn.isDisabled }
  /// Whether the busy indicator shows (the spinner, the progress that replaces it, or the pulse):
  /// busy, past the show-delay, and for at least the minimum visible time.
  public var isBusyIndicatorVisible: Bool { drawn.isBusyIndicatorVisible }
  /// Renamed ``isBusyIndicatorVisible``: it is true for every busy indicator, not only the spinner.
  @available(*, deprecated, renamed: "isBusyIndicatorVisible")
  public var isSpinnerVisible: Bool { isBusyIndicatorVisible }
  /// Renamed ``busyIndicatorShowCount``.
  @available(*, deprecated, renamed: "busyIndicatorShowCount")
  public var spinnerShowCount: Int { busyIndicatorShowCount }
  /// A number that changes every time the busy indicator starts being seen: when it appears, and when
  /// its button comes back on screen (``appear()``, or a new
  /// ``stayOnScreenUntilCancelled()`` call) while it shows.
  ///
  /// A UI restarts the spinner's turn when it changes. An animation does not survive its view
  /// leaving the screen, and a spinner whose only start signal is "it became visible" stays still
  /// after its button leaves and comes back while busy (a run that outlives its button, a list
  /// row scrolled away and back):
  ///
  /// ```swift
  /// Spinner().id(engine.busyIndicatorShowCount)  // a new spinner, turning from the start
  /// ```
  public var busyIndicatorShowCount: Int { drawn.busyIndicatorShowCount }
  /// The determinate progress the action last reported, from 0 to 1, or `nil` for an
  /// indeterminate spinner.
  public internal(set) var progress: Double? {
    get {
      isObserved = true
      access(keyPath: Self.progressKeyPath)
      return publishedProgress
    }
    set {
      guard isObserved else { return publishedProgress = newValue }
      withMutation(keyPath: Self.progressKeyPath) { publishedProgress = newValue }
    }
  }
  /// How the last run ended, or `nil` before the first run ends.
  public var lastOutcome: ActionOutcome? {
    // Observed through `drawn`, whose last run changes with it.
    drawn.lastRun == nil ? nil : publishedLastOutcome
  }
  /// Which run ended last and how: a value that changes whenever a run ends, for a UI that reacts
  /// to every ending (a haptic, an announcement), or `nil` before the first run ends.
  public var lastFinishedRun: ActionEngine.FinishedRun? { drawn.lastRun }
  /// How many runs have failed so far. It changes exactly once per failed run, when the run ends
  /// (after its spinner's minimum visible time): a one-shot failure cue (a shake) and a later
  /// "Try again" text key off it.
  public var failureCount: Int { drawn.failureCount }
  /// How many runs in a row have failed: raised by each failed run, when ``failureCount`` is,
  /// and set back to 0 by a successful run. A cancelled run leaves it as it is: a retry the user
  /// cancelled has not succeeded either. A "Try Again" title shows while it is more than 0
  /// (``ActionTitles/retry``).
  ///
  /// ```swift
  /// Text(engine.consecutiveFailureCount > 0 ? "Try Again" : "Save")
  /// ```
  public var consecutiveFailureCount: Int { drawn.consecutiveFailureCount }
  /// Whether a tap now cancels the run: busy under ``ActionConfiguration/TapPolicy/cancelWhileBusy``, with the
  /// action executing and not cancelled yet. A UI shows a stop glyph inside the ring, keeps the
  /// title as the accessibility label, and says what a tap does as the hint
  /// (``ActionStrings/pressToCancel``) while it is `true`.
  public var tapCancels: Bool { drawn.tapCancels }
  /// Everything above but ``progress``, in one observable value: the machine's
  /// ``ActionStateMachine/Published/drawn`` as last published. A transition that changes several
  /// of them (a run that ends hides its spinner, goes idle and records its outcome) tells an
  /// observer once. Reading any of them observes them all; ``progress``, which changes many times
  /// a run, is observed on its own.
  var drawn: ActionStateMachine.Drawn {
    isObserved = true
    access(keyPath: Self.drawnKeyPath)
    return publishedDrawn
  }
  /// The key paths Observation is told of, made once: a key path literal is looked up in the
  /// runtime's cache (a call, about 60 instructions) each time it is evaluated, and a run's start
  /// and end and an observer's reads each name one.
  private static let drawnKeyPath: KeyPath<ActionEngine, ActionStateMachine.Drawn> = \.drawn
  private static let progressKeyPath: KeyPath<ActionEngine, Double?> = \.progress
  /// What ``drawn`` and ``progress`` return: read and written by the engine itself without
  /// registering an access or telling observers (``publishState()`` compares through them).
  @ObservationIgnored var publishedDrawn = ActionStateMachine.Drawn()
  @ObservationIgnored var publishedProgress: Double?
  /// ``ActionStateMachine/Published/lastOutcome`` as last published: ``lastOutcome`` with its
  /// error, which changes exactly when ``drawn``'s last run does (a failed ``phase`` reads it).
  @ObservationIgnored var publishedLastOutcome: ActionOutcome?
  /// Whether ``drawn`` or ``progress`` was ever read through its getter, the only place that
  /// registers an access with Observation. Until then nothing can be tracking them (an observer
  /// is made of the accesses its closure registered), so a change skips the registrar and its
  /// key-path look-ups: an engine that only ``onPresentationChange`` draws, as the GTK widget's,
  /// pays nothing for Observation. Set once, never cleared.
  @ObservationIgnored private(set) var isObserved = false

  // MARK: What the app hands in

  /// The action the next accepted tap runs. UIs replace it on every update, so a tap always runs
  /// the closure the UI handed over most recently.
  ///
  /// A tap takes the action when it is accepted. Replacing the action afterwards does not change
  /// that run, also when the run's task starts later (a tap from an ``onEvent`` handler starts
  /// its run once the handler has returned). A restart scheduled under
  /// ``ActionConfiguration/TapPolicy/cancelAndRestart`` takes the action current when it starts.
  public var action: AsyncAction {
    get { stored.action }
    set { stored.action = newValue }
  }
  /// The configuration the next run starts with.
  public var configuration: ActionConfiguration {
    get { machine.configuration }
    set { machine.setConfiguration(newValue) }
  }
  /// The scope the button shares with others, if any. A change applies from the next run that
  /// starts while the button is idle; a run started by ``ActionConfiguration/TapPolicy/cancelAndRestart`` keeps the
  /// scope of the run it replaces.
  public var scope: ActionScope? {
    get { stored.scope }
    set { stored.scope = newValue }
  }
  /// Receives every run's ``ActionEvent/Kind/started(_:)`` and ``ActionEvent/Kind/finished(_:_:)``,
  /// and every ignored tap's ``ActionEvent/Kind/ignored(_:)``, each with the button's
  /// ``pressIdentifier``.
  ///
  /// A run's events come in the order the engine decided them, also when a handler taps or
  /// cancels (its effects are performed after the handler returns). An ignored tap changes
  /// nothing, and is reported at once, also from inside a handler.
  ///
  /// > Important: The engine keeps this closure. Capture the engine, or an object that owns it
  /// > (a widget, a view model), weakly: `engine.onEvent = { [weak model] event in … }`.
  public var onEvent: (@MainActor (ActionEvent) -> Void)? {
    get { stored.onEvent }
    set {
      stored.onEvent = newValue
      machine.setReportsIgnoredTaps(newValue != nil)
    }
  }
  /// The accessibility strings, in the user's language by default.
  public var strings: ActionStrings {
    get { stored.strings }
    set { stored.strings = newValue }
  }
  /// Whether the button is enabled in its UI. A disabled button refuses presses from code: a UI
  /// sets it to `false` while the button is disabled (SwiftUI's `disabled(_:)`, an insensitive
  /// widget), so that a press through an ``ActionPressRegistry`` does what a tap on the disabled
  /// button would: nothing (``ActionPressResult/disabled``).
  public var isEnabled: Bool {
    get { stored.isEnabled }
    set { stored.isEnabled = newValue }
  }
  /// The identifier this button claims, and where, set by ``claimIdentifier(_:in:)`` with a
  /// registry.
  @ObservationIgnored var pressClaim: (identifier: ActionIdentifier, registry: ActionPressRegistry)?
  /// The identifier the button claims (``claimIdentifier(_:in:)``), if it is a `String`: it names
  /// the button in its events (``ActionEvent/identifier``). `nil` when the button claims none, or
  /// one of another type, which ``pressIdentifier(as:)`` reads.
  public var pressIdentifier: String? { stored.pressIdentifier?.string }
  /// The identifier the button claims (``claimIdentifier(_:in:)``), if it is of type `ID`.
  ///
  /// ```swift
  /// engine.claimIdentifier(EditorButton.save, in: presses)
  /// engine.pressIdentifier(as: EditorButton.self)  // .save
  /// engine.pressIdentifier                         // nil: not a String
  /// ```
  ///
  /// - Parameter type: The type of the app's identifiers, such as its enum of its buttons.
  /// - Returns: The identifier, or `nil` when the button claims none, or one of another type.
  public func pressIdentifier<ID: Hashable>(as type: ID.Type) -> ID? {
    stored.pressIdentifier?.value(as: type)
  }
  /// Called on the main actor, synchronously, after every transition that changes
  /// ``presentation``, with the new value: once per change, in order, and never for a transition
  /// that leaves it as it was.
  ///
  /// For a UI that draws without Observation, such as the GTK widget: it draws in the same turn
  /// as the engine decides, with no observation to register again after each change and no hop to
  /// the main actor. Observation keeps working alongside it. Setting it does not call it: draw
  /// ``untrackedPresentation`` once, then on every call. How a run ended comes through ``onEvent``.
  ///
  /// ```swift
  /// draw(engine.untrackedPresentation)
  /// engine.onPresentationChange = { [weak widget] in widget?.draw($0) }
  /// ```
  ///
  /// > Important: The engine keeps this closure. Capture the engine, or an object that owns it,
  /// > weakly.
  @_spi(Shell) public var onPresentationChange: (@MainActor (ActionPresentation) -> Void)? {
    get { presentationListener?.notify }
    set {
      // Unwrapped here, not through `Optional.map`: a closure passed through a generic function
      // is stored in its most general form, and every call would go through two conversions.
      guard let newValue else { return presentationListener = nil }
      presentationListener = PresentationListener(notify: newValue, presented: untrackedPresentation)
    }
  }

  // MARK: Machinery

  /// What an app sets through ``action``, ``scope``, ``onEvent`` and ``strings``, what a UI
  /// sets through ``isEnabled``, and the identifier ``claimIdentifier(_:in:)`` sets, kept in
  /// internal storage: a tap, a run and a drawing read these, and an access to a public stored
  /// property of a class costs a run-time exclusivity check (a call into the runtime, about a
  /// hundred instructions with its thread-local look-up) that an internal property, only ever
  /// loaded and stored in this module, does not need.
  @ObservationIgnored var stored: Stored

  /// The rules. Each input returns a typed action carrying the effects the machine decided; the
  /// engine performs them after the machine's mutating call has returned, so no access to it
  /// overlaps another. The engine reads it only through what the machine exposes: `published`
  /// and `configuration` (the rest is private to its file).
  @ObservationIgnored var machine: ActionStateMachine {
    didSet { ignoredTap = machine.published.ignoredTap }
  }
  /// The machine's published ``ActionStateMachine/Published/ignoredTap``, copied after every
  /// change to the machine. `tap()` reads this copy: a private property that is only ever loaded
  /// and stored, so no access to it can overlap another and it needs no run-time exclusivity
  /// check, unlike the machine it mirrors.
  @ObservationIgnored private var ignoredTap: ActionStateMachine.IgnoredTap?
  /// ``onPresentationChange`` and the presentation it was last told, made only when a UI sets
  /// it: an engine that no callback draws keeps one word for both.
  @ObservationIgnored var presentationListener: PresentationListener?
  /// The engine's weak reference to itself that its events share (``weakReference``), once it
  /// has reported one.
  @ObservationIgnored var storedWeakReference: WeakEngineReference?
  @ObservationIgnored let clock: any Clock<Duration>
  @ObservationIgnored var actionTask: Task<Void, Never>?
  /// The Foundation `Progress` the current run follows, if any: cancelling the run cancels it.
  @ObservationIgnored var followedProgress: (run: ActionEvent.RunID, progress: FollowedProgress)?
  /// The action an accepted tap took, for the run it started, until that run's action starts.
  /// At most one is pending: a run's action starts before another tap can start a run.
  @ObservationIgnored var acceptedTapAction: (run: ActionEvent.RunID, body: AsyncAction.Body)?
  @ObservationIgnored var timers = TimerSlots()
  @ObservationIgnored var heldScope: ActionScope?
  /// The run the last accepted tap started, and when, as ``clockTime()`` read it: a leave that
  /// cancels it within ``ActionConfiguration/Warning/leaveAfterTapWindow`` warns, once per button.
  /// Plain values: a tap stores them with no existential instant to box, and none to destroy.
  @ObservationIgnored var lastTap: (run: ActionEvent.RunID, time: Duration)?
  /// Reads ``clock`` as the time since an instant of it fixed when it was made (``clockTime()``
  /// makes it when first asked): the engine's own clock, opened once.
  @ObservationIgnored var clockReader: (() -> Duration)?
  @ObservationIgnored var hasWarnedOfLeaveRightAfterTap = false
  /// The button's title as text, where the UI knows it: a warning about the button names it by
  /// this when it claims no identifier for presses.
  @ObservationIgnored @_spi(Shell) public var titleForWarnings: String?
  @ObservationIgnored var cancellationTrigger: CancellationTrigger?
  @ObservationIgnored var pendingEffects: [ActionStateMachine.Effect] = []
  @ObservationIgnored var isPerformingEffects = false
  /// When `false`, a run's action has no task: the owner reports its end with
  /// ``endExternalAction()``. ``ActionLoadingState`` runs its engine so, so that the app's flag ends a
  /// period in the same turn as it turns off.
  @ObservationIgnored var startsActionTasks = true
  @ObservationIgnored var liveTaskCount = 0
  @ObservationIgnored var taskWaiters: [CheckedContinuation<Void, Never>] = []
  /// How many ``stayOnScreenUntilCancelled()`` calls are suspended. Observable, for tests.
  var presenceCount = 0

  /// Creates an engine.
  ///
  /// - Parameters:
  ///   - configuration: Timing, policy, lifetime, feedback and timeout.
  ///   - clock: The clock for every timer. Tests pass a manual clock.
  ///   - scope: A scope shared with other buttons, if any.
  ///   - strings: The accessibility strings; by default in the user's language.
  ///   - action: The work a tap runs.
  public init(
    configuration: ActionConfiguration = ActionConfiguration(),
    clock: any Clock<Duration> = ContinuousClock(),
    scope: ActionScope? = nil,
    strings: ActionStrings = .current,
    action: AsyncAction = .none
  ) {
    self.machine = ActionStateMachine(configuration: configuration)
    self.clock = clock
    self.stored = Stored(action: action, scope: scope, strings: strings)
  }

  // MARK: Inputs

  /// Handles a tap, a click or a keyboard activation.
  ///
  /// While busy, a tap under ``ActionConfiguration/TapPolicy/ignoreWhileBusy`` costs a few comparisons: no
  /// allocation, no task. An ignored tap is reported to ``onEvent`` as
  /// ``ActionEvent/Kind/ignored(_:)``.
  ///
  /// - Returns: Whether the tap started a run, scheduled a restart, requested a cancellation, or
  ///   was ignored and why.
  @discardableResult
  public func tap() -> ActionTapResult {
    // One read decides a tap ignored while busy that nobody hears of; everything else, in a
    // function of its own, so this one stays a load and a branch.
    if let ignored = ignoredTap, !ignored.isReported { return .ignored(ignored.reason) }
    return decideTap()
  }

  private func decideTap() -> ActionTapResult {
    if let ignored = ignoredTap {
      reportIgnoredTap(ignored.reason)
      return .ignored(ignored.reason)
    }
    // From here until the scope is taken, nothing outside the engine runs: the scope is free
    // when the run takes it. A button whose last run's scope is still to be given back (the
    // give-back queued behind the effects being performed) takes no scope before it has: its
    // `heldScope` names the scope that give-back is for, whatever `scope` says now.
    let scope = scope
    let scopeIsFree = heldScope == nil && (scope?.isFree ?? true)
    let tapped = machine.tap(scopeIsFree: scopeIsFree)
    // What the tap did is the machine's decision, carried by its action: the engine performs the
    // action and returns that result as it is.
    let result = tapped.result
    switch consume tapped {
    case .ignore(let reason):
      if onEvent != nil { reportIgnoredTap(reason) }
    case .start(let run, let takesScope, let effects):
      // The run takes the action current now, not when its start is performed: from an event
      // handler, the start is queued behind the handler, which may still replace the action.
      acceptedTapAction = (run, action.body)
      if !hasWarnedOfLeaveRightAfterTap { lastTap = (run, clockTime()) }
      guard takesScope, let scope else {
        apply(effects)
        break
      }
      // The scope is taken now, in the turn that found it free, even when this tap comes from
      // an event handler while earlier effects are still queued: a peer tapped next finds it
      // taken. Its observers and listeners hear of it once the run's effects are performed or
      // queued: one that taps or leaves this button then acts on a run that has started.
      heldScope = scope
      scope.take(for: ObjectIdentifier(self))
      apply(effects)
      scope.announce()
    case .cancel(let effects), .scheduleRestart(let effects):
      apply(effects)
    }
    return result
  }

  /// Tells the engine the button is on screen. Call it when the view appears (or the widget is
  /// mapped). A new engine counts as on screen.
  public func appear() {
    machine.appear()
    if let pressClaim { pressClaim.registry.add(self, as: pressClaim.identifier) }
    publishState()
  }

  /// Tells the engine the button left the screen. Call it when the view disappears (or the widget
  /// is unmapped or destroyed).
  ///
  /// Under ``ActionConfiguration/Lifetime/cancelledOnLeave`` the run is cancelled with
  /// ``ActionOutcome/CancellationReason/left``. Under ``ActionConfiguration/Lifetime/outlivesButton`` it goes on. Either way taps
  /// are ignored until ``appear()``, a scheduled restart is dropped, and a feedback phase ends.
  public func disappear() {
    if let pressClaim { pressClaim.registry.remove(self, as: pressClaim.identifier) }
    switch machine.disappear() {
    case .none:
      publishState()
    case .endFeedback(let effects), .endHold(let effects), .endRun(let effects):
      apply(effects)
    case .cancelRun(let run, let effects):
      if let lastTap, lastTap.run == run { warnIfLeftRightAfterTap(lastTap.time) }
      apply(effects)
    }
  }

  /// Warns, once for this button, that a leave cancelled its run within
  /// ``ActionConfiguration/Warning/leaveAfterTapWindow`` of the tap at `tapped` (``clockTime()``):
  /// the tap most likely closed the view the button is in.
  private func warnIfLeftRightAfterTap(_ tapped: Duration) {
    guard clockTime() - tapped < ActionConfiguration.Warning.leaveAfterTapWindow else { return }
    hasWarnedOfLeaveRightAfterTap = true
    lastTap = nil
    ActionConfiguration.Warning.reportLeftRightAfterTap(button: buttonNameForWarnings)
  }

  /// The time on ``clock`` since a fixed instant of it: two readings subtract to the time between
  /// them, as the instants would.
  func clockTime() -> Duration {
    if let clockReader { return clockReader() }
    let reader = Self.reader(of: clock)
    clockReader = reader
    return reader()
  }

  /// Reads `clock` as the time since its instant now: for the clock apps use, a closure compiled
  /// for it, with no look-up of the clock's instant type on each reading.
  private static func reader<C: Clock<Duration>>(of clock: C) -> () -> Duration {
    if let continuous = clock as? ContinuousClock {
      let origin = continuous.now
      return { origin.duration(to: continuous.now) }
    }
    let origin = clock.now
    return { origin.duration(to: clock.now) }
  }

  /// The button as a warning names it: its identifier for presses, or the title a UI gave it.
  var buttonNameForWarnings: String {
    if let pressIdentifier = stored.pressIdentifier { return "The button \"\(pressIdentifier)\"" }
    if let titleForWarnings { return "The button \"\(titleForWarnings)\"" }
    return "A button with no identifier and no text title (name it with .asyncActionIdentifier(_:))"
  }

  // MARK: Publishing

  /// Copies what the machine published into the observable properties, each only when it
  /// changed, and tells ``onPresentationChange``.
  func publishState() {
    // The published values are compared through their storage (`publishedDrawn`,
    // `publishedProgress`): the engine reading its own state must not register as an observer
    // of it, and an observer is told only of a transition that changed something, once. The
    // drawn value and the progress, plain values, are copied out of the machine together, in
    // one access (each access to it is a run-time exclusivity check, as its inputs are mutating
    // calls); a run's outcome is read only when a run has ended.
    let drawn = machine.published.drawn
    let progress = machine.published.progress
    if drawn.differs(from: publishedDrawn) {
      let aRunEnded = drawn.lastRun != publishedDrawn.lastRun
      // The drawn value and a run's outcome change in one mutation: an observer told before it
      // (Observation's `onChange`) or after it reads a last run with its own outcome.
      if isObserved {
        withMutation(keyPath: Self.drawnKeyPath) { store(drawn, aRunEnded: aRunEnded) }
      } else {
        store(drawn, aRunEnded: aRunEnded)
      }
    }
    if progress != publishedProgress { self.progress = progress }
    notifyPresentationChange()
  }

  /// Stores the machine's drawn value, and when a run has ended, its outcome.
  private func store(_ drawn: ActionStateMachine.Drawn, aRunEnded: Bool) {
    publishedDrawn = drawn
    if aRunEnded { publishedLastOutcome = machine.published.lastOutcome }
  }

  /// Tells ``onPresentationChange`` the new presentation, if it changed.
  func notifyPresentationChange() {
    guard let presentationListener else { return }
    // From the backing storage, like `publishState`: the engine reading its own state must not
    // register as an observer of it.
    let presentation = untrackedPresentation
    guard presentation != presentationListener.presented else { return }
    presentationListener.presented = presentation
    presentationListener.notify(presentation)
  }
}
