@_spi(Shell) import AsyncActionCore
import AsyncActionGTK
import CGtk
import Foundation
import Observation

/// The seed's "Edit Profile" screen, played by the engine in a terminal: three buttons, scripted
/// taps on the real clock, and a line for every change a UI would draw.
@MainActor
final class TerminalDemo {
  private var saves = 0
  private var syncs = 0
  private let start = ContinuousClock.now
  private let save: ActionEngine
  private let sync: ActionEngine
  private let invite: ActionEngine

  /// Plays the demo in the terminal: `--text`.
  ///
  /// No window opens, so no GTK application runs: a plain GLib main loop runs the main actor
  /// through the bridge until the script has played.
  ///
  /// - Returns: The exit status, 0.
  static func run() -> Int32 {
    let loop = g_main_loop_new(nil, 0)!
    defer { g_main_loop_unref(loop) }
    AsyncActionMainLoopBridge.install()
    Task { @MainActor in
      await TerminalDemo().play()
      g_main_loop_quit(loop)
    }
    g_main_loop_run(loop)
    return 0
  }

  init() {
    save = ActionEngine()
    sync = ActionEngine()
    invite = ActionEngine()
    save.action = AsyncAction { [unowned self] in
      try await Task.sleep(for: .seconds(1.5))
      saves += 1
    }
    sync.action = AsyncAction { [unowned self] in
      try await Task.sleep(for: .seconds(1))
      syncs += 1
    }
    invite.action = AsyncAction { try await Task.sleep(for: .seconds(2)) }
    for (name, engine) in [("Save Changes", save), ("Sync", sync), ("Send Invite", invite)] {
      watch(name, engine)
      engine.onEvent = { [unowned self] event in
        switch event.kind {
        case .ignored: break
        case .started(let run): log(name, "\(run) started")
        case .finished(let run, let outcome): log(name, "\(run) ended: \(outcome)")
        }
      }
    }
  }

  func play() async {
    print("Edit Profile — Saves: \(saves) · Syncs: \(syncs)")
    tap("Save Changes", save)
    await pause(0.08)
    tap("Save Changes", save)  // a double tap: ignored, the button is busy
    await pause(0.05)
    tap("Sync", sync)
    await pause(0.05)
    tap("Send Invite", invite)
    await pause(0.7)
    log("Send Invite", "leaves the screen")
    invite.disappear()
    await pause(0.2)
    tap("Sync", sync)  // still syncing: ignored
    while save.isBusy || sync.isBusy || invite.isBusy { await pause(0.05) }
    await pause(0.05)
    print("Edit Profile — Saves: \(saves) · Syncs: \(syncs)")
  }

  private func tap(_ name: String, _ engine: ActionEngine) {
    log(name, "tap → \(engine.tap())")
  }

  /// Prints every change of what the button shows.
  private func watch(_ name: String, _ engine: ActionEngine) {
    withObservationTracking {
      _ = (engine.isBusy, engine.isSpinnerVisible)
    } onChange: {
      Task { @MainActor [weak self] in
        guard let self else { return }
        log(name, "busy: \(engine.isBusy), spinner: \(engine.isSpinnerVisible ? "shown" : "hidden")")
        watch(name, engine)
      }
    }
  }

  private func log(_ name: String, _ text: String) {
    let elapsed = ContinuousClock.now - start
    let milliseconds =
      elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
    print(
      String(format: "%6.3f s  %-13@ %@", Double(milliseconds) / 1000, name as NSString, text as NSString))
  }

  private func pause(_ seconds: Double) async {
    try? await Task.sleep(for: .seconds(seconds))
  }
}
