import Foundation
import Testing

@_spi(Shell) @testable import AsyncActionCore

@Suite struct FailureCueTests {
  @Test(arguments: ActionLooks.Failure.allCases, [false, true])
  func theCuePlaysOncePerNewFailureUnlessMotionIsReduced(failure: ActionLooks.Failure, reduceMotion: Bool) {
    let looks = ActionLooks(failure: failure)
    for supportsSymbolEffects in [false, true] {
      let cue: FailureCue? =
        switch failure {
        case .none: nil
        case .shake: .shake
        case .symbolEffect: supportsSymbolEffects ? .symbolEffect : .shake
        }
      func played(_ from: Int, _ to: Int) -> FailureCue? {
        looks.failureCue(
          from: from, to: to, reduceMotion: reduceMotion, supportsSymbolEffects: supportsSymbolEffects)
      }
      #expect(played(0, 1) == (reduceMotion ? nil : cue))
      #expect(played(3, 4) == (reduceMotion ? nil : cue))
      #expect(played(1, 1) == nil, "no new failure")
    }
  }

  @Test func withoutSymbolEffectsTheSymbolEffectCueIsTheShake() {
    let looks = ActionLooks(failure: .symbolEffect)
    #expect(looks.failureCue(from: 0, to: 1, reduceMotion: false, supportsSymbolEffects: false) == .shake)
    #expect(
      looks.failureCue(from: 0, to: 1, reduceMotion: false, supportsSymbolEffects: true) == .symbolEffect)
  }

  /// The failure mark shows only in the failed feedback phase; the cue's count changes with or
  /// without it.
  @Test func theMarkShowsOnlyDuringFailureFeedback() {
    let looks = ActionLooks(failure: .shake)
    for phase in LookPhase.allCases {
      let appearance = looks.appearance(
        of: phase.presentation, reduceMotion: false, supportsSymbolEffects: true)
      #expect((appearance.indicator == .failed) == (phase == .failed), "\(phase)")
    }
    #expect(LookPhase.failedWithoutFeedback.presentation.failureCount == 1)
  }
}

@Suite struct FailureCueTrackerTests {
  private let shake = ActionLooks(failure: .shake)

  @Test(arguments: [0, 2])
  func theFirstCountSeenIsTheStartAndEachNewFailurePlaysOnce(start: Int) {
    var tracker = FailureCueTracker()
    func cue(_ count: Int) -> FailureCue? {
      tracker.cue(for: count, looks: shake, reduceMotion: false, supportsSymbolEffects: true)
    }
    #expect(cue(start) == nil, "a button that appears with failures behind it plays nothing")
    #expect(cue(start) == nil, "the same count again: no new failure")
    #expect(cue(start + 1) == .shake)
    #expect(cue(start + 1) == nil, "once per failure, however often the button draws")
    #expect(cue(start + 2) == .shake)
    #expect(cue(start + 2) == nil, "the last count is remembered")
  }

  /// The count remembered is the last one drawn, even a lower one (a new engine's): the next
  /// failure after it plays.
  @Test func aLowerCountIsTheNewStart() {
    var tracker = FailureCueTracker()
    func cue(_ count: Int) -> FailureCue? {
      tracker.cue(for: count, looks: shake, reduceMotion: false, supportsSymbolEffects: true)
    }
    _ = cue(3)
    #expect(cue(1) == nil, "fewer failures: none new")
    #expect(cue(2) == .shake, "one more than the count drawn last")
  }

  @Test func reducedMotionPlaysNothingButTheCountMovesOn() {
    var tracker = FailureCueTracker()
    _ = tracker.cue(for: 0, looks: shake, reduceMotion: false, supportsSymbolEffects: true)
    #expect(tracker.cue(for: 1, looks: shake, reduceMotion: true, supportsSymbolEffects: true) == nil)
    #expect(
      tracker.cue(for: 1, looks: shake, reduceMotion: false, supportsSymbolEffects: true) == nil,
      "the failure passed under reduced motion is not played later")
    #expect(
      tracker.cue(for: 2, looks: shake, reduceMotion: false, supportsSymbolEffects: true) == .shake,
      "the next failure plays")
  }

  @Test func theTrackerAsksTheLooksWhichCue() {
    var tracker = FailureCueTracker()
    let looks = ActionLooks(failure: .symbolEffect)
    _ = tracker.cue(for: 0, looks: looks, reduceMotion: false, supportsSymbolEffects: false)
    #expect(tracker.cue(for: 1, looks: looks, reduceMotion: false, supportsSymbolEffects: false) == .shake)
    #expect(
      tracker.cue(for: 2, looks: looks, reduceMotion: false, supportsSymbolEffects: true) == .symbolEffect)
    #expect(
      tracker.cue(for: 3, looks: ActionLooks(), reduceMotion: false, supportsSymbolEffects: true) == nil)
  }

  /// A tracker made at the count a button appears with plays the next failure's cue, as one that
  /// saw that count first does, and nothing for the count itself.
  @Test func aTrackerStartedAtACountPlaysTheNextFailure() {
    let looks = ActionLooks(failure: .shake)
    var started = FailureCueTracker(startingAt: 2)
    #expect(started.cue(for: 2, looks: looks, reduceMotion: false, supportsSymbolEffects: true) == nil)
    #expect(started.cue(for: 3, looks: looks, reduceMotion: false, supportsSymbolEffects: true) == .shake)
    var fresh = FailureCueTracker()
    #expect(
      fresh.cue(for: 3, looks: looks, reduceMotion: false, supportsSymbolEffects: true) == nil, "the start")
  }
}
