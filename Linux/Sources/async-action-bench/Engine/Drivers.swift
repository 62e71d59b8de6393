@_spi(Shell) import AsyncActionCore
import Observation

/// What a UI does with observable state: reads what it shows, and when one of those values
/// changes, reads again on the event loop's next turn (here: when the bench's pump looks).
@MainActor
final class Observer {
  private let read: @MainActor () -> Void
  private var isDirty = false
  private(set) var renders = 0

  init(read: @escaping @MainActor () -> Void) {
    self.read = read
    render()
  }

  /// Reads again if a value changed since the last read; returns `true` for the pump.
  @discardableResult
  func renderIfNeeded() -> Bool {
    if isDirty { render() }
    return true
  }

  private func render() {
    isDirty = false
    renders += 1
    withObservationTracking {
      read()
    } onChange: { [weak self] in
      // The mutation runs on the main actor: onChange is called in its willSet.
      MainActor.assumeIsolated { self?.isDirty = true }
    }
  }
}

/// A user's own loading flag, observed by their UI.
@MainActor @Observable
final class FlagModel {
  var isRunning = false
  var isSpinnerShown = false
}

/// The baseline of `engine_vs_flag_*`: `isRunning = true; Task { await action(); isRunning = false }`
/// on an `@Observable` model with one observer; with a `showDelay`, also the hand-written delayed
/// spinner: a task that sleeps for the delay and then shows the spinner, cancelled when the
/// action returns first. `extraHops` (self-checks only) adds main-actor hops to each run.
@MainActor
final class FlagDriver {
  let model = FlagModel()
  let showDelay: Duration?
  let extraHops: Int
  private(set) var finished = 0
  private var observer: Observer?

  init(showDelay: Duration?, extraHops: Int = 0) {
    self.showDelay = showDelay
    self.extraHops = extraHops
    let model = model
    observer = Observer {
      _ = model.isRunning
      _ = model.isSpinnerShown
    }
  }

  func run(_ count: Int) {
    let action: @MainActor () async -> Void = { [unowned self] in
      for _ in 0..<extraHops { await Task.yield() }
      finished += 1
    }
    for _ in 0..<count {
      let target = finished + 1
      tap(action)
      MainQueue.pump { observer!.renderIfNeeded() && finished == target && !model.isRunning }
    }
  }

  @inline(never)
  func tap(_ action: @escaping @MainActor () async -> Void) {
    model.isRunning = true
    guard let showDelay else {
      Task { @MainActor in
        await action()
        model.isRunning = false
      }
      return
    }
    let spinner = Task { @MainActor [model] in
      do { try await Task.sleep(for: showDelay) } catch { return }
      model.isSpinnerShown = true
    }
    Task { @MainActor in
      await action()
      spinner.cancel()
      if model.isSpinnerShown { model.isSpinnerShown = false }
      model.isRunning = false
    }
  }
}

/// Taps an engine's trivial action again and again, each tap once the last run has finished,
/// with one observer reading what a button shows.
@MainActor
final class RunDriver {
  let engine: ActionEngine
  private(set) var actionsRun = 0
  private(set) var runsFinished = 0
  private var observer: Observer?

  init(timing: ActionConfiguration.BusyIndicatorTiming) {
    engine = ActionEngine(configuration: ActionConfiguration(timing: timing))
    engine.action = AsyncAction { [unowned self] in actionsRun += 1 }
    engine.onEvent = { [unowned self] event in
      if case .finished = event.kind { runsFinished += 1 }
    }
    let engine = engine
    observer = Observer {
      _ = engine.isBusy
      _ = engine.isBusyIndicatorVisible
    }
  }

  func run(_ count: Int) {
    for _ in 0..<count {
      let target = runsFinished + 1
      tap()
      MainQueue.pump { observer!.renderIfNeeded() && runsFinished == target }
    }
    precondition(actionsRun == runsFinished)
  }

  @inline(never)
  func tap() {
    engine.tap()
  }
}

/// An action that waits until the bench lets it go.
@MainActor
final class Gate {
  private var waiter: CheckedContinuation<Void, Never>?
  private var isOpen = false

  func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { waiter = $0 }
  }

  func open() {
    isOpen = true
    waiter?.resume()
    waiter = nil
  }

  /// Makes the next `wait()` wait again, until the next `open()`.
  func close() {
    isOpen = false
  }
}
