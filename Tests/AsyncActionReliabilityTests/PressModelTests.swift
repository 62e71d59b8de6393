import Foundation
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// Drives real engines and two registries with random sequences of claims, releases,
/// appearances, leaves, engines released, enablement changes, actions handed over, changes of the
/// app's state and presses, and checks every press against a reference model of the registry's
/// rules: which button a press reaches, or why none, and which action it runs with what state.
///
/// The rules the model states:
/// - A press reaches only a button that claimed the identifier in the registry pressed: two
///   registries never see each other's presses.
/// - A press runs the action handed over last before it, also when another is handed over before
///   the run's task starts. That action sees the app's state as it
///   is at the press when it reads it through a reference, and as it was at the handover when it
///   captured a value: a state change in the press's turn, with no handover after it, is seen only
///   through the reference.
///
/// `ASYNC_ACTION_PRESS_SEQUENCES` sets the number of sequences (default 20,000) and
/// `ASYNC_ACTION_SEED` the first seed; sequence `i` uses seed `first + i`.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct PressModelTests {
  @Test func registryMatchesTheReferenceModelOnRandomSequences() async {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["ASYNC_ACTION_PRESS_SEQUENCES"].flatMap(Int.init) ?? 20_000
    let firstSeed = environment["ASYNC_ACTION_SEED"].flatMap(UInt64.init) ?? 0x5EED
    var presses = 0
    var runs = 0
    for offset in 0..<UInt64(count) {
      let seed = firstSeed &+ offset
      switch await Self.run(seed: seed) {
      case .success(let counts):
        presses += counts.presses
        runs += counts.runs
      case .failure(let failure):
        Issue.record(
          "seed \(seed): \(failure.message)\nreplay: ASYNC_ACTION_SEED=\(seed) ASYNC_ACTION_PRESS_SEQUENCES=1"
        )
        return
      }
    }
    print(
      "press registry: \(count) sequences, \(presses) presses checked, \(runs) runs' actions checked, "
        + "first seed \(firstSeed)")
    #expect(presses > count, "too few presses to check anything")
    #expect(runs > count / 2, "too few runs to check which action a press runs")
  }

  struct Failure: Error {
    let message: String
  }

  /// The app's state, read by the actions through a reference.
  @MainActor final class AppState {
    var draft = 0
    /// What each run's action saw, in the order the runs ran.
    var ran: [Outcome] = []
  }

  /// One sequence of 60 steps over 4 buttons, 2 identifiers and 2 registries.
  static func run(seed: UInt64) async -> Result<(presses: Int, runs: Int), Failure> {
    var random = SplitMix64(seed: seed)
    let registries = [ActionPressRegistry(), ActionPressRegistry()]
    let identifiers = ["save", "delete"]
    let app = AppState()
    var engines: [ActionEngine?] = []
    var model = Model()
    var steps: [String] = []
    var presses = 0
    var runs = 0
    var nextVersion = 1
    /// What the view does in its body: hands the engine a new closure, which captures the state's
    /// value now and reads the state through `app` when it runs.
    func handOver(_ button: Int, version: Int) {
      let captured = app.draft
      engines[button]?.action = AsyncAction {
        app.ran.append(.ran(button: button, version: version, captured: captured, read: app.draft))
      }
    }
    for index in 0..<4 {
      let engine = ActionEngine(configuration: ActionConfiguration(timing: .immediate))
      engines.append(engine)
      model.buttons.append(Model.Button())
      handOver(index, version: 0)
    }
    for _ in 0..<60 {
      let button = Int.random(in: 0..<engines.count, using: &random)
      let identifier = identifiers.randomElement(using: &random)!
      let registry = Int.random(in: 0..<registries.count, using: &random)
      let roll = Int.random(in: 0..<100, using: &random)
      let engine = engines[button]
      switch roll {
      case 0..<16 where engine != nil:
        engine?.claimIdentifier(identifier, in: registries[registry])
        model.claim(button, Model.Key(registry: registry, identifier: identifier))
        steps.append("b\(button) claims \(identifier) in r\(registry)")
      case 16..<20 where engine != nil:
        engine?.releaseIdentifier()
        model.release(button)
        steps.append("b\(button) releases")
      case 20..<32 where engine != nil:
        engine?.appear()
        model.appear(button)
        steps.append("b\(button) appears")
      case 32..<42 where engine != nil:
        engine?.disappear()
        model.disappear(button)
        steps.append("b\(button) leaves")
      case 42..<45 where engine != nil:
        engines[button] = nil
        model.drop(button)
        steps.append("b\(button) released")
      case 45..<49 where engine != nil:
        let enabled = Bool.random(using: &random)
        engine?.isEnabled = enabled
        model.buttons[button].isEnabled = enabled
        steps.append("b\(button) enabled=\(enabled)")
      case 49..<57 where engine != nil:
        handOver(button, version: nextVersion)
        model.buttons[button].version = nextVersion
        model.buttons[button].captured = app.draft
        steps.append("b\(button) hands over action v\(nextVersion)")
        nextVersion += 1
      case 57..<65:
        // The app's state changes, with no handover after it: the next press is in its turn.
        app.draft += 1
        model.draft = app.draft
        steps.append("draft = \(app.draft)")
      default:
        let key = Model.Key(registry: registry, identifier: identifier)
        let expected = model.press(key)
        let result = registries[registry].press(identifier)
        let actual: Outcome
        switch result {
        case .tapped(.started):
          // Sometimes the body that follows the state change hands over a new action before the
          // run's task starts: the run keeps the action of its press.
          if Bool.random(using: &random), case .ran(let target, _, _, _) = expected {
            handOver(target, version: nextVersion)
            model.buttons[target].version = nextVersion
            model.buttons[target].captured = app.draft
            steps.append("b\(target) hands over action v\(nextVersion) before the run starts")
            nextVersion += 1
          }
          // The run's action runs in its task: wait for it, and for the button to be idle again.
          var turns = 0
          while (app.ran.isEmpty || engines.contains(where: { $0?.isBusy == true })) && turns < 10_000 {
            await Task.yield()
            turns += 1
          }
          actual = app.ran.count == 1 ? app.ran[0] : .other("\(result), ran \(app.ran)")
          runs += 1
        case .notFound: actual = .notFound
        case .disabled: actual = .disabled
        default: actual = .other("\(result)")
        }
        app.ran.removeAll()
        steps.append("press \(identifier) in r\(registry) → \(actual)")
        presses += 1
        if expected != actual { return .failure(mismatch(expected, actual, steps)) }
      }
    }
    return .success((presses, runs))
  }

  /// What a press did: which button's action ran, which version, with what state; or why it
  /// reached none.
  enum Outcome: Equatable, CustomStringConvertible {
    case ran(button: Int, version: Int, captured: Int, read: Int)
    case notFound
    case disabled
    case other(String)

    var description: String {
      switch self {
      case .ran(let button, let version, let captured, let read):
        "b\(button) ran v\(version) (captured \(captured), read \(read))"
      case .notFound: "notFound"
      case .disabled: "disabled"
      case .other(let text): text
      }
    }
  }

  static func mismatch(_ expected: Outcome, _ actual: Outcome, _ steps: [String]) -> Failure {
    Failure(
      message: "expected \(expected), got \(actual) after:\n  " + steps.suffix(15).joined(separator: "\n  "))
  }

  /// The registry's rules, written plainly: per registry and identifier, the buttons on screen
  /// that claim it, in the order they last appeared or claimed it.
  struct Model {
    /// An identifier in a registry: the registry is its namespace.
    struct Key: Hashable {
      let registry: Int
      let identifier: String
    }

    struct Button {
      var onScreen = true
      var claim: Key?
      var alive = true
      var isEnabled = true
      /// The version of the action handed over last, and the state it captured then.
      var version = 0
      var captured = 0
    }

    var buttons: [Button] = []
    var order: [Key: [Int]] = [:]
    /// The app's state now.
    var draft = 0

    mutating func claim(_ button: Int, _ key: Key) {
      if buttons[button].claim == key { return }
      release(button)
      buttons[button].claim = key
      if buttons[button].onScreen { moveToTop(button, key) }
    }

    mutating func release(_ button: Int) {
      if let old = buttons[button].claim { order[old]?.removeAll { $0 == button } }
      buttons[button].claim = nil
    }

    mutating func appear(_ button: Int) {
      buttons[button].onScreen = true
      if let key = buttons[button].claim { moveToTop(button, key) }
    }

    mutating func disappear(_ button: Int) {
      buttons[button].onScreen = false
      if let key = buttons[button].claim { order[key]?.removeAll { $0 == button } }
    }

    mutating func drop(_ button: Int) {
      buttons[button].alive = false
      if let key = buttons[button].claim { order[key]?.removeAll { $0 == button } }
    }

    /// A press of `key` reaches the last claimant on screen in that registry only, and runs its
    /// last handed-over action, which captured the state of its handover and reads the state now.
    func press(_ key: Key) -> Outcome {
      guard let target = order[key]?.last(where: { buttons[$0].alive }) else { return .notFound }
      let button = buttons[target]
      guard button.isEnabled else { return .disabled }
      return .ran(button: target, version: button.version, captured: button.captured, read: draft)
    }

    private mutating func moveToTop(_ button: Int, _ key: Key) {
      order[key, default: []].removeAll { $0 == button }
      order[key, default: []].append(button)
    }
  }
}
