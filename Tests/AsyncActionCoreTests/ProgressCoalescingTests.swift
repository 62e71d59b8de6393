import AsyncActionTestSupport
import Foundation
import Observation
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// How the engine reads an observed `Progress` (Apple platforms): at most once an interval,
/// however often it changes, the last change always read. Driven here with a stream that stands
/// for key-value observation's handler, from another thread, on a manual clock.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ProgressCoalescingTests {
  @Observable final class Counter {
    var reads = 0
  }

  @Test func thousandsOfChangesInOneIntervalAreReadOnceAtItsEnd() async {
    let clock = ManualClock()
    let interval = AsyncAction.progressCoalescingInterval
    let (changes, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    let counter = Counter()
    let reader = Task { @MainActor in
      await ActionEngine.coalescing(changes, on: clock, every: interval) { counter.reads += 1 }
    }

    // A change after a quiet time is read at once.
    continuation.yield()
    await until { counter.reads == 1 }
    await clock.waitForSleepers(count: 1)

    // 5,000 changes from another thread while the reader waits out its interval: none is read yet.
    await Task.detached { for _ in 0..<5_000 { continuation.yield() } }.value
    #expect(counter.reads == 1)

    // The interval ends: the 5,000 are read once, and the reader waits out another interval.
    clock.advance(by: interval)
    await until { counter.reads == 2 }
    await clock.waitForSleepers(count: 1)

    // Ten intervals of steady changes: one reading at the end of each.
    for interval in 1...10 {
      await Task.detached { for _ in 0..<100 { continuation.yield() } }.value
      #expect(counter.reads == 1 + interval, "read before the interval ended")
      clock.advance(by: AsyncAction.progressCoalescingInterval)
      await until { counter.reads == 2 + interval }
      await clock.waitForSleepers(count: 1)
    }

    // No change in the last interval: nothing more to read, and nothing sleeps.
    clock.advance(by: interval)
    for _ in 0..<1_000 where clock.sleeperCount > 0 { await Task.yield() }
    #expect(clock.sleeperCount == 0)
    #expect(counter.reads == 12)

    // The run ends: the stream finishes and the reader returns.
    continuation.finish()
    await reader.value
    #expect(clock.sleeperCount == 0)
  }

  @Test func cancellingTheReaderEndsItWhileItWaits() async {
    let clock = ManualClock()
    let (changes, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    let counter = Counter()
    let reader = Task { @MainActor in
      await ActionEngine.coalescing(changes, on: clock, every: .milliseconds(16)) { counter.reads += 1 }
    }
    continuation.yield()
    await clock.waitForSleepers(count: 1)
    reader.cancel()
    await reader.value
    #expect(counter.reads == 1)
    #expect(clock.sleeperCount == 0)
    continuation.finish()
  }

  @Test func anEstimatedRingStepsEveryProgressStepAndNoFasterForALongEstimate() {
    #expect(LookConstants.progressStep == .milliseconds(100))
    #expect(ProgressEstimate.interval(for: .seconds(3)) == .milliseconds(100))
    #expect(ProgressEstimate.interval(for: .seconds(100)) == .milliseconds(100))
    #expect(ProgressEstimate.interval(for: .seconds(300)) == .milliseconds(300))
    #expect(ProgressEstimate.interval(for: .seconds(86_400)) == .seconds(1))
    #expect(ProgressEstimate.interval(for: .milliseconds(10)) == .milliseconds(100))
  }
}

/// The linear move of a ring or bar to a new fraction, as both shells draw it.
@Suite struct ProgressMotionTests {
  @Test func aMoveIsLinearOverTheStep() {
    var motion = ProgressMotion(at: 0.2)
    #expect(!motion.isMoving(at: .seconds(5)))
    #expect(motion.value(at: .seconds(5)) == 0.2)
    motion.move(to: 0.4, at: .seconds(1))
    #expect(motion.target == 0.4)
    #expect(motion.value(at: .seconds(1)) == 0.2)
    #expect(abs(motion.value(at: .milliseconds(1050)) - 0.3) < 1e-12)
    #expect(motion.isMoving(at: .milliseconds(1099)))
    #expect(abs(motion.value(at: .milliseconds(1100)) - 0.4) < 1e-12)
    #expect(!motion.isMoving(at: .milliseconds(1100)))
  }

  /// A new fraction during a move adds its own move, as SwiftUI adds a linear animation to the
  /// one under way: no jump, and each fraction reached one step after its report.
  @Test func aReportDuringAMoveAddsAMoveAndIsReachedOneStepAfterIt() {
    var motion = ProgressMotion(at: 0)
    motion.move(to: 0.2, at: .milliseconds(0))
    motion.move(to: 0.4, at: .milliseconds(50))
    // Half of the first move (0.1), none of the second: continuous at the second report.
    #expect(abs(motion.value(at: .milliseconds(50)) - 0.1) < 1e-12)
    // The first is over (0.2), the second half-way (0.1).
    #expect(abs(motion.value(at: .milliseconds(100)) - 0.3) < 1e-12)
    #expect(motion.isMoving(at: .milliseconds(100)))
    #expect(abs(motion.value(at: .milliseconds(150)) - 0.4) < 1e-12)
    #expect(!motion.isMoving(at: .milliseconds(150)))
    // Reports every 16 ms, each 0.01 further: the ring is never more than a step behind.
    var steady = ProgressMotion(at: 0)
    for report in 1...60 {
      let now = Duration.milliseconds(16 * report)
      steady.move(to: Double(report) / 100, at: now)
      #expect(abs(steady.target - Double(report) / 100) < 1e-9)
      let reached = steady.value(at: now + LookConstants.progressStep)
      #expect(abs(reached - Double(report) / 100) < 1e-9, "report \(report) reached a step later")
    }
  }

  @Test func aMoveToWhereTheRingIsDoesNotMove() {
    var motion = ProgressMotion(at: 0.5)
    motion.move(to: 0.5, at: .seconds(1))
    #expect(!motion.isMoving(at: .seconds(1)))
    #expect(motion.value(at: .seconds(1)) == 0.5)
  }
}
