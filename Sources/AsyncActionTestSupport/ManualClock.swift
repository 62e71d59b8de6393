/// A clock that moves only when a test moves it.
///
/// Sleepers wake when ``advance(by:)`` or ``advance(to:)`` moves ``now`` to or past their deadline,
/// in deadline order. A sleep whose deadline has already passed when it starts returns at once,
/// so a task woken by an advance that then sleeps until a deadline inside the advanced window
/// wakes too. A cancelled sleep throws `CancellationError`, also when it is cancelled before it
/// registers. Nothing ever sleeps on real time.
///
/// ```swift
/// let clock = ManualClock()
/// let engine = ActionEngine(clock: clock, action: probe.action)
/// engine.tap()
/// await clock.waitForSleepers(count: 1)   // the show-delay timer
/// clock.advance(by: .milliseconds(100))
/// ```
///
/// > Important: End every test with ``sleeperCount`` equal to zero: a sleeper left behind is a
/// > timer the code under test forgot to cancel.
public final class ManualClock: Clock, Sendable {
  /// A point in the manual clock's time: an offset from the clock's start.
  public struct Instant: InstantProtocol, CustomStringConvertible {
    /// The time since the clock's start.
    public let offset: Duration

    /// Creates an instant.
    ///
    /// - Parameter offset: The time since the clock's start.
    public init(offset: Duration) { self.offset = offset }

    /// The instant `duration` later.
    ///
    /// - Parameter duration: How far to move.
    /// - Returns: The later (or, for a negative duration, earlier) instant.
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

    /// The duration from this instant to `other`.
    ///
    /// - Parameter other: The other instant.
    /// - Returns: `other.offset - offset`.
    public func duration(to other: Instant) -> Duration { other.offset - offset }

    /// Orders instants by their offset.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }

    /// The offset, for test failure messages.
    public var description: String { "t+\(offset)" }
  }

  private struct Sleeper: Sendable {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct SleeperWaiter: Sendable {
    let count: Int
    let once: ResumeOnce
  }

  private struct State: Sendable {
    var now = Instant(offset: .zero)
    var nextID: UInt64 = 0
    var sleepers: [Sleeper] = []
    var unregistered: Set<UInt64> = []
    var cancelledBeforeRegistering: Set<UInt64> = []
    var sleeperWaiters: [SleeperWaiter] = []

    mutating func takeSatisfiedWaiters() -> [SleeperWaiter] {
      let satisfied = sleeperWaiters.filter { $0.count <= sleepers.count }
      sleeperWaiters.removeAll { $0.count <= sleepers.count }
      return satisfied
    }
  }

  private let state = LockedState(State())

  /// Creates a clock at offset zero.
  public init() {}

  /// The current instant.
  public var now: Instant { state.withLock { $0.now } }

  /// Zero: the clock moves by exactly what a test asks.
  public var minimumResolution: Duration { .zero }

  /// Suspends until ``now`` reaches `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: The instant to wake at.
  ///   - tolerance: Ignored.
  /// - Throws: `CancellationError` if the task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { state in
      state.nextID += 1
      state.unregistered.insert(state.nextID)
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        enum Registration { case cancelled, due, registered([SleeperWaiter]) }
        let registration = state.withLock { state -> Registration in
          state.unregistered.remove(id)
          if state.cancelledBeforeRegistering.remove(id) != nil { return .cancelled }
          if deadline <= state.now { return .due }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return .registered(state.takeSatisfiedWaiters())
        }
        switch registration {
        case .cancelled: continuation.resume(throwing: CancellationError())
        case .due: continuation.resume()
        case .registered(let waiters): for waiter in waiters { waiter.once.resume() }
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        if let index = state.sleepers.firstIndex(where: { $0.id == id }) {
          return state.sleepers.remove(at: index)
        }
        if state.unregistered.contains(id) { state.cancelledBeforeRegistering.insert(id) }
        return nil
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves ``now`` forward by `duration` and wakes every sleeper whose deadline it reaches, in
  /// deadline order.
  ///
  /// - Parameter duration: How far to move; must not be negative.
  public func advance(by duration: Duration) {
    precondition(
      duration >= .zero, "ManualClock.advance(by:) needs a duration of zero or more; got \(duration)")
    advance(to: now.advanced(by: duration))
  }

  /// Moves ``now`` to `instant` and wakes every sleeper whose deadline it reaches, in deadline
  /// order.
  ///
  /// - Parameter instant: The new time; must not be earlier than ``now``.
  public func advance(to instant: Instant) {
    let due = state.withLock { state -> [Sleeper] in
      precondition(
        instant >= state.now, "ManualClock.advance(to:) cannot go back from \(state.now) to \(instant)")
      state.now = instant
      let due = state.sleepers.filter { $0.deadline <= instant }
      state.sleepers.removeAll { $0.deadline <= instant }
      return due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Moves ``now`` to the earliest deadline of a sleeper and wakes the sleepers due then.
  ///
  /// - Returns: `false` if nobody sleeps.
  @discardableResult
  public func advanceToNextDeadline() -> Bool {
    guard let next = state.withLock({ $0.sleepers.map(\.deadline).min() }) else { return false }
    advance(to: next)
    return true
  }

  /// How many tasks sleep on this clock now.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// The deadlines of the sleepers, earliest first.
  public var deadlines: [Instant] { state.withLock { $0.sleepers.map(\.deadline).sorted() } }

  /// Suspends until at least `count` tasks sleep on this clock.
  ///
  /// A hand-shake: use it after starting work that sleeps, before advancing, instead of yielding
  /// and hoping the work got that far. It returns early if the waiting task is cancelled.
  ///
  /// - Parameter count: The number of sleepers to wait for.
  public func waitForSleepers(count: Int) async {
    await ResumeOnce.wait { once in
      let ready = state.withLock { state -> Bool in
        if state.sleepers.count >= count { return true }
        state.sleeperWaiters.append(SleeperWaiter(count: count, once: once))
        return false
      }
      if ready { once.resume() }
    }
  }
}
