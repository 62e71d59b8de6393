import AsyncActionTestSupport
import Testing

/// The manual clock that every timing test stands on.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ManualClockTests {
  @Test func aSleeperWakesAtItsDeadlineAndNotBefore() async throws {
    let clock = ManualClock()
    let woke = ManualClockTestFlag()
    let sleeper = Task {
      try await clock.sleep(for: .seconds(2))
      woke.set()
    }
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(1999))
    #expect(clock.sleeperCount == 1)
    #expect(!woke.isSet)
    clock.advance(by: .milliseconds(1))
    try await sleeper.value
    #expect(woke.isSet)
    #expect(clock.now.offset == .seconds(2))
  }

  @Test func sleepersWakeInDeadlineOrder() async throws {
    let clock = ManualClock()
    let order = ManualClockTestOrder()
    let tasks = [3, 1, 2].map { seconds in
      Task {
        try await clock.sleep(until: .init(offset: .seconds(seconds)), tolerance: nil)
        order.append(seconds)
      }
    }
    await clock.waitForSleepers(count: 3)
    #expect(clock.deadlines.map(\.offset) == [.seconds(1), .seconds(2), .seconds(3)])
    clock.advance(by: .seconds(1))
    try await tasks[1].value
    clock.advance(by: .seconds(2))
    for task in tasks { try await task.value }
    #expect(order.values.first == 1)
    #expect(Set(order.values) == [1, 2, 3])
    #expect(clock.sleeperCount == 0)
  }

  @Test func aDeadlineAlreadyPassedReturnsAtOnce() async throws {
    let clock = ManualClock()
    clock.advance(by: .seconds(5))
    try await clock.sleep(until: .init(offset: .seconds(4)), tolerance: nil)
    #expect(clock.sleeperCount == 0)
  }

  @Test func cancellingASleeperThrowsAndRemovesIt() async {
    let clock = ManualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleepers(count: 1)
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test func aSleepCancelledBeforeItStartsThrowsAndNeverRegisters() async {
    let clock = ManualClock()
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test func advanceToNextDeadlineJumpsToTheEarliestSleeper() async throws {
    let clock = ManualClock()
    #expect(!clock.advanceToNextDeadline())
    let sleeper = Task { try await clock.sleep(for: .milliseconds(750)) }
    await clock.waitForSleepers(count: 1)
    #expect(clock.advanceToNextDeadline())
    try await sleeper.value
    #expect(clock.now.offset == .milliseconds(750))
  }
}

@MainActor private final class ManualClockTestFlag {
  private(set) var isSet = false
  func set() { isSet = true }
}

@MainActor private final class ManualClockTestOrder {
  private(set) var values: [Int] = []
  func append(_ value: Int) { values.append(value) }
}
