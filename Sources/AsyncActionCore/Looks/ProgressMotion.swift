/// How a progress ring or bar moves to a new fraction: linearly, over
/// ``LookConstants/progressStep``, each new fraction starting a move by the difference to the
/// one before, added to the moves still under way. A shell that animates on its own frame clock
/// (GTK) keeps one per button and draws ``value(at:)`` on each frame; one whose toolkit animates
/// (SwiftUI) gives the toolkit a linear animation of ``LookConstants/progressStepSeconds``, which
/// SwiftUI adds to the animations under way in the same way. Either way every fraction is
/// reached ``LookConstants/progressStep`` after it is reported, however often reports come.
///
/// A ring or bar that comes into view starts at its fraction (``init(at:)``), without moving
/// from an earlier run's.
///
/// ```swift
/// var motion = ProgressMotion(at: 0.2)
/// motion.move(to: 0.4, at: .milliseconds(1000))
/// motion.value(at: .milliseconds(1050))  // 0.3
/// ```
@_spi(Shell) public struct ProgressMotion: Hashable, Sendable {
  /// One move: by `delta`, from `start`.
  struct Move: Hashable, Sendable {
    let delta: Double
    let start: Duration
  }

  /// The fraction the moves that are over have reached.
  private var settled: Double
  /// The moves under way, oldest first.
  private var moves: [Move] = []

  /// A ring or bar at rest at `fraction`.
  ///
  /// - Parameter fraction: The fraction it shows.
  public init(at fraction: Double) {
    settled = fraction
  }

  /// The latest fraction: where the ring is once every move is over.
  public var target: Double { moves.reduce(settled) { $0 + $1.delta } }

  /// Starts a move to `fraction` at `now`, by the difference from the latest fraction, added to
  /// the moves under way: a new report during a move continues it, without a jump.
  ///
  /// - Parameters:
  ///   - fraction: The new fraction.
  ///   - now: The time on the shell's clock (GTK: the frame clock's frame time).
  public mutating func move(to fraction: Double, at now: Duration) {
    let delta = fraction - target
    settle(at: now)
    guard delta != 0 else { return }
    moves.append(Move(delta: delta, start: now))
  }

  /// The fraction to draw at `now`.
  ///
  /// - Parameter now: The time on the shell's clock.
  /// - Returns: ``target`` once every move is over.
  public func value(at now: Duration) -> Double {
    moves.reduce(settled) { $0 + $1.delta * Self.progress(of: $1, at: now) }
  }

  /// Whether the ring still moves at `now`: a shell draws frames while it does, and none after.
  ///
  /// - Parameter now: The time on the shell's clock.
  /// - Returns: `true` until ``LookConstants/progressStep`` after the last move's start.
  public func isMoving(at now: Duration) -> Bool {
    moves.contains { Self.progress(of: $0, at: now) < 1 }
  }

  /// Folds the moves that are over at `now` into ``settled``.
  private mutating func settle(at now: Duration) {
    while let first = moves.first, Self.progress(of: first, at: now) >= 1 {
      settled += first.delta
      moves.removeFirst()
    }
  }

  /// How far `move` has gone at `now`, from 0 to 1.
  private static func progress(of move: Move, at now: Duration) -> Double {
    let elapsed = now - move.start
    guard elapsed > .zero else { return 0 }
    return elapsed >= LookConstants.progressStep ? 1 : elapsed / LookConstants.progressStep
  }
}
