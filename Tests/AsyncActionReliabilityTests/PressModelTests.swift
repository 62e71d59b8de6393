import Foundation
import Testing

@testable import AsyncActionCore

/// Drives real engines and one registry with random sequences of claims, releases, appearances,
/// leaves, engines released, enablement changes and presses, and checks every press against a
/// reference model of the registry's rules: which button a press reaches, or why none.
///
/// `ASYNC_ACTION_PRESS_SEQUENCES` sets the number of sequences (default 20,000) and
/// `ASYNC_ACTION_SEED` the first seed; sequence `i` uses seed `first + i`.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct PressModelTests {
  @Test func registryMatchesTheReferenceModelOnRandomSequences() {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["ASYNC_ACTION_PRESS_SEQUENCES"].flatMap(Int.init) ?? 20_000
    let firstSeed = environment["ASYNC_ACTION_SEED"].flatMap(UInt64.init) ?? 0x5EED
    var presses = 0
    for offset in 0..<UInt64(count) {
      let seed = firstSeed &+ offset
      switch Self.run(seed: seed) {
      case .success(let count):
        presses += count
      case .failure(let failure):
        Issue.record(
          "seed \(seed): \(failure.message)\nreplay: ASYNC_ACTION_SEED=\(seed) ASYNC_ACTION_PRESS_SEQUENCES=1"
        )
        return
      }
    }
    print("press registry: \(count) sequences, \(presses) presses checked, first seed \(firstSeed)")
    #expect(presses > count, "too few presses to check anything")
  }

  struct Failure: Error {
    let message: String
  }

  /// One sequence of 60 steps over 4 buttons and 2 identifiers.
  static func run(seed: UInt64) -> Result<Int, Failure> {
    var random = SplitMix64(seed: seed)
    let registry = ActionPressRegistry()
    let identifiers = ["save", "delete"]
    var engines: [ActionEngine?] = []
    var model = Model()
    let started = StartLog()
    var steps: [String] = []
    var presses = 0
    for index in 0..<4 {
      let engine = ActionEngine(configuration: ActionConfiguration(timing: .immediate))
      // No task: the run is ended by hand right after its start is seen.
      engine.startsActionTasks = false
      engine.onEvent = { (event: ActionEvent) in
        if case .started = event { started.buttons.append(index) }
      }
      engines.append(engine)
      model.buttons.append(Model.Button())
    }
    for _ in 0..<60 {
      let button = Int.random(in: 0..<engines.count, using: &random)
      let identifier = identifiers.randomElement(using: &random)!
      let roll = Int.random(in: 0..<100, using: &random)
      guard let engine = engines[button] else {
        // A released button: only presses are left to try.
        let expected = model.press(identifier)
        let actual = describe(registry.press(identifier), started: started)
        steps.append("press \(identifier) → \(actual)")
        presses += 1
        if expected != actual { return .failure(mismatch(expected, actual, steps)) }
        if case .started(let index) = actual { engines[index]?.endExternalAction() }
        continue
      }
      switch roll {
      case 0..<20:
        engine.claimIdentifier(identifier, in: registry)
        model.claim(button, identifier)
        steps.append("b\(button) claims \(identifier)")
      case 20..<25:
        engine.releaseIdentifier()
        model.release(button)
        steps.append("b\(button) releases")
      case 25..<40:
        engine.appear()
        model.appear(button)
        steps.append("b\(button) appears")
      case 40..<52:
        engine.disappear()
        model.disappear(button)
        steps.append("b\(button) leaves")
      case 52..<55:
        engines[button] = nil
        model.drop(button)
        steps.append("b\(button) released")
      case 55..<60:
        let enabled = Bool.random(using: &random)
        engine.isEnabled = enabled
        model.buttons[button].isEnabled = enabled
        steps.append("b\(button) enabled=\(enabled)")
      default:
        let expected = model.press(identifier)
        let actual = describe(registry.press(identifier), started: started)
        steps.append("press \(identifier) → \(actual)")
        presses += 1
        if expected != actual { return .failure(mismatch(expected, actual, steps)) }
        // The run ends at once, so every press of a reachable button starts one.
        if case .started(let index) = actual { engines[index]?.endExternalAction() }
      }
    }
    return .success(presses)
  }

  /// What a press did: which button's run it started, or why it reached none.
  enum Outcome: Equatable, CustomStringConvertible {
    case started(Int)
    case notFound
    case disabled
    case other(String)

    var description: String {
      switch self {
      case .started(let index): "started b\(index)"
      case .notFound: "notFound"
      case .disabled: "disabled"
      case .other(let text): text
      }
    }
  }

  static func describe(_ result: PressResult, started: StartLog) -> Outcome {
    let buttons = started.buttons
    started.buttons.removeAll()
    switch result {
    case .notFound where buttons.isEmpty: return .notFound
    case .disabled where buttons.isEmpty: return .disabled
    case .tapped(.started) where buttons.count == 1: return .started(buttons[0])
    default: return .other("\(result), started \(buttons)")
    }
  }

  /// The buttons whose runs started since the last press was checked.
  final class StartLog {
    var buttons: [Int] = []
  }

  static func mismatch(_ expected: Outcome, _ actual: Outcome, _ steps: [String]) -> Failure {
    Failure(
      message: "expected \(expected), got \(actual) after:\n  " + steps.suffix(15).joined(separator: "\n  "))
  }

  /// The registry's rules, written plainly: per identifier, the buttons on screen that claim it,
  /// in the order they last appeared or claimed it.
  struct Model {
    struct Button {
      var onScreen = true
      var claim: String?
      var alive = true
      var isEnabled = true
    }

    var buttons: [Button] = []
    var order: [String: [Int]] = [:]

    mutating func claim(_ button: Int, _ identifier: String) {
      if buttons[button].claim == identifier { return }
      release(button)
      buttons[button].claim = identifier
      if buttons[button].onScreen { moveToTop(button, identifier) }
    }

    mutating func release(_ button: Int) {
      if let old = buttons[button].claim { order[old]?.removeAll { $0 == button } }
      buttons[button].claim = nil
    }

    mutating func appear(_ button: Int) {
      buttons[button].onScreen = true
      if let identifier = buttons[button].claim { moveToTop(button, identifier) }
    }

    mutating func disappear(_ button: Int) {
      buttons[button].onScreen = false
      if let identifier = buttons[button].claim { order[identifier]?.removeAll { $0 == button } }
    }

    mutating func drop(_ button: Int) {
      buttons[button].alive = false
      if let identifier = buttons[button].claim { order[identifier]?.removeAll { $0 == button } }
    }

    func press(_ identifier: String) -> Outcome {
      guard let target = order[identifier]?.last(where: { buttons[$0].alive }) else { return .notFound }
      return buttons[target].isEnabled ? .started(target) : .disabled
    }

    private mutating func moveToTop(_ button: Int, _ identifier: String) {
      order[identifier, default: []].removeAll { $0 == button }
      order[identifier, default: []].append(button)
    }
  }
}
