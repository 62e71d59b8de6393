@_spi(Shell) public import AsyncActionCore

extension ActionPresentation {
  /// The presentation of a button showing `indicator`, as an engine publishes it: for a test or a
  /// preview of a look in one state, without running an action to get there.
  ///
  /// The other values follow from the indicator, as they do in an engine: a spinner or a
  /// progress ring means a run in progress with its spinner shown; a mark means its feedback
  /// phase; `nil` means idle.
  ///
  /// ```swift
  /// let appearance = ActionLooks(progress: .percent).appearance(
  ///   of: .showing(.progress(0.29)), reduceMotion: false)
  /// appearance.indicator  // .percent("29%")
  /// ```
  ///
  /// - Parameters:
  ///   - indicator: What the button shows in place of its label; `nil` for an idle button.
  ///   - failureCount: How many runs have failed so far.
  /// - Returns: The presentation.
  @_spi(Shell) public static func showing(
    _ indicator: ActionEngine.Indicator?, failureCount: Int = 0
  ) -> ActionPresentation {
    let phase: ActionEngine.Phase.Kind =
      switch indicator {
      case nil: .idle
      case .spinner, .progress: .busy
      case .succeeded: .succeeded
      case .failed: .failed
      }
    let running = phase == .busy
    return ActionPresentation(
      indicator: indicator, phase: phase, isBusy: running, isBusyIndicatorVisible: running,
      failureCount: failureCount)
  }
}
