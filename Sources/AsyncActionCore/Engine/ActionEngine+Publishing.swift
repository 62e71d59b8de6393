// The engine's publishing: what the machine decided, copied into the values a UI observes and
// told to `onPresentationChange`.

extension ActionEngine {
  /// Copies what the machine published into the observable properties, each only when it
  /// changed, and tells ``onPresentationChange``.
  func publishState() {
    // The published values are compared through their storage (`publishedDrawn`,
    // `publishedProgress`): the engine reading its own state must not register as an observer
    // of it, and an observer is told only of a transition that changed something, once. They
    // are read in place, not copied out of the machine first.
    if machine.published.drawn.differs(from: publishedDrawn) {
      let aRunEnded = machine.published.drawn.lastRun != publishedDrawn.lastRun
      // The drawn value and a run's outcome change in one mutation: an observer told before it
      // (Observation's `onChange`) or after it reads a last run with its own outcome.
      if isObserved {
        withMutation(keyPath: \.drawn) { storeDrawn(aRunEnded: aRunEnded) }
      } else {
        storeDrawn(aRunEnded: aRunEnded)
      }
    }
    if machine.published.progress != publishedProgress { progress = machine.published.progress }
    notifyPresentationChange()
  }

  /// Stores the machine's drawn value, and when a run has ended, its outcome.
  private func storeDrawn(aRunEnded: Bool) {
    publishedDrawn = machine.published.drawn
    if aRunEnded { publishedLastOutcome = machine.published.lastOutcome }
  }

  /// Tells ``onPresentationChange`` the new presentation, if it changed.
  func notifyPresentationChange() {
    guard let presentationListener else { return }
    // From the backing storage, like `publishState`: the engine reading its own state must not
    // register as an observer of it.
    let presentation = untrackedPresentation
    guard presentation != presentationListener.presented else { return }
    presentationListener.presented = presentation
    presentationListener.notify(presentation)
  }
}
