import Foundation
import SwiftUI
import Testing

@testable import AsyncActionButton
@_spi(Shell) @testable import AsyncActionCore

/// What the modifiers write into the environment compares equal when a modifier is written again
/// with the same input, and unequal when its input changes: a button under a modifier is
/// evaluated again only when a setting changed.
@MainActor @Suite struct StableSettingsTests {
  /// A style with a number and nothing that refers to memory: compared bit for bit.
  private struct Dimmed: AsyncActionStyle {
    var opacity: Double
    func makeBody(configuration: Configuration) -> some View { configuration.label.opacity(opacity) }
  }

  /// A style with a reference that says how it compares.
  private struct Tagged: AsyncActionStyle, Equatable {
    var tag: String
    func makeBody(configuration: Configuration) -> some View { configuration.label }
  }

  /// A style with a reference that does not say how it compares: never the same.
  private struct Referencing: AsyncActionStyle {
    let object: NSObject
    func makeBody(configuration: Configuration) -> some View { configuration.label }
  }

  /// A value modifier's write, for input `a` and for input `b`.
  struct ValueWrite: Sendable, CustomTestStringConvertible {
    let name: String
    let a: @Sendable (inout AsyncActionSettings) -> Void
    let b: @Sendable (inout AsyncActionSettings) -> Void
    var testDescription: String { name }
  }

  nonisolated static let valueWrites: [ValueWrite] = [
    ValueWrite(
      name: "timing", a: { $0.configuration.timing = .immediate }, b: { $0.configuration.timing = .standard }),
    ValueWrite(
      name: "policy", a: { $0.configuration.policy = .cancelWhileBusy },
      b: { $0.configuration.policy = .disableWhileBusy }),
    ValueWrite(
      name: "lifetime", a: { $0.configuration.lifetime = .outlivesButton },
      b: { $0.configuration.lifetime = .cancelledOnLeave }),
    ValueWrite(
      name: "success hold", a: { $0.configuration.successHold = .untilLeave },
      b: { $0.configuration.successHold = nil }),
    ValueWrite(name: "progress style", a: { $0.progressLook = .bar }, b: { $0.progressLook = .percent }),
    ValueWrite(
      name: "indicator font", a: { $0.indicatorFont = .title }, b: { $0.indicatorFont = .largeTitle }),
    ValueWrite(
      name: "announcements", a: { $0.announcements = .all }, b: { $0.announcements = .successAndFailure }),
    ValueWrite(
      name: "sensory feedback",
      a: { $0.sensoryFeedback = OutcomeFeedback(succeeded: SensoryFeedback.success, failed: nil) },
      b: { $0.sensoryFeedback = OutcomeFeedback(succeeded: SensoryFeedback.error, failed: nil) }),
    ValueWrite(
      name: "preview phase", a: { $0.previewPhase = .busy }, b: { $0.previewPhase = .progress(0.4) }),
  ]

  private func written(_ write: (inout AsyncActionSettings) -> Void) -> AsyncActionSettings {
    var settings = AsyncActionSettings()
    write(&settings)
    return settings
  }

  @Test(arguments: valueWrites)
  func aValueWrittenAgainLeavesTheSettingsEqual(_ write: ValueWrite) {
    #expect(written(write.a) == written(write.a))
    #expect(written(write.a) != written(write.b))
    #expect(written(write.a) != AsyncActionSettings())
  }

  /// A scope is an object the app or `asyncActionScope()` keeps: compared by identity.
  @Test func aScopeWrittenAgainLeavesTheSettingsEqual() {
    let scope = ActionScope()
    #expect(written { $0.scope = scope } == written { $0.scope = scope })
    #expect(written { $0.scope = scope } != written { $0.scope = ActionScope() })
  }

  /// Makes what a `KeptWriter` writes on two evaluations, the second seeing what the first kept.
  private func twice<Input, Value: AnyObject>(
    _ first: Input, _ second: Input, make: (Input) -> Value
  ) -> (Value, Value) {
    let kept = Kept.reusing(nil, for: first, make: make)
    return (kept.value, Kept.reusing(kept, for: second, make: make).value)
  }

  /// Drives a `KeptContent` as SwiftUI does: evaluates its body, runs the `onChange` action when
  /// the value it watches changed (the first time, `initial`), and evaluates the body again after
  /// the state write that action makes. Returns the state writes and the objects made while the
  /// view appears, then over `updates` more evaluations with the same input (its parent evaluated
  /// again).
  private func drive<Input>(
    _ input: Input, updates: Int
  ) -> (
    appearing: (writes: Int, made: Int), updating: (writes: Int, made: Int)
  ) {
    typealias Content = KeptContent<EmptyView, Input, AnyAsyncActionStyle>
    var state: KeptStore<Input, AnyAsyncActionStyle>?
    var watched: ObjectIdentifier?
    var writes = 0
    var made = 0
    func evaluate() -> Bool {
      let evaluation = Content.evaluate(state, input: input) { _ in
        made += 1
        return AnyAsyncActionStyle(OverlayAsyncActionStyle())
      }
      guard evaluation.stateKey != watched else { return false }
      watched = evaluation.stateKey
      state = evaluation.store
      writes += 1
      return true
    }
    // A state write invalidates the view: SwiftUI evaluates it again, until nothing is written
    // (a loop would go on every frame; 100 evaluations stand for it).
    var evaluations = 0
    while evaluate(), evaluations < 100 { evaluations += 1 }
    let appearing = (writes, made)
    for _ in 0..<updates { _ = evaluate() }
    return (appearing, (writes - appearing.0, made - appearing.1))
  }

  @Test func aStyleThatHoldsAReferenceIsWrittenToStateOnceNotEveryFrame() {
    let referencing = drive(Referencing(object: NSObject()), updates: 10)
    #expect(referencing.appearing.writes == 1, "\(referencing)")
    #expect(referencing.updating.writes == 0, "\(referencing)")
    // It cannot be compared: one object per evaluation its parent asks for, none per frame.
    #expect(referencing.updating.made == 10, "\(referencing)")

    let tagged = drive(Tagged(tag: "a"), updates: 10)
    #expect(tagged.appearing == (1, 1) && tagged.updating == (0, 0), "\(tagged)")
  }

  @Test func aStyleWrittenAgainIsTheSameObject() {
    func settings(_ style: AnyAsyncActionStyle) -> AsyncActionSettings { written { $0.style = style } }

    let (dimmed, dimmedAgain) = twice(
      Dimmed(opacity: 0.5), Dimmed(opacity: 0.5), make: AnyAsyncActionStyle.init)
    #expect(settings(dimmed) == settings(dimmedAgain))
    let (half, third) = twice(Dimmed(opacity: 0.5), Dimmed(opacity: 0.3), make: AnyAsyncActionStyle.init)
    #expect(settings(half) != settings(third))

    let (tagged, taggedAgain) = twice(Tagged(tag: "a"), Tagged(tag: "a"), make: AnyAsyncActionStyle.init)
    #expect(settings(tagged) == settings(taggedAgain))
    let (a, b) = twice(Tagged(tag: "a"), Tagged(tag: "b"), make: AnyAsyncActionStyle.init)
    #expect(settings(a) != settings(b))

    let (overlay, overlayAgain) = twice(OverlayAsyncActionStyle(), .overlay, make: AnyAsyncActionStyle.init)
    #expect(settings(overlay) == settings(overlayAgain))

    // Nothing says how it compares: made again, so that a change is never missed.
    let object = NSObject()
    let (referencing, again) = twice(
      Referencing(object: object), Referencing(object: object), make: AnyAsyncActionStyle.init)
    #expect(settings(referencing) != settings(again))
  }

  @Test func aFailureStyleWrittenAgainIsTheSameObject() {
    func settings(_ style: AnyAsyncActionFailureStyle) -> AsyncActionSettings {
      written { $0.failureStyle = style }
    }
    let (shake, shakeAgain) = twice(
      ShakeAsyncActionFailureStyle(), .shake, make: AnyAsyncActionFailureStyle.init)
    #expect(settings(shake) == settings(shakeAgain))
    #expect(settings(shake) != AsyncActionSettings())
    #expect(!shake.isNone)
    #expect(AnyAsyncActionFailureStyle(NoAsyncActionFailureStyle.none).isNone)
  }

  @Test func anIndicatorStyleWrittenAgainIsTheSameObject() {
    func settings(_ paint: IndicatorPaint) -> AsyncActionSettings { written { $0.indicatorPaint = paint } }
    let make = { (color: Color) in IndicatorPaint(AnyShapeStyle(color)) }
    let (red, redAgain) = twice(Color.red, Color.red, make: make)
    #expect(settings(red) == settings(redAgain))
    let (redFirst, orange) = twice(Color.red, Color.orange, make: make)
    #expect(settings(redFirst) != settings(orange))
  }

  @Test func aCancellationTriggerWrittenAgainIsTheSameObject() {
    func settings(_ trigger: CancellationTrigger) -> AsyncActionSettings {
      written { $0.cancellationTrigger = trigger }
    }
    let make = { (query: String) in CancellationTrigger(query) }
    let (query, queryAgain) = twice("cats", "cats", make: make)
    #expect(settings(query) == settings(queryAgain))
    let (cats, dogs) = twice("cats", "dogs", make: make)
    #expect(settings(cats) != settings(dogs))
  }

  /// A handler box is kept for the writer's life and takes the latest closure: the settings stay
  /// equal, and an event reaches the closure of the latest evaluation only.
  @Test func handlersWrittenAgainKeepTheirBoxAndCallTheLatestClosure() {
    final class Calls { var names: [String] = [] }
    let calls = Calls()
    let first = ActionEventHandler.updating(nil, with: .started { _ in calls.names.append("first") })
    let second = ActionEventHandler.updating(first, with: .started { _ in calls.names.append("second") })
    #expect(first === second)

    let listening = written { $0.listeners.insert(first, at: 0) }
    #expect(listening == written { $0.listeners.insert(second, at: 0) })
    #expect(written { $0.errorPresenter = first } == written { $0.errorPresenter = second })

    let other = ActionEventHandler.updating(nil, with: .started { _ in calls.names.append("other") })
    #expect(listening != written { $0.listeners.insert(other, at: 0) })
    #expect(written { $0.errorPresenter = first } != written { $0.errorPresenter = other })

    listening.report(ActionEvent(.started(ActionEvent.RunID(1))))
    #expect(calls.names == ["second"])
  }

  /// The handler closest to the button hears an event first, the error presenter last.
  @Test func handlersHearEventsClosestFirst() {
    final class Calls { var names: [String] = [] }
    let calls = Calls()
    var settings = AsyncActionSettings()
    for name in ["outer", "inner"] {
      let handler = ActionEventHandler(.started { _ in calls.names.append(name) })
      settings.listeners.insert(handler, at: 0)
    }
    settings.errorPresenter = ActionEventHandler(.started { _ in calls.names.append("presenter") })
    settings.report(ActionEvent(.started(ActionEvent.RunID(1))))
    #expect(calls.names == ["inner", "outer", "presenter"])
  }

  @Test func inputsAreTheSameByEqualityOrBits() {
    #expect(isSame("a", "a"))
    #expect(!isSame("a", "b"))
    #expect(isSame(Dimmed(opacity: 1), Dimmed(opacity: 1)))
    #expect(!isSame(Dimmed(opacity: 1), Dimmed(opacity: 0)))
    let object = NSObject()
    #expect(!isSame(Referencing(object: object), Referencing(object: object)))
  }
}
