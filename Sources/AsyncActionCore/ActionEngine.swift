public import Observation

/// The engine behind one async action button: it runs the action, decides what the button shows,
/// and ends every task it starts.
///
/// A UI creates one engine per button, hands it the latest action on every update, passes taps,
/// appearance and disappearance in, and draws ``phase``, ``isBusy``, ``isSpinnerVisible`` and
/// ``progress``. Every property a UI reads is observable.
///
/// ```swift
/// let engine = ActionEngine(action: AsyncAction { try await api.save(profile) })
/// engine.onEvent = { event in
///   if case .finished(_, .failed(let error)) = event { presentAlert(error) }
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
///   ``ActionTimeout`` and ``TapPolicy/cancelAndRestart``; it is never reported as failure.
/// - A thrown error ends the run ``RunOutcome/failed(_:)`` and reaches ``onEvent`` exactly once.
/// - The spinner follows ``SpinnerTiming``; the button is busy until the spinner is gone.
@MainActor @Observable
public final class ActionEngine {
  // MARK: State a UI draws

  /// The phase the button is in.
  public private(set) var phase: Phase = .idle
  /// Whether a run is in progress. While busy the button ignores taps (or restarts, under
  /// ``TapPolicy/cancelAndRestart``) and keeps looking enabled, unless the policy is
  /// ``TapPolicy/disableWhileBusy`` (see ``isDisabled``).
  public var isBusy: Bool {
    // NB: derived from `phase`, not stored: busy is exactly the running phase, so a run's start
    // and end each cost one observation mutation instead of two. Observers of `isBusy` are told
    // whenever `phase` changes.
    phase.kind == .running
  }
  /// Whether the button should look and report itself disabled: busy under
  /// ``TapPolicy/disableWhileBusy``. Always `false` under the other policies, whose busy button
  /// looks enabled.
  ///
  /// ```swift
  /// Button { engine.tap() } label: { label }.disabled(engine.isDisabled)
  /// ```
  public private(set) var isDisabled = false
  /// Whether the spinner replaces the label.
  public private(set) var isSpinnerVisible = false
  /// A number that changes every time the spinner starts being seen: when it appears, and when
  /// its button comes back on screen (``appear()``, or a new
  /// ``stayOnScreenUntilCancelled()`` call) while it shows.
  ///
  /// A UI restarts the spinner's turn when it changes. An animation does not survive its view
  /// leaving the screen, and a spinner whose only start signal is "it became visible" stays still
  /// after its button leaves and comes back while busy (a run that outlives its button, a list
  /// row scrolled away and back):
  ///
  /// ```swift
  /// Spinner().id(engine.spinnerShowCount)  // a new spinner, turning from the start
  /// ```
  public private(set) var spinnerShowCount = 0
  /// The determinate progress the action last reported, from 0 to 1, or `nil` for an
  /// indeterminate spinner.
  public private(set) var progress: Double?
  /// How the last run ended, or `nil` before the first run ends.
  public var lastOutcome: RunOutcome? { lastRun?.outcome }
  /// Which run ended last and how: a value that changes whenever a run ends, for a UI that reacts
  /// to every ending (a haptic, an announcement), or `nil` before the first run ends.
  public var lastEnding: RunEnding? { lastRun?.ending }
  /// ``lastOutcome`` and ``lastEnding``, which always change together.
  ///
  /// NB: one observable property behind the two: a run's end then costs one observation
  /// mutation (two locked registrar look-ups and a key path) instead of two. Observers of either
  /// are told at the same moments as before: whenever a run ends.
  private var lastRun: (ending: RunEnding, outcome: RunOutcome)?
  /// How many runs have failed so far: it changes exactly once per failed run, when the run
  /// ends, and never goes back. The failure cue keys off it
  /// (``ActionLooks/failureCue(from:to:reduceMotion:)``).
  public private(set) var failureCount = 0

  // MARK: What the app hands in

  /// The action the next accepted tap runs. UIs replace it on every update, so a tap always runs
  /// the closure the UI handed over most recently.
  ///
  /// A tap takes the action when it is accepted. Replacing the action afterwards does not change
  /// that run, also when the run's task starts later (a tap from an ``onEvent`` handler starts
  /// its run once the handler has returned). A restart scheduled under
  /// ``TapPolicy/cancelAndRestart`` takes the action current when it starts.
  @ObservationIgnored public var action: AsyncAction
  /// The configuration the next run starts with.
  public var configuration: ActionConfiguration {
    get { machine.configuration }
    set { machine.configuration = newValue }
  }
  /// The scope the button shares with others, if any. A change applies from the next run that
  /// starts while the button is idle; a run started by ``TapPolicy/cancelAndRestart`` keeps the
  /// scope of the run it replaces.
  @ObservationIgnored public var scope: ActionScope?
  /// Receives every run's ``ActionEvent/started(_:)`` and ``ActionEvent/finished(_:_:)``.
  ///
  /// > Important: The engine keeps this closure. Capture the engine, or an object that owns it
  /// > (a widget, a view model), weakly: `engine.onEvent = { [weak model] event in … }`.
  @ObservationIgnored public var onEvent: (@MainActor (ActionEvent) -> Void)?
  /// The accessibility strings, in the user's language by default.
  @ObservationIgnored public var strings: ActionStrings
  /// Whether presses through an ``ActionTriggerRegistry`` reach the button. A UI sets it to
  /// `false` while the button is disabled in the UI (SwiftUI's `disabled(_:)`, an insensitive
  /// widget), so that a press does what a tap on the disabled button would: nothing
  /// (``PressResult/disabled``).
  @ObservationIgnored public var isTriggerEnabled = true
  /// The identifier this button claims, and where, set by ``claimTrigger(_:in:)``.
  @ObservationIgnored var trigger: (identifier: String, registry: ActionTriggerRegistry)?
  /// Called on the main actor, synchronously, after every transition that changes
  /// ``presentation``, with the new value: once per change, in order, and never for a transition
  /// that leaves it as it was.
  ///
  /// For a UI that draws without Observation, such as the GTK widget: it draws in the same turn
  /// as the engine decides, with no observation to register again after each change and no hop to
  /// the main actor. Observation keeps working alongside it. Setting it does not call it: draw
  /// ``presentation`` once, then on every call. How a run ended comes through ``onEvent``.
  ///
  /// ```swift
  /// draw(engine.presentation)
  /// engine.onPresentationChange = { [weak widget] in widget?.draw($0) }
  /// ```
  ///
  /// > Important: The engine keeps this closure. Capture the engine, or an object that owns it,
  /// > weakly.
  @ObservationIgnored public var onPresentationChange: (@MainActor (ActionPresentation) -> Void)? {
    didSet { presented = presentation }
  }

  // MARK: Machinery

  // NB: `@exclusivity(unchecked)` drops the run-time exclusivity check (a call into the runtime,
  // ~40 instructions) from each access to the properties read on every tap and transition. It is
  // safe because no access to them can overlap another: the engine is main-actor isolated, so
  // every access is on one thread, and each is a load, a store, or a mutating call on a value
  // type that calls nothing outside it (the machine decides and returns effects; the engine
  // performs them after the access has ended).
  @ObservationIgnored @exclusivity(unchecked) private var machine: ActionStateMachine
  /// The machine's ``ActionStateMachine/ignoresTapsWhileBusy``, copied after every transition:
  /// an ignored tap reads one Bool.
  @ObservationIgnored @exclusivity(unchecked) private var ignoresTapsWhileBusy = false
  @ObservationIgnored @exclusivity(unchecked) private var publishedFeedbackRun: RunID?
  /// The presentation ``onPresentationChange`` was last told, or found when it was set.
  @ObservationIgnored @exclusivity(unchecked) private var presented = ActionPresentation.idle
  @ObservationIgnored let clock: any Clock<Duration>
  @ObservationIgnored private var actionTask: Task<Void, Never>?
  /// The action an accepted tap took, for the run it started, until that run's action starts.
  /// At most one is pending: a run's action starts before another tap can start a run.
  @ObservationIgnored private var acceptedTapAction: (run: RunID, body: AsyncAction.Body)?
  @ObservationIgnored private var timers = TimerSlots()
  @ObservationIgnored private var heldScope: ActionScope?
  @ObservationIgnored private var cancellationTrigger: HeldCancellationTrigger?
  @ObservationIgnored @exclusivity(unchecked) private var pendingEffects: [ActionStateMachine.Effect] = []
  @ObservationIgnored @exclusivity(unchecked) private var isPerformingEffects = false
  /// When `false`, a run's action has no task: the owner reports its end with
  /// ``endExternalAction()``. ``LoadingState`` runs its engine so, so that the app's flag ends a
  /// period in the same turn as it turns off.
  @ObservationIgnored @exclusivity(unchecked) var startsActionTasks = true
  @ObservationIgnored @exclusivity(unchecked) private(set) var liveTaskCount = 0
  @ObservationIgnored private var taskWaiters: [CheckedContinuation<Void, Never>] = []
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
    self.scope = scope
    self.strings = strings
    self.action = action
  }

  // MARK: Inputs

  /// Handles a tap, a click or a keyboard activation.
  ///
  /// While busy, a tap under ``TapPolicy/ignoreWhileBusy`` costs a few comparisons: no
  /// allocation, no task.
  ///
  /// - Returns: Whether the tap started a run, scheduled a restart, or was ignored and why.
  @discardableResult
  public func tap() -> TapResult {
    if ignoresTapsWhileBusy { return .ignored(.busy) }
    let scopeIsFree = scope.map { !$0.isBusy } ?? true
    var (result, effects) = machine.tap(scopeIsFree: scopeIsFree)
    if effects.isEmpty {
      ignoresTapsWhileBusy = machine.ignoresTapsWhileBusy
      return result
    }
    // The run takes the action current now, not when its start is performed: from an event
    // handler, the start is queued behind the handler, which may still replace the action.
    if case .started(let run) = result { acceptedTapAction = (run, action.body) }
    // The scope is taken now, in the turn that found it free, even when this tap comes from an
    // event handler while earlier effects are still queued: a peer tapped next must see it taken.
    if let index = effects.firstIndex(where: { if case .acquireScope = $0 { true } else { false } }) {
      effects.remove(at: index)
      perform(.acquireScope)
    }
    apply(effects)
    return result
  }

  /// Cancels the current run, if any, and ends a feedback phase.
  ///
  /// The action's task is cancelled; the run ends ``RunOutcome/cancelled(_:)`` with
  /// ``CancellationReason/explicit`` when the action returns.
  public func cancel() {
    apply(machine.cancel(.explicit))
  }

  /// Tells the engine the button is on screen. Call it when the view appears (or the widget is
  /// mapped). A new engine counts as on screen.
  public func appear() {
    machine.appear()
    if let trigger { trigger.registry.add(self, as: trigger.identifier) }
    // The spinner is seen again: a UI restarts its turn.
    if _isSpinnerVisible { spinnerShowCount &+= 1 }
    publishState()
  }

  /// Tells the engine the button left the screen. Call it when the view disappears (or the widget
  /// is unmapped or destroyed).
  ///
  /// Under ``RunLifetime/cancelledOnLeave`` the run is cancelled with
  /// ``CancellationReason/left``. Under ``RunLifetime/outlivesButton`` it goes on. Either way taps
  /// are ignored until ``appear()``, a scheduled restart is dropped, and a feedback phase ends.
  public func disappear() {
    if let trigger { trigger.registry.remove(self, as: trigger.identifier) }
    apply(machine.disappear())
  }

  /// Hands the engine the current value of a cancellation trigger. When a later call passes a
  /// different value, the current run is cancelled with ``CancellationReason/trigger``.
  ///
  /// ```swift
  /// engine.updateCancellationTrigger(searchQuery) // on every change of the query
  /// ```
  ///
  /// - Parameter value: The trigger's current value. A value of another type counts as a change,
  ///   and an Optional is a type of its own: `"1999"` then `Optional("1999")` cancels, and so do
  ///   `String?.none` then `Int?.none` (see ``CancellationTrigger``). It need not be `Sendable`,
  ///   and its `Equatable` conformance may be main-actor isolated (an app's type under default
  ///   main-actor isolation): the engine keeps and compares it on the main actor.
  public func updateCancellationTrigger<Value: Equatable>(_ value: Value) {
    let trigger = HeldCancellationTrigger(value)
    defer { cancellationTrigger = trigger }
    guard let previous = cancellationTrigger else { return }
    if !previous.isEqual(to: trigger) {
      apply(machine.cancel(.trigger))
    }
  }

  // MARK: Accessibility

  /// The accessibility value a UI gives the button: "In progress" while busy, "Done" or "Failed"
  /// during a feedback phase, `nil` when idle. Localized through ``strings``.
  public var accessibilityValue: String? {
    switch phase {
    case .idle: nil
    case .running: strings.inProgress
    case .succeeded: strings.done
    case .failed: strings.failed
    }
  }

  /// The announcement a UI can post when a run ends: "Done", "Failed" or "Cancelled".
  ///
  /// - Parameter outcome: How the run ended.
  /// - Returns: The localized announcement.
  public func announcement(for outcome: RunOutcome) -> String {
    switch outcome {
    case .succeeded: strings.done
    case .failed: strings.failed
    case .cancelled: strings.cancelled
    }
  }

  // MARK: Reports from tasks

  func reportProgress(_ fraction: Double, for id: RunID) {
    if machine.reportProgress(fraction, for: id) {
      progress = machine.progress
      notifyPresentationChange()
    }
  }

  /// Whether the current run's action is executing: started, and not returned.
  var isActionExecuting: Bool { machine.isActionExecuting }

  /// Whether the button is on screen: since its creation or its last ``appear()``, and not
  /// since left.
  var isOnScreen: Bool { machine.isOnScreen }

  /// Reports that the current run's action, which has no task (``startsActionTasks`` is
  /// `false`), returned successfully. Does nothing when no action is executing.
  func endExternalAction() {
    guard !startsActionTasks, machine.isActionExecuting, let id = machine.currentRun else { return }
    apply(machine.actionReturned(id, result: .success(())))
  }

  private func actionReturned(_ id: RunID, result: Result<Void, any Error>) {
    actionTask = nil
    apply(machine.actionReturned(id, result: result))
  }

  private func timerFired(_ kind: ActionStateMachine.TimerKind, generation: UInt64) {
    // A timer cancelled after it woke up, but before it reached the main actor, is stale.
    guard timers[kind]?.generation == generation else { return }
    timers[kind] = nil
    apply(machine.timerFired(kind))
  }

  // MARK: Performing effects

  /// Publishes the machine's new state, then performs its effects in order.
  ///
  /// Effects produced while effects are being performed — an event handler that taps or cancels —
  /// are queued behind the current ones, so they run in the order the machine decided them.
  private func apply(_ effects: [ActionStateMachine.Effect]) {
    publishState()
    guard !effects.isEmpty else { return }
    guard !isPerformingEffects else {
      pendingEffects.append(contentsOf: effects)
      return
    }
    isPerformingEffects = true
    // NB: performed straight from the machine's array, not copied into `pendingEffects` first
    // (a copy and a retain of every effect, on every transition): only effects that arrive while
    // these are performed are queued, and they run after these, in order, as before.
    for effect in effects { perform(effect) }
    var index = 0
    while index < pendingEffects.count {
      perform(pendingEffects[index])
      index += 1
    }
    pendingEffects.removeAll(keepingCapacity: true)
    isPerformingEffects = false
  }

  private func publishState() {
    // NB: one read of the machine, and the published values compared through their backing
    // storage (`_phase`, …): reading `phase` would register an observation access on every
    // transition, and every separate `machine.…` read is a dynamic exclusivity check.
    let state = machine.published
    ignoresTapsWhileBusy = state.ignoresTapsWhileBusy
    // A failed phase carries its error: publish it again only for another run's failure.
    if state.phase.kind != _phase.kind
      || (state.phase.kind == .failed && state.feedbackRun != publishedFeedbackRun)
    {
      phase = state.phase
      publishedFeedbackRun = state.feedbackRun
    }
    if state.isDisabled != _isDisabled { isDisabled = state.isDisabled }
    if state.isSpinnerVisible != _isSpinnerVisible {
      isSpinnerVisible = state.isSpinnerVisible
      if state.isSpinnerVisible { spinnerShowCount &+= 1 }
    }
    if state.progress != _progress { progress = state.progress }
    notifyPresentationChange()
  }

  /// Tells ``onPresentationChange`` the new presentation, if it changed.
  private func notifyPresentationChange() {
    guard let onPresentationChange else { return }
    // NB: from the backing storage, like `publishState`: the public getters would register an
    // observation access for each property on every transition.
    let ending = _lastRun?.ending
    let presentation = ActionPresentation(
      indicator: ActionIndicator(
        isSpinnerVisible: _isSpinnerVisible, progress: _progress, phase: _phase.kind),
      phase: _phase.kind, isBusy: _phase.kind == .running, isDisabled: _isDisabled,
      isSpinnerVisible: _isSpinnerVisible, spinnerShowCount: _spinnerShowCount,
      failedRun: ending?.outcome == .failed ? ending?.run : nil, failureCount: _failureCount)
    guard presentation != presented else { return }
    presented = presentation
    onPresentationChange(presentation)
  }

  private func perform(_ effect: ActionStateMachine.Effect) {
    switch effect {
    case .startAction(let id):
      startAction(id)
    case .cancelAction:
      actionTask?.cancel()
    case .startTimer(let kind, let duration):
      startTimer(kind, after: duration)
    case .cancelTimer(let kind):
      stopTimer(kind)
    case .acquireScope:
      heldScope = scope
      heldScope?.acquire(for: ObjectIdentifier(self))
    case .releaseScope:
      heldScope?.release(for: ObjectIdentifier(self))
      heldScope = nil
    case .report(let event):
      if case .finished(let run, let outcome) = event {
        lastRun = (RunEnding(run: run, outcome: outcome.kind), outcome)
        if outcome.kind == .failed {
          failureCount += 1
          notifyPresentationChange()
        }
      }
      onEvent?(event)
    }
  }

  private func startAction(_ id: RunID) {
    let accepted = acceptedTapAction
    acceptedTapAction = nil
    guard startsActionTasks else { return }
    // A restart scheduled by an earlier tap starts with the action current now.
    let body: AsyncAction.Body
    if let accepted, accepted.run == id { body = accepted.body } else { body = action.body }
    liveTaskCount += 1
    // The task holds the engine until the action returns: a run that outlives its button still
    // reports its outcome.
    actionTask = Task(priority: .userInitiated) { @MainActor in
      defer { self.taskEnded() }
      let result: Result<Void, any Error>
      do {
        switch body {
        case .plain(let action):
          try await action()
        case .reportingProgress(let action):
          try await action(ProgressReporter(engine: self, runID: id))
        }
        result = .success(())
      } catch {
        result = .failure(error)
      }
      self.actionReturned(id, result: result)
    }
  }

  private func startTimer(_ kind: ActionStateMachine.TimerKind, after duration: Duration) {
    stopTimer(kind)
    let generation = timers.nextGeneration()
    // The deadline is fixed now, on the main actor, not when the timer's task first runs.
    let sleep = Self.sleeper(on: clock, after: duration)
    liveTaskCount += 1
    let task = Task(priority: .userInitiated) { @MainActor in
      defer { self.taskEnded() }
      // NB: a timer stopped before its task first runs ends here, without a sleep: its task was
      // not cancelled (`stopTimer`), so no sleep is registered, cancelled and woken. The task runs
      // behind the run's action's first job, so the show-delay of an action that returns in its
      // first job costs one short task.
      guard self.timers[kind]?.generation == generation else { return }
      self.timers[kind]?.isSleeping = true
      do {
        try await sleep()
      } catch {
        return  // Cancelled.
      }
      self.timerFired(kind, generation: generation)
    }
    timers[kind] = TimerSlots.Timer(generation: generation, task: task)
  }

  /// Stops a timer: cancels its task if it sleeps; a task that has not run yet sees its slot
  /// emptied and ends without sleeping.
  private func stopTimer(_ kind: ActionStateMachine.TimerKind) {
    if let timer = timers[kind], timer.isSleeping { timer.task.cancel() }
    timers[kind] = nil
  }

  private static func sleeper<C: Clock>(
    on clock: C, after duration: Duration
  ) -> @Sendable () async throws -> Void where C.Duration == Duration {
    let deadline = clock.now.advanced(by: duration)
    return { try await clock.sleep(until: deadline, tolerance: nil) }
  }

  private func taskEnded() {
    liveTaskCount -= 1
    if liveTaskCount == 0 { resumeTaskWaiters() }
  }

  /// Suspends until every task the engine started has ended, or the waiting task is cancelled.
  /// For tests.
  func waitUntilAllTasksEnd() async {
    while liveTaskCount > 0 && !Task.isCancelled {
      await withTaskCancellationHandler {
        await withCheckedContinuation { taskWaiters.append($0) }
      } onCancel: {
        Task { @MainActor in self.resumeTaskWaiters() }
      }
    }
  }

  private func resumeTaskWaiters() {
    let waiters = taskWaiters
    taskWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }

  /// How many timers are scheduled and not cancelled. For tests.
  var scheduledTimerCount: Int { timers.count }
}

/// One slot per timer kind, so scheduling a timer allocates nothing beyond its task.
private struct TimerSlots {
  struct Timer {
    let generation: UInt64
    let task: Task<Void, Never>
    /// Whether the task has started sleeping: only then does stopping it cancel it.
    var isSleeping = false
  }

  private var slots: (Timer?, Timer?, Timer?, Timer?) = (nil, nil, nil, nil)
  private var generation: UInt64 = 0

  mutating func nextGeneration() -> UInt64 {
    generation &+= 1
    return generation
  }

  subscript(kind: ActionStateMachine.TimerKind) -> Timer? {
    get {
      switch kind {
      case .showDelay: slots.0
      case .minimumVisible: slots.1
      case .timeout: slots.2
      case .feedback: slots.3
      }
    }
    set {
      switch kind {
      case .showDelay: slots.0 = newValue
      case .minimumVisible: slots.1 = newValue
      case .timeout: slots.2 = newValue
      case .feedback: slots.3 = newValue
      }
    }
  }

  var count: Int {
    ActionStateMachine.TimerKind.allCases.reduce(0) { $0 + (self[$1] == nil ? 0 : 1) }
  }
}

/// A cancellation trigger's value as the engine keeps it, with its static type. Made, kept and
/// compared only inside the engine, on the main actor, so the value needs no `Sendable`
/// conformance and its `==` may be main-actor isolated. Values of different types differ, as in
/// ``CancellationTrigger``, and by the same means: the value is cast to a generic struct of its
/// type, never to the type itself, which for an Optional type would wrap a plain value.
private struct HeldCancellationTrigger {
  private struct Typed<Value> {
    let value: Value
  }

  private let value: Any
  private let matches: (Any) -> Bool

  init<Value: Equatable>(_ value: Value) {
    self.value = Typed(value: value)
    matches = { other in (other as? Typed<Value>).map { $0.value == value } ?? false }
  }

  func isEqual(to other: HeldCancellationTrigger) -> Bool {
    matches(other.value)
  }
}
