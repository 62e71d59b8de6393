/// A hand-shake between a test and the actions it runs: each action waits at the gate until the
/// test lets it go, with success or with an error.
///
/// ```swift
/// let gate = ActionGate()
/// engine.action = AsyncAction { try await gate.pass() }
/// engine.tap()
/// await gate.waitForArrivals(count: 1)  // the action is running
/// gate.release(throwing: SaveError())   // and now it throws
/// ```
///
/// A cooperative gate throws `CancellationError` as soon as the waiting task is cancelled; a
/// gate made with `ignoresCancellation: true` keeps the action waiting until it is released, like
/// an action that does not check for cancellation.
public final class ActionGate: Sendable {
  private struct Waiter: Sendable {
    let id: UInt64
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct ArrivalWaiter: Sendable {
    let count: Int
    let once: ResumeOnce
  }

  private struct State: Sendable {
    var nextID: UInt64 = 0
    var arrivals = 0
    var waiters: [Waiter] = []
    var arrivalWaiters: [ArrivalWaiter] = []
    var cancelledBeforeWaiting: Set<UInt64> = []
    var unregistered: Set<UInt64> = []
  }

  private let state = LockedState(State())
  /// Whether actions at this gate go on waiting when their task is cancelled.
  public let ignoresCancellation: Bool

  /// Creates a gate.
  ///
  /// - Parameter ignoresCancellation: `true` for actions that do not check for cancellation.
  public init(ignoresCancellation: Bool = false) {
    self.ignoresCancellation = ignoresCancellation
  }

  /// How many actions have arrived at the gate in all (an action counts once it waits, or once
  /// it has found its task already cancelled).
  public var arrivals: Int { state.withLock { $0.arrivals } }

  /// How many actions wait at the gate now.
  public var waiting: Int { state.withLock { $0.waiters.count } }

  /// Waits until the test releases this action.
  ///
  /// - Throws: The error given to ``release(throwing:)``, or `CancellationError` when the task is
  ///   cancelled and the gate is cooperative.
  public func pass() async throws {
    let id = state.withLock { state -> UInt64 in
      state.nextID += 1
      state.unregistered.insert(state.nextID)
      return state.nextID
    }
    let cooperative = !ignoresCancellation
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let (cancelled, ready) = state.withLock { state -> (Bool, [ArrivalWaiter]) in
          state.unregistered.remove(id)
          state.arrivals += 1
          let cancelled = state.cancelledBeforeWaiting.remove(id) != nil
          if !cancelled { state.waiters.append(Waiter(id: id, continuation: continuation)) }
          let ready = state.arrivalWaiters.filter { $0.count <= state.arrivals }
          state.arrivalWaiters.removeAll { $0.count <= state.arrivals }
          return (cancelled, ready)
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
        for waiter in ready { waiter.once.resume() }
      }
    } onCancel: {
      guard cooperative else { return }
      let waiter = state.withLock { state -> Waiter? in
        if let index = state.waiters.firstIndex(where: { $0.id == id }) {
          return state.waiters.remove(at: index)
        }
        if state.unregistered.contains(id) { state.cancelledBeforeWaiting.insert(id) }
        return nil
      }
      waiter?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Lets the longest-waiting action go.
  ///
  /// - Parameter error: The error the action throws, or `nil` to let it return.
  /// - Returns: `false` if no action was waiting.
  @discardableResult
  public func release(throwing error: (any Error)? = nil) -> Bool {
    let waiter = state.withLock { state in state.waiters.isEmpty ? nil : state.waiters.removeFirst() }
    guard let waiter else { return false }
    if let error { waiter.continuation.resume(throwing: error) } else { waiter.continuation.resume() }
    return true
  }

  /// Suspends until at least `count` actions have arrived at the gate in all, or the waiting
  /// task is cancelled.
  ///
  /// - Parameter count: The number of arrivals to wait for.
  public func waitForArrivals(count: Int) async {
    await ResumeOnce.wait { once in
      let ready = state.withLock { state -> Bool in
        if state.arrivals >= count { return true }
        state.arrivalWaiters.append(ArrivalWaiter(count: count, once: once))
        return false
      }
      if ready { once.resume() }
    }
  }
}
