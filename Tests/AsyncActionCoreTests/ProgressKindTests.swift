import AsyncActionTestSupport
import Foundation
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// Estimated progress and Foundation's `Progress`, on a manual clock.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ProgressKindTests {
  /// The curve, written out here rather than taken from the engine.
  nonisolated static func curve(_ seconds: Double, estimate: Double) -> Double {
    0.95 * (1 - exp(-3 * seconds / estimate))
  }

  @Test(arguments: [(0.0, 0.0), (0.3, curve(0.3, estimate: 3)), (3.0, curve(3, estimate: 3)), (9.0, 0.95)])
  func theCurveEasesTowards95Percent(seconds: Double, expected: Double) {
    let value = ProgressEstimate.fraction(after: .seconds(seconds), of: .seconds(3))
    #expect(abs(value - expected) < 0.001)
    #expect(value < 0.95)
  }

  @Test func anEstimatedProgressAdvancesOnTheClockAndNeverReachesFullBeforeTheActionReturns() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    let gate = harness.gate
    harness.engine.action = AsyncAction(estimatedDuration: .seconds(3)) { try await gate.pass() }
    _ = await harness.tapAndWaitForAction()
    #expect(harness.engine.progress == 0)
    #expect(harness.engine.indicator == .progress(0))

    var seen: [Double] = []
    for instant in [0.3, 1.5, 3.0, 6.0, 9.0] {
      await advanceTicks(harness, to: .seconds(instant))
      let progress = harness.engine.progress ?? -1
      #expect(
        abs(progress - Self.curve(instant, estimate: 3)) < 1e-9, "at \(instant) s the ring is at \(progress)")
      seen.append(progress)
    }
    #expect(seen == seen.sorted(), "the ring went backwards: \(seen)")
    #expect(seen.allSatisfy { $0 < 0.95 })
    #expect(abs(seen[2] - 0.9027) < 0.0001, "about 90 % at the estimate")
    #expect(harness.clock.sleeperCount == 0, "the ticker goes on stepping after three estimates")

    // The action returns: the ring fills and stays full for the hold, then the label returns.
    gate.release()
    await harness.clock.waitForSleepers(count: 1)
    #expect(harness.engine.progress == 1)
    #expect(harness.engine.indicator == .progress(1))
    #expect(harness.engine.phase.kind == .busy)
    #expect(harness.log.outcomes.isEmpty)
    #expect(harness.clock.deadlines.map(\.offset) == [.seconds(9) + AsyncAction.fullProgressHold])
    harness.clock.advance(by: AsyncAction.fullProgressHold)
    await harness.waitForOutcomes(1)
    #expect(harness.log.outcomeKinds == [.succeeded])
    #expect(harness.engine.progress == nil)
    await harness.expectCleanEnd()
  }

  @Test func anEstimatedRunThatFailsIsNotFilled() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    let gate = harness.gate
    harness.engine.action = AsyncAction(estimatedDuration: .seconds(2)) { try await gate.pass() }
    _ = await harness.tapAndWaitForAction()
    await advanceTicks(harness, to: .seconds(1))
    gate.release(throwing: TestError())
    // The outcome arrives without the clock moving: no full ring is held.
    await harness.waitForOutcomes(1)
    #expect(harness.log.outcomeKinds == [.failed])
    await harness.expectCleanEnd()
  }

  @Test func anEstimatedRunThatEndsWithinTheShowDelayShowsNoRingAndIsNotHeld() async {
    let harness = Harness()  // the standard show-delay
    let gate = harness.gate
    harness.engine.action = AsyncAction(estimatedDuration: .seconds(2)) { try await gate.pass() }
    _ = await harness.tapAndWaitForAction()
    #expect(harness.engine.indicator == nil)
    gate.release()
    await harness.waitForOutcomes(1)
    #expect(harness.log.outcomeKinds == [.succeeded])
    #expect(harness.engine.indicator == nil)
    await harness.expectCleanEnd()
  }

  @Test func leavingDuringAnEstimatedRunEndsItsTicker() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    let gate = harness.gate
    harness.engine.action = AsyncAction(estimatedDuration: .seconds(2)) { try await gate.pass() }
    _ = await harness.tapAndWaitForAction()
    await advanceTicks(harness, to: .milliseconds(500))
    harness.engine.disappear()
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [.left])
    await harness.expectCleanEnd()
  }

  @Test func theRingIsFullOnlyWhileTheHoldRunsAndLeavingEndsTheHold() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    let gate = harness.gate
    harness.engine.action = AsyncAction(estimatedDuration: .seconds(1)) { try await gate.pass() }
    _ = await harness.tapAndWaitForAction()
    gate.release()
    await until { harness.engine.progress == 1 }
    #expect(harness.engine.isBusy, "the full ring is held")
    harness.engine.disappear()
    await harness.waitForOutcomes(1)
    #expect(harness.log.outcomeKinds == [.succeeded], "the leave cut the hold short; the work was done")
    await harness.expectCleanEnd()
  }

  @Test func aReportedRingFillsAndIsHeldFullAsEveryKindIs() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    let gate = harness.gate
    harness.engine.action = AsyncAction(reportingProgress: { progress in
      progress(0.4)
      try await gate.pass()
    })
    _ = await harness.tapAndWaitForAction()
    #expect(harness.engine.indicator == .progress(0.4))
    gate.release()
    await until { harness.engine.progress == 1 }
    #expect(harness.engine.indicator == .progress(1))
    #expect(harness.log.outcomes.isEmpty, "the run holds its full ring")
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: AsyncAction.fullProgressHold - .milliseconds(1))
    #expect(harness.engine.isBusy)
    harness.clock.advance(by: .milliseconds(1))
    await harness.waitForOutcomes(1)
    #expect(harness.log.outcomeKinds == [.succeeded])
    #expect(harness.engine.indicator == nil)
    await harness.expectCleanEnd()
  }

  @Test func aReportedRingThatFailsOrShowedNoProgressIsNotHeld() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    let gate = harness.gate
    harness.engine.action = AsyncAction(reportingProgress: { progress in
      progress(0.4)
      try await gate.pass()
    })
    _ = await harness.tapAndWaitForAction()
    gate.release(throwing: TestError())
    await harness.waitForOutcomes(1)
    #expect(harness.log.outcomeKinds == [.failed])
    harness.engine.action = AsyncAction { try await gate.pass() }
    _ = await harness.tapAndWaitForAction()
    gate.release()
    await harness.waitForOutcomes(2)
    #expect(harness.log.outcomeKinds == [.failed, .succeeded], "an indeterminate spinner is not held")
    await harness.expectCleanEnd()
  }

  @Test func anInvalidEstimateRunsWithTheSpinnerAndWarnsNamingTheParameter() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    let gate = harness.gate
    var action: AsyncAction?
    let warnings = capturingWarnings {
      action = AsyncAction(estimatedDuration: .zero) { try await gate.pass() }
    }
    #expect(
      warnings.map(\.description) == [
        "AsyncAction.estimatedDuration is 0.0 seconds; it must be more than zero. It is ignored."
      ])
    harness.engine.action = action!
    _ = await harness.tapAndWaitForAction()
    #expect(harness.engine.progress == nil)
    #expect(harness.engine.indicator == .spinner)
    gate.release()
    await harness.waitForOutcomes(1)
    #expect(harness.log.outcomeKinds == [.succeeded])
    await harness.expectCleanEnd()
  }

  // MARK: Foundation's Progress

  @Test func aFollowedProgressIsPolledOnTheClockAndFilledWhenTheActionReturns() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    let gate = harness.gate
    let handed = ProgressBox()
    harness.engine.action = AsyncAction(followingProgress: { progress in
      handed.progress = progress
      try await gate.pass()
    })
    _ = await harness.tapAndWaitForAction()
    let progress = try! #require(handed.progress)
    #expect(progress.isIndeterminate)
    #expect(harness.engine.indicator == .spinner, "an indeterminate Progress shows the spinner")

    progress.totalUnitCount = 4
    progress.completedUnitCount = 1
    #expect(harness.engine.progress == nil, "read before the next poll")
    await advanceTicks(harness, to: AsyncAction.progressPollingInterval)
    #expect(harness.engine.progress == 0.25)

    let child = Progress(totalUnitCount: 10)
    progress.addChild(child, withPendingUnitCount: 2)
    child.completedUnitCount = 5
    await advanceTicks(harness, to: AsyncAction.progressPollingInterval * 2)
    #expect(harness.engine.progress == 0.5, "a child's work counts")

    gate.release()
    await until { harness.engine.progress == 1 }
    #expect(harness.engine.phase.kind == .busy, "the full ring is held")
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: AsyncAction.fullProgressHold)
    await harness.waitForOutcomes(1)
    #expect(harness.log.outcomeKinds == [.succeeded])
    await harness.expectCleanEnd()
  }

  @Test func eachRunGetsANewProgress() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    let gate = harness.gate
    let handed = ProgressBox()
    harness.engine.action = AsyncAction(followingProgress: { progress in
      handed.all.append(progress)
      progress.totalUnitCount = 2
      progress.completedUnitCount = 2
      try await gate.pass()
    })
    for run in 1...2 {
      _ = await harness.tapAndWaitForAction()
      await advanceTicks(harness, to: harness.clock.now.offset + AsyncAction.progressPollingInterval)
      #expect(harness.engine.progress == 1)
      harness.engine.cancel()
      await harness.waitForOutcomes(run)
    }
    #expect(handed.all.count == 2)
    #expect(handed.all[0] !== handed.all[1])
    #expect(handed.all[1].fractionCompleted == 1)
    await harness.expectCleanEnd()
  }

  @Test(arguments: [ActionOutcome.CancellationReason.explicit, .left, .user])
  func cancellingAFollowedRunCancelsItsProgress(reason: ActionOutcome.CancellationReason) async {
    let policy: ActionConfiguration.TapPolicy = reason == .user ? .cancelWhileBusy : .ignoreWhileBusy
    let harness = Harness(.with(timing: .immediate, policy: policy), ignoresCancellation: true)
    let gate = harness.gate
    let handed = ProgressBox()
    harness.engine.action = AsyncAction(followingProgress: { progress in
      handed.progress = progress
      progress.totalUnitCount = 10
      let child = Progress(totalUnitCount: 5)
      progress.addChild(child, withPendingUnitCount: 10)
      handed.all.append(child)
      try await gate.pass()
    })
    _ = await harness.tapAndWaitForAction()
    let progress = try! #require(handed.progress)
    #expect(!progress.isCancelled)
    switch reason {
    case .left: harness.engine.disappear()
    case .user: #expect(harness.engine.tap() == .cancelRequested)
    default: harness.engine.cancel()
    }
    #expect(progress.isCancelled, "cancelled in the turn the run is")
    #expect(handed.all.first?.isCancelled == true, "and its children with it")
    gate.release()
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [reason])
    if reason == .left { harness.engine.appear() }
    await harness.expectCleanEnd()
  }

  @Test func aFollowedRunThatEndsIsNotCancelledAfterwards() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    let gate = harness.gate
    let handed = ProgressBox()
    harness.engine.action = AsyncAction(followingProgress: { progress in
      handed.all.append(progress)
      try await gate.pass()
    })
    _ = await harness.tapAndWaitForAction()
    gate.release()
    await harness.waitForOutcomes(1)
    _ = await harness.tapAndWaitForAction()
    harness.engine.cancel()
    await harness.waitForOutcomes(2)
    #expect(handed.all.map(\.isCancelled) == [false, true], "only the cancelled run's progress")
    await harness.expectCleanEnd()
  }

  @Test func aFollowedRunThatThrowsIsNotFilled() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    let gate = harness.gate
    harness.engine.action = AsyncAction(followingProgress: { progress in
      progress.totalUnitCount = 10
      progress.completedUnitCount = 3
      try await gate.pass()
    })
    _ = await harness.tapAndWaitForAction()
    await advanceTicks(harness, to: AsyncAction.progressPollingInterval)
    #expect(harness.engine.progress == 0.3)
    harness.gate.release(throwing: TestError())
    // The outcome arrives without the clock moving: no full ring is held.
    await harness.waitForOutcomes(1)
    #expect(harness.log.outcomeKinds == [.failed])
    await harness.expectCleanEnd()
  }
}

/// Steps the harness's manual clock one sleeper at a time up to `offset`, waiting after each
/// step until the ticker or poller it woke sleeps again, and after the last step until the
/// engine's progress has changed.
@MainActor
func advanceTicks(_ harness: Harness, to offset: Duration) async {
  let clock = harness.clock
  var before = harness.engine.progress
  while clock.now.offset < offset {
    await clock.waitForSleepers(count: 1)
    guard let next = clock.deadlines.first, next.offset <= offset else {
      clock.advance(to: .init(offset: offset))
      return
    }
    before = harness.engine.progress
    clock.advanceToNextDeadline()
  }
  await until { harness.engine.progress != before }
}

@MainActor final class ProgressBox {
  var progress: Progress?
  var all: [Progress] = []
}
