import AsyncActionTestSupport
import Observation
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// Suspends until `condition` holds, re-checking whenever an observable property it reads changes.
/// A hand-shake, not a poll: it never sleeps. It gives up when the test is cancelled (its time
/// limit), so a broken engine fails the test instead of hanging it.
@MainActor
func until(_ condition: @escaping @MainActor () -> Bool) async {
  while !condition() && !Task.isCancelled {
    let once = ResumeOnce()
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        once.install(continuation)
        _ = withObservationTracking {
          condition()
        } onChange: {
          once.resume()
        }
      }
    } onCancel: {
      once.resume()
    }
  }
}

/// Everything an engine reports, in order.
@MainActor @Observable
final class EventLog {
  private(set) var events: [ActionEvent] = []

  func record(_ event: ActionEvent) { events.append(event) }

  var started: [ActionEvent.RunID] {
    events.compactMap { if case .started(let id) = $0.kind { id } else { nil } }
  }

  var outcomes: [ActionOutcome] {
    events.compactMap { if case .finished(_, let outcome) = $0.kind { outcome } else { nil } }
  }

  var outcomeKinds: [ActionOutcome.Kind] { outcomes.map(\.kind) }

  var cancellationReasons: [ActionOutcome.CancellationReason] {
    outcomes.compactMap { if case .cancelled(let reason) = $0 { reason } else { nil } }
  }

  var failures: [any Error] {
    outcomes.compactMap { if case .failed(let error) = $0 { error } else { nil } }
  }
}

/// Counts the actions that execute, and the most that ever executed at once.
@MainActor @Observable
final class ExecutionCounter {
  private(set) var started = 0
  private(set) var executing = 0
  private(set) var mostAtOnce = 0

  func begin() {
    started += 1
    executing += 1
    mostAtOnce = max(mostAtOnce, executing)
  }

  func end() { executing -= 1 }
}

/// An engine on a manual clock whose action waits at a gate.
@MainActor
final class Harness {
  let clock = ManualClock()
  let gate: ActionGate
  let engine: ActionEngine
  let log = EventLog()
  let counter = ExecutionCounter()

  init(
    _ configuration: ActionConfiguration = ActionConfiguration(),
    ignoresCancellation: Bool = false,
    scope: ActionScope? = nil
  ) {
    let gate = ActionGate(ignoresCancellation: ignoresCancellation)
    let counter = counter
    self.gate = gate
    engine = ActionEngine(
      configuration: configuration, clock: clock, scope: scope, strings: ActionStrings(language: "en"))
    engine.action = AsyncAction {
      counter.begin()
      defer { counter.end() }
      try await gate.pass()
    }
    let log = log
    engine.onEvent = { log.record($0) }
  }

  /// A timer still sleeping when the test lets go of its harness is a timer the engine forgot:
  /// it fails the test even if the test never called ``expectCleanEnd(sourceLocation:)``.
  deinit {
    let leftover = clock.deadlines
    if !leftover.isEmpty {
      Issue.record("sleepers left on the manual clock at \(leftover)")
    }
  }

  /// Taps and waits until the action is at the gate.
  func tapAndWaitForAction(sourceLocation: SourceLocation = #_sourceLocation) async -> ActionEvent.RunID? {
    let arrivals = gate.arrivals
    let result = engine.tap()
    guard case .started(let id) = result else {
      Issue.record("the tap was not accepted: \(result)", sourceLocation: sourceLocation)
      return nil
    }
    await gate.waitForArrivals(count: arrivals + 1)
    return id
  }

  /// Waits until the engine has reported `count` outcomes in all.
  func waitForOutcomes(_ count: Int) async {
    await until { self.log.outcomes.count >= count }
  }

  /// Checks that nothing is left behind: no run, no timer, no task, no sleeper, no waiting action.
  func expectCleanEnd(sourceLocation: SourceLocation = #_sourceLocation) async {
    #expect(gate.waiting == 0, "an action still waits at the gate", sourceLocation: sourceLocation)
    #expect(engine.phase.kind == .idle, sourceLocation: sourceLocation)
    #expect(engine.scheduledTimerCount == 0, "timers left scheduled", sourceLocation: sourceLocation)
    #expect(clock.sleeperCount == 0, "sleepers left on the clock", sourceLocation: sourceLocation)
    guard gate.waiting == 0, engine.scheduledTimerCount == 0, clock.sleeperCount == 0 else { return }
    await engine.waitUntilAllTasksEnd()
    #expect(engine.liveTaskCount == 0, sourceLocation: sourceLocation)
    #expect(clock.sleeperCount == 0, "sleepers left on the clock", sourceLocation: sourceLocation)
    #expect(counter.executing == 0, sourceLocation: sourceLocation)
  }
}

struct TestError: Error, Equatable {
  var code = 1
}

extension ActionConfiguration {
  /// The default configuration with some fields replaced.
  static func with(
    timing: ActionConfiguration.BusyIndicatorTiming = .standard,
    policy: ActionConfiguration.TapPolicy = .ignoreWhileBusy,
    lifetime: ActionConfiguration.Lifetime = .cancelledOnLeave,
    feedback: ActionConfiguration.FeedbackTiming = .none,
    timeout: Duration? = nil
  ) -> ActionConfiguration {
    ActionConfiguration(
      timing: timing, policy: policy, lifetime: lifetime, feedback: feedback,
      timeout: timeout.flatMap { ActionConfiguration.Timeout($0) })
  }
}

extension Duration {
  static let showDelay = ActionConfiguration.BusyIndicatorTiming.standard.showDelay
  static let minimumVisible = ActionConfiguration.BusyIndicatorTiming.standard.minimumVisible
}

/// Notes whether an observable value changed at all, from now on.
@MainActor
final class ChangeWatch {
  private let flag = ChangeFlag()

  init(_ read: @escaping @MainActor () -> some Any) {
    let flag = flag
    _ = withObservationTracking {
      read()
    } onChange: {
      flag.set()
    }
  }

  var changed: Bool { flag.isSet }
}

/// How many times the spinner appeared since this was made: a spinner shown even for one turn
/// raised the engine's `busyIndicatorShowCount`. (Observing `isBusyIndicatorVisible` cannot tell: it shares
/// its observation with the rest of what the engine draws.)
@MainActor struct SpinnerShows {
  let engine: ActionEngine
  let start: Int

  init(_ engine: ActionEngine) {
    self.engine = engine
    start = engine.busyIndicatorShowCount
  }

  var count: Int { engine.busyIndicatorShowCount - start }
}

/// A flag set from `onChange`, which is `@Sendable`. Mutations of observed engine state happen on
/// the main actor, so `onChange` runs there too; the flag asserts that.
final class ChangeFlag: Sendable {
  private let state = MainActorBox()
  func set() { MainActor.assumeIsolated { state.value = true } }
  var isSet: Bool { MainActor.assumeIsolated { state.value } }
}

@MainActor final class MainActorBox: Sendable {
  var value = false
  nonisolated init() {}
}

extension ActionConfiguration.BusyIndicatorTiming {
  var configuration: ActionConfiguration { ActionConfiguration(timing: self) }
}

/// Effects as short strings, for readable expectations.
func describe(_ effects: some Sequence<ActionStateMachine.Effect>) -> [String] {
  effects.map { effect in
    switch effect {
    case .startAction(let id): "startAction(\(id.rawValue))"
    case .cancelAction(let id): "cancelAction(\(id.rawValue))"
    case .startTimer(let kind, let duration):
      "startTimer(\(kind), \(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)ms)"
    case .cancelTimer(let kind): "cancelTimer(\(kind))"
    case .releaseScope: "releaseScope"
    case .report(.started(let id)): "started(\(id.rawValue))"
    case .report(.ignored(let reason)): "ignored(\(reason))"
    case .report(.finished(let id, let outcome)):
      switch outcome {
      case .succeeded: "finished(\(id.rawValue), succeeded)"
      case .failed: "finished(\(id.rawValue), failed)"
      case .cancelled(let reason): "finished(\(id.rawValue), cancelled(\(reason)))"
      }
    }
  }
}

/// What a tap asks for, described as the engine performs it: the scope taken first, then the
/// effects in order.
func describe(_ tap: ActionStateMachine.TapAction) -> [String] {
  switch tap {
  case .start(_, let takesScope, let effects): (takesScope ? ["acquireScope"] : []) + describe(effects)
  case .ignore: []
  case .cancel(let effects), .scheduleRestart(let effects): describe(effects)
  }
}

/// A machine input's typed action, read by the tests as the effects it asks the owner to perform.
protocol MachineAction {
  /// The effects the action asks for, in order (a tap's without the scope).
  var effects: ActionStateMachine.Effects { get }
}

/// What an input asks for, described as the engine performs it: the effects in order.
func describe(_ action: some MachineAction) -> [String] { describe(action.effects) }

extension ActionStateMachine.TapAction: MachineAction {
  var effects: ActionStateMachine.Effects {
    switch self {
    case .ignore: []
    case .start(_, _, let effects), .cancel(let effects), .scheduleRestart(let effects): effects
    }
  }
}

extension ActionStateMachine.ActionReturnedAction: MachineAction {
  var effects: ActionStateMachine.Effects {
    switch self {
    case .endRun(let effects), .restart(let effects), .holdFullRing(let effects),
      .waitForMinimum(let effects):
      effects
    }
  }
}

extension ActionStateMachine.TimerFiredAction: MachineAction {
  var effects: ActionStateMachine.Effects {
    switch self {
    case .showBusyIndicator(let effects), .endRun(let effects), .cancelRun(let effects),
      .endHold(let effects):
      effects
    case .keepBusyIndicator, .endFeedback: []
    }
  }
}

extension ActionStateMachine.CancelAction: MachineAction {
  var effects: ActionStateMachine.Effects {
    switch self {
    case .none: []
    case .endFeedback(let effects), .endHold(let effects), .cancelRun(let effects): effects
    }
  }
}

extension ActionStateMachine.DisappearAction: MachineAction {
  var effects: ActionStateMachine.Effects {
    switch self {
    case .none: []
    case .endFeedback(let effects), .endHold(let effects), .endRun(let effects), .cancelRun(_, let effects):
      effects
    }
  }
}

/// The state machine, by the short name its tests use.
typealias Machine = ActionStateMachine
