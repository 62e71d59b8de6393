// What a UI draws for an engine, as one value: every decision a UI would otherwise make about
// what to draw is made here, so that each UI is a plain mapping and the decisions are tested once.

import Foundation

/// Everything a UI or a look may draw for a button at one moment, as plain values: the engine's
/// decisions, never its raw task state.
///
/// A UI hands this to every look (the SwiftUI view's `AsyncActionStyle` receives it in its
/// configuration), so a look — built-in or custom — can only draw what the engine decided:
/// - ``isBusyIndicatorVisible`` turns on only after the show-delay and stays on for the minimum visible
///   time, so a look that draws it cannot flash or flicker;
/// - ``progress`` is the fraction the ring shows, set only while the spinner is visible (progress
///   an action reports during the show-delay shows nothing);
/// - ``failureCount`` changes once per failed run, when the run's spinner is gone, so a one-shot
///   failure look (a shake) plays once per failure.
///
/// A UI that draws without Observation, such as the GTK widget, gets each new value from
/// ``ActionEngine/onPresentationChange``.
///
/// ```swift
/// let presentation = engine.presentation
/// label.opacity(presentation.isBusyIndicatorVisible ? 0.4 : 1)
/// ```
@_spi(Shell) public struct ActionPresentation: Hashable, Sendable {
  /// What the button shows in place of its label: ``ActionEngine/indicator``.
  public internal(set) var indicator: ActionEngine.Indicator?
  /// The phase without its error: ``ActionEngine/phase``. It decides the accessibility value.
  public internal(set) var phase: ActionEngine.Phase.Kind
  /// Whether a run is in progress (taps are ignored or restart): ``ActionEngine/isBusy``. Busy
  /// starts at the tap, before the spinner shows; draw ``isBusyIndicatorVisible`` instead.
  public internal(set) var isBusy: Bool
  /// Whether the button looks and reports itself disabled: ``ActionEngine/isDisabled``.
  public internal(set) var isDisabled: Bool
  /// Whether the spinner (or the progress ring) shows: ``ActionEngine/isBusyIndicatorVisible``.
  public internal(set) var isBusyIndicatorVisible: Bool
  /// The fraction from 0 to 1 that the indicator shows, or `nil` when the indicator is not a
  /// progress ring (no progress reported, or the spinner is not visible).
  ///
  /// Progress shows exactly while it is not `nil` (whatever the ``ActionLooks/Progress``: a ring, a bar,
  /// percent text): the time for a UI to tell assistive technologies that the button updates
  /// frequently (SwiftUI's `.updatesFrequently` trait).
  public internal(set) var progress: Double?
  /// ``ActionEngine/busyIndicatorShowCount``: a new value restarts a spinner's turn.
  public internal(set) var busyIndicatorShowCount: Int
  /// How many runs have failed so far: ``ActionEngine/failureCount``. It changes exactly once for
  /// each failed run, when the run ends (after its spinner's minimum visible time).
  ///
  /// > Note: ``ActionEngine/onPresentationChange`` is called as the engine's state changes,
  /// > before the run's ``ActionEvent/Kind/finished(_:_:)`` event, and once more when a failed run
  /// > raises this count: a UI that draws from the callback learns how a run ended from
  /// > ``ActionEngine/onEvent``.
  public internal(set) var failureCount: Int
  /// How many runs in a row have failed: ``ActionEngine/consecutiveFailureCount``. Raised with
  /// ``failureCount``, set back to 0 by a successful run, left as it is by a cancelled one. The
  /// retry title shows while it is more than 0 (``ActionTitles/retry``).
  public internal(set) var consecutiveFailureCount: Int
  /// Whether a tap now cancels the run: ``ActionEngine/tapCancels``. A UI shows a stop glyph
  /// inside the ring (``LookAppearance/showsStopGlyph``) and gives the button the accessibility
  /// hint ``ActionStrings/pressToCancel`` (``accessibilityHint(in:)``) while it is `true`; its
  /// label stays its title.
  public internal(set) var tapCancels: Bool

  /// Creates a presentation. Only the engine decides presentations (a caller must not build one
  /// that no engine state gives); tests build them through `package` access.
  ///
  /// - Parameters:
  ///   - indicator: What the button shows in place of its label.
  ///   - phase: The phase without its error.
  ///   - isBusy: Whether a run is in progress.
  ///   - isDisabled: Whether the button looks disabled.
  ///   - isBusyIndicatorVisible: Whether the spinner shows.
  ///   - busyIndicatorShowCount: A number that changes whenever the spinner starts being seen.
  ///   - failureCount: How many runs have failed so far.
  ///   - consecutiveFailureCount: How many runs in a row have failed.
  ///   - tapCancels: Whether a tap now cancels the run.
  package init(
    indicator: ActionEngine.Indicator?, phase: ActionEngine.Phase.Kind, isBusy: Bool,
    isDisabled: Bool = false,
    isBusyIndicatorVisible: Bool, busyIndicatorShowCount: Int = 0, failureCount: Int = 0,
    consecutiveFailureCount: Int = 0, tapCancels: Bool = false
  ) {
    self.indicator = indicator
    self.phase = phase
    self.isBusy = isBusy
    self.isDisabled = isDisabled
    self.isBusyIndicatorVisible = isBusyIndicatorVisible
    if case .progress(let fraction) = indicator { progress = fraction } else { progress = nil }
    self.busyIndicatorShowCount = busyIndicatorShowCount
    self.failureCount = failureCount
    self.consecutiveFailureCount = consecutiveFailureCount
    self.tapCancels = tapCancels
  }

  /// A button that has never run: its label, nothing else.
  public static let idle = ActionPresentation(
    indicator: nil, phase: .idle, isBusy: false, isBusyIndicatorVisible: false)

  /// The percentage the accessibility value says while progress shows
  /// (``PercentFormat/spokenPercent(_:)``: in steps of ``PercentFormat/spokenStep``), or `nil`
  /// while it does not. It changes less often than ``progress``: a UI that keeps the value
  /// compares this first.
  public var spokenPercent: Int? { progress.map(PercentFormat.spokenPercent) }

  /// The accessibility value for this presentation: "In progress" while running, "In progress,
  /// 40%" while progress shows, "Done" or "Failed" during a feedback phase, `nil` when idle
  /// (``ActionEngine/accessibilityValue``).
  ///
  /// The percentage is ``spokenPercent``, in steps of ``PercentFormat/spokenStep`` so that a
  /// screen reader does not speak every report, written as the strings' language writes
  /// percentages (``PercentFormat/string(_:locale:)``); 100 % only once the run is done.
  ///
  /// ```swift
  /// let spanish = ActionStrings(language: "es")
  /// presentation.accessibilityValue(in: spanish)  // "En curso, 40 %" at a progress of 0.42
  /// ```
  ///
  /// - Parameter strings: The strings to take it from, usually ``ActionEngine/strings``.
  /// - Returns: The localized value, or `nil`.
  public func accessibilityValue(in strings: ActionStrings) -> String? {
    switch phase {
    case .idle: nil
    case .busy:
      if let spokenPercent {
        strings.inProgress(
          percent: PercentFormat.string(
            Double(spokenPercent) / 100, locale: Locale(identifier: strings.language)))
      } else {
        strings.inProgress
      }
    case .succeeded: strings.done
    case .failed: strings.failed
    }
  }

  /// The accessibility hint for this presentation: "Press to cancel" while a tap cancels the run
  /// (``tapCancels``), `nil` otherwise. The button's label stays its title.
  ///
  /// ```swift
  /// presentation.accessibilityHint(in: .current)  // "Press to cancel", or nil
  /// ```
  ///
  /// - Parameter strings: The strings to take it from, usually ``ActionEngine/strings``.
  /// - Returns: The localized hint, or `nil`.
  public func accessibilityHint(in strings: ActionStrings) -> String? {
    tapCancels ? strings.pressToCancel : nil
  }

  /// The accessibility value and hint as one text, for a UI with no hint of its own (GTK's
  /// accessible description): "In progress, 40%. Press to cancel" while a tap cancels, the value
  /// alone otherwise.
  ///
  /// ```swift
  /// presentation.accessibilityDescription(in: .current)  // "In progress, 40%. Press to cancel"
  /// ```
  ///
  /// - Parameter strings: The strings to take it from, usually ``ActionEngine/strings``.
  /// - Returns: The localized text, or `nil` when idle.
  public func accessibilityDescription(in strings: ActionStrings) -> String? {
    guard let value = accessibilityValue(in: strings) else { return accessibilityHint(in: strings) }
    guard let hint = accessibilityHint(in: strings) else { return value }
    return strings.value(value, hint: hint)
  }
}

extension ActionPresentation {
  /// The presentation of what the machine published: `drawn`, with `progress` shown while the
  /// spinner is.
  init(_ drawn: ActionStateMachine.Drawn, progress: Double?) {
    self.init(
      indicator: ActionEngine.Indicator(
        isBusyIndicatorVisible: drawn.isBusyIndicatorVisible, progress: progress, phase: drawn.phaseKind),
      phase: drawn.phaseKind, isBusy: drawn.isBusy, isDisabled: drawn.isDisabled,
      isBusyIndicatorVisible: drawn.isBusyIndicatorVisible,
      busyIndicatorShowCount: drawn.busyIndicatorShowCount,
      failureCount: drawn.failureCount, consecutiveFailureCount: drawn.consecutiveFailureCount,
      tapCancels: drawn.tapCancels)
  }
}

extension ActionEngine {
  /// What the button draws now: the engine's indicator, phase, busy and disabled states, spinner
  /// visibility, progress, failure counts and what a tap does, as one value. Observable, like
  /// everything it reads.
  @_spi(Shell) public var presentation: ActionPresentation { ActionPresentation(drawn, progress: progress) }

  /// ``presentation``, read without registering an access with Observation: for a UI that draws
  /// through ``onPresentationChange`` alone, such as the GTK widget, so that an engine nothing
  /// observes pays nothing for Observation when it changes.
  ///
  /// ```swift
  /// draw(engine.untrackedPresentation)
  /// engine.onPresentationChange = { [weak widget] in widget?.draw($0) }
  /// ```
  @_spi(Shell) public var untrackedPresentation: ActionPresentation {
    ActionPresentation(publishedDrawn, progress: publishedProgress)
  }
}

extension ActionPresentation {
  /// This presentation with the progress indicator filled to `fraction`; unchanged without a
  /// progress indicator.
  package func withProgress(_ fraction: Double) -> ActionPresentation {
    guard case .progress = indicator else { return self }
    return ActionPresentation(
      indicator: .progress(fraction), phase: phase, isBusy: isBusy, isDisabled: isDisabled,
      isBusyIndicatorVisible: isBusyIndicatorVisible, busyIndicatorShowCount: busyIndicatorShowCount,
      failureCount: failureCount,
      consecutiveFailureCount: consecutiveFailureCount, tapCancels: tapCancels)
  }
}
