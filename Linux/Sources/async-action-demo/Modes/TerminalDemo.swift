@_spi(Shell) import AsyncActionCore
import AsyncActionGTK
import CGtk
import Foundation
import Observation

/// The seed's "Edit Profile" screen, played by the engine in a terminal: three buttons, scripted
/// taps on the real clock, and a line for every change a UI would draw. It speaks the user's
/// language, as the window does: the screen's title and the buttons' names in the demo's
/// strings, and a run's ending as the engine announces it ("Done", "Hecho").
@MainActor
final class TerminalDemo {
  private var saves = 0
  private var syncs = 0
  private let start = ContinuousClock.now
  private let strings = DemoStrings.forUser()
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
    save = ActionEngine(strings: strings.actionStrings)
    sync = ActionEngine(strings: strings.actionStrings)
    invite = ActionEngine(strings: strings.actionStrings)
    save.action = AsyncAction { [unowned self] in
      try await Task.sleep(for: .seconds(1.5))
      saves += 1
    }
    sync.action = AsyncAction { [unowned self] in
      try await Task.sleep(for: .seconds(1))
      syncs += 1
    }
    invite.action = AsyncAction { try await Task.sleep(for: .seconds(2)) }
    for (name, engine) in [(saveName, save), (syncName, sync), (inviteName, invite)] {
      watch(name, engine)
      engine.onEvent = { [unowned self, unowned engine] event in
        switch event.kind {
        case .ignored: break
        case .started(let run): log(name, "\(run) started")
        case .finished(let run, let outcome):
          log(name, "\(run) ended: \(outcome) (\(engine.announcement(for: outcome)))")
        }
      }
    }
  }

  private var saveName: String { strings("Save Changes") }
  private var syncName: String { strings("Sync") }
  private var inviteName: String { strings("Send Invite") }

  func play() async {
    printCounts()
    tap(saveName, save)
    await pause(0.08)
    tap(saveName, save)  // a double tap: ignored, the button is busy
    await pause(0.05)
    tap(syncName, sync)
    await pause(0.05)
    tap(inviteName, invite)
    await pause(0.7)
    log(inviteName, "leaves the screen")
    invite.disappear()
    await pause(0.2)
    tap(syncName, sync)  // still syncing: ignored
    while save.isBusy || sync.isBusy || invite.isBusy { await pause(0.05) }
    await pause(0.05)
    printCounts()
  }

  /// The screen's title and the counts, as the window's status line reads them.
  private func printCounts() {
    let counts = strings("Saves: {saves} · Syncs: {syncs}", ["saves": "\(saves)", "syncs": "\(syncs)"])
    print("\(strings("Edit Profile")) — \(counts)")
  }

  private func tap(_ name: String, _ engine: ActionEngine) {
    log(name, "tap → \(engine.tap())")
  }

  /// Prints every change of what the button shows.
  private func watch(_ name: String, _ engine: ActionEngine) {
    withObservationTracking {
      _ = (engine.isBusy, engine.isBusyIndicatorVisible)
    } onChange: {
      Task { @MainActor [weak self] in
        guard let self else { return }
        log(name, "busy: \(engine.isBusy), spinner: \(engine.isBusyIndicatorVisible ? "shown" : "hidden")")
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
