import AsyncActionTestSupport
import Foundation
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// Drives a real ``ActionLoadingState`` and a reference model, written with instants and deadlines,
/// with the same random sequences of flag changes, clock advances, leaves and returns, and
/// compares what they show after every step.
///
/// `ASYNC_ACTION_SEQUENCES` sets the number of sequences (default 2,000) and `ASYNC_ACTION_SEED`
/// the first seed, as for the engine's randomized test.
@MainActor
@Suite(.timeLimit(.minutes(30)))
struct LoadingStateModelTests {
  @Test func loadingStateMatchesTheReferenceModelOnRandomSequences() async {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["ASYNC_ACTION_SEQUENCES"].flatMap(Int.init) ?? 2_000
    let firstSeed = environment["ASYNC_ACTION_SEED"].flatMap(UInt64.init) ?? 0x5EED
    var steps = 0
    for offset in 0..<UInt64(count) {
      let seed = firstSeed &+ offset
      let (failure, played) = await Self.play(seed: seed)
      steps += played
      if let failure {
        Issue.record(
          """
          seed \(seed): \(failure)
          replay: ASYNC_ACTION_SEED=\(seed) ASYNC_ACTION_SEQUENCES=1
          """)
        return
      }
    }
    #expect(steps > count * 20, "the sequences were too short to mean anything")
  }

  /// A model that disagrees with the rules must fail: the same sequences against a model whose
  /// spinner has no minimum time find a difference.
  @Test func aWrongModelIsCaught() async {
    var caught = false
    for seed in UInt64(1)...50 where !caught {
      caught = await Self.play(seed: seed, modelIgnoresMinimum: true).failure != nil
    }
    #expect(caught)
  }

  enum Step: CustomStringConvertible {
    case flag(Bool), flipOffAndOn, advance(Duration), disappear, appear

    var description: String {
      switch self {
      case .flag(let on): "flag \(on ? "on" : "off")"
      case .flipOffAndOn: "flag off and on in one turn"
      case .advance(let duration): "advance \(duration)"
      case .disappear: "disappear"
      case .appear: "appear"
      }
    }
  }

  static func play(
    seed: UInt64, modelIgnoresMinimum: Bool = false
  ) async -> (failure: String?, steps: Int) {
    var random = SplitMix64(seed: seed)
    let timings: [(Int, Int)] = [(0, 0), (0, 400), (100, 0), (100, 400), (30, 50)]
    let (delay, minimum) = timings.randomElement(using: &random)!
    let timing = ActionConfiguration.BusyIndicatorTiming(
      showDelay: .milliseconds(delay), minimumVisible: .milliseconds(minimum))
    let clock = ManualClock()
    let origin = clock.now
    let state = ActionLoadingState(timing: timing, clock: clock, strings: ActionStrings(language: "en"))
    var model = LoadingModel(
      delay: .milliseconds(delay), minimum: modelIgnoresMinimum ? .zero : .milliseconds(minimum))
    let advances = [1, 10, 29, 30, 50, 99, 100, 101, 250, 399, 400, 500, 1000]
    var played: [Step] = []

    func settle() async {
      // Every task of the engine is a timer: settled when each one sleeps on the clock.
      var stable = 0
      var spins = 0
      while stable < 2 {
        stable = state.engine.liveTaskCount == clock.sleeperCount ? stable + 1 : 0
        await Task.yield()
        spins += 1
        precondition(spins < 1_000_000, "the loading state never settled")
      }
    }

    func advance(by duration: Duration) async {
      let target = clock.now.advanced(by: duration)
      // One deadline at a time, so that each timer's turn runs before the next one is due.
      while let next = clock.deadlines.first, next <= target {
        clock.advance(to: next)
        await settle()
      }
      clock.advance(to: target)
      await settle()
      model.advance(to: origin.duration(to: clock.now))
    }

    func compare() -> String? {
      let real = (busy: state.isBusy, spinner: state.isBusyIndicatorVisible)
      let expected = (busy: model.isBusy, spinner: model.isBusyIndicatorVisible)
      guard real != expected else { return nil }
      return "after \(played.map(\.description)) (timing \(delay)/\(minimum) ms, at \(clock.now)): "
        + "busy \(real.busy), spinner \(real.spinner); the model: busy \(expected.busy), "
        + "spinner \(expected.spinner)"
    }

    let length = Int.random(in: 10...60, using: &random)
    for _ in 0..<length {
      let step: Step =
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1, 2: .flag(!model.flag)
        case 3: .flipOffAndOn
        case 4: .disappear
        case 5: .appear
        default: .advance(.milliseconds(advances.randomElement(using: &random)!))
        }
      played.append(step)
      switch step {
      case .flag(let on):
        state.isLoading = on
        model.setFlag(on)
      case .flipOffAndOn:
        state.isLoading = false
        state.isLoading = true
        model.setFlag(false)
        model.setFlag(true)
      case .disappear:
        state.disappear()
        model.disappear()
      case .appear:
        state.appear()
        model.appear()
      case .advance(let duration):
        await advance(by: duration)
      }
      await settle()
      if let failure = compare() { return (failure, played.count) }
    }
    // The end: the flag off, on screen, time enough for every timer.
    state.isLoading = false
    model.setFlag(false)
    state.appear()
    model.appear()
    await advance(by: .seconds(2))
    if let failure = compare() { return (failure, played.count) }
    if state.isBusy || clock.sleeperCount != 0 {
      return ("busy or sleeping at the end after \(played)", played.count)
    }
    return (nil, played.count)
  }
}

/// The loading rules, written with instants and deadlines instead of timers and runs.
struct LoadingModel {
  struct Period {
    /// Whether the flag still holds the period (the app's work runs).
    var flagged: Bool
    /// When the spinner is due, while it is not shown yet.
    var dueAt: Duration?
    /// When the spinner appeared.
    var shownAt: Duration?
    /// Whether the shown spinner has been up for its minimum.
    var minimumDone = false
  }

  let delay: Duration
  let minimum: Duration
  private(set) var now: Duration = .zero
  private(set) var flag = false
  private var onScreen = true
  private var period: Period?

  init(delay: Duration, minimum: Duration) {
    self.delay = delay
    self.minimum = minimum
  }

  var isBusy: Bool { period != nil }
  var isBusyIndicatorVisible: Bool { period?.shownAt != nil }

  mutating func setFlag(_ on: Bool) {
    guard on != flag else { return }
    flag = on
    if on { startIfNeeded() } else { flagTurnedOff() }
  }

  /// A flag that is on starts a period on screen; a spinner still finishing its minimum is
  /// taken over as it is.
  private mutating func startIfNeeded() {
    guard flag, onScreen, period?.flagged != true else { return }
    if period != nil {
      period!.flagged = true
    } else {
      period = Period(flagged: true, dueAt: now + delay)
      if delay == .zero { show() }
    }
  }

  private mutating func show() {
    period!.dueAt = nil
    period!.shownAt = now
    period!.minimumDone = minimum == .zero
  }

  /// The period's work is done: no spinner yet, or one that has had its minimum, or nobody
  /// watching, ends it now; otherwise the spinner stays until its minimum.
  private mutating func flagTurnedOff() {
    guard var current = period, current.flagged else { return }
    current.flagged = false
    if current.shownAt == nil || current.minimumDone || !onScreen {
      period = nil
    } else {
      period = current
    }
  }

  mutating func advance(to instant: Duration) {
    while let current = period {
      if let due = current.dueAt, due <= instant {
        now = due
        show()
      } else if let shown = current.shownAt, !current.minimumDone, shown + minimum <= instant {
        now = shown + minimum
        period!.minimumDone = true
        if !current.flagged { period = nil }
      } else {
        break
      }
    }
    now = instant
  }

  mutating func disappear() {
    onScreen = false
    // A spinner that only finishes its minimum goes with the button.
    if period?.flagged == false { period = nil }
  }

  mutating func appear() {
    onScreen = true
    startIfNeeded()
  }
}
