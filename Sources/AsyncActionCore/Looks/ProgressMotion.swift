/// How a progress ring or bar moves to a new fraction: linearly, over
/// ``LookConstants/progressStep``, from where it is drawn at that moment. A shell that animates
/// on its own frame clock (GTK) keeps one per button and draws ``value(at:)`` on each frame; one
/// whose toolkit animates (SwiftUI) gives the toolkit a linear animation of
/// ``LookConstants/progressStepSeconds`` instead. Either way the ring is drawn as this says.
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
  /// Where the move starts.
  public private(set) var from: Double
  /// Where the move ends: the latest fraction.
  public private(set) var target: Double
  /// When the move starts, on the shell's clock.
  public private(set) var start: Duration

  /// A ring or bar at rest at `fraction`.
  ///
  /// - Parameter fraction: The fraction it shows.
  public init(at fraction: Double) {
    from = fraction
    target = fraction
    start = .zero
  }

  /// Starts a move to `fraction` at `now`, from where the ring is drawn at `now`: a new report
  /// during a move continues it, without a jump.
  ///
  /// - Parameters:
  ///   - fraction: The new fraction.
  ///   - now: The time on the shell's clock (GTK: the frame clock's frame time).
  public mutating func move(to fraction: Double, at now: Duration) {
    from = value(at: now)
    target = fraction
    start = now
  }

  /// The fraction to draw at `now`.
  ///
  /// - Parameter now: The time on the shell's clock.
  /// - Returns: Between ``from`` and ``target``, ``target`` once the move is over.
  public func value(at now: Duration) -> Double {
    let elapsed = now - start
    guard elapsed < LookConstants.progressStep else { return target }
    guard elapsed > .zero else { return from }
    return from + (target - from) * (elapsed / LookConstants.progressStep)
  }

  /// Whether the ring still moves at `now`: a shell draws frames while it does, and none after.
  ///
  /// - Parameter now: The time on the shell's clock.
  /// - Returns: `true` until ``LookConstants/progressStep`` after the move's start.
  public func isMoving(at now: Duration) -> Bool {
    from != target && now - start < LookConstants.progressStep
  }
}
