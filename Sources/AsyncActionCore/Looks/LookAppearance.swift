public import Foundation

/// Everything a look shows at one moment: which title shows and how, the indicator and where it
/// goes, the progress bar, the stop glyph, and the opacities they are drawn with (at the one
/// ``LookGeometry/standard`` geometry).
///
/// ``ActionLooks/appearance(of:titles:reduceMotion:increasedContrast:supportsSymbolEffects:locale:)`` computes it from the engine's
/// ``ActionPresentation``; a shell draws exactly this and nothing else, so the SwiftUI view and
/// the GTK widget agree on every look in every phase.
///
/// ```swift
/// let appearance = looks.appearance(of: presentation, reduceMotion: reduceMotion, supportsSymbolEffects: true)
/// label.opacity(appearance.titleOpacity)
/// ```
@_spi(Shell) public struct LookAppearance: Hashable, Sendable {
  /// Which title shows: the button's label, its busy title or its retry title. ``titleVisibility`` and
  /// ``titleAnimation`` apply to it.
  public var title: LookTitle
  /// Every title the button lays out, ``title`` among them, in this order: the label, then the
  /// busy title and the retry title if the button has them. A shell keeps each in layout and
  /// shows only ``title`` (the others at opacity 0), so the button is as wide as the widest title
  /// in every phase and never changes size when one title replaces another.
  public var measuredTitles: [LookTitle]
  /// How the title shows.
  public var titleVisibility: TitleVisibility
  /// How the title moves while it shows: a pulse, a symbol effect, or not at all.
  public var titleAnimation: TitleAnimation
  /// What shows in place of or beside the label, or `nil` for nothing.
  public var indicator: LookIndicator?
  /// Where ``indicator`` goes; `nil` exactly when there is no indicator.
  public var indicatorPlacement: IndicatorPlacement?
  /// The fraction from 0 to 1 the progress bar under the label shows, or `nil` for no bar.
  public var bar: Double?
  /// Whether a stop glyph shows inside the spinner or the progress ring: a tap now cancels the run
  /// (``ActionPresentation/tapCancels``, under ``ActionConfiguration/TapPolicy/cancelWhileBusy``) and the indicator
  /// is a ``LookIndicator/spinner`` or a ``LookIndicator/ring(_:)``. Other indicators, and the
  /// looks that show none, have no glyph; the accessibility hint (``ActionStrings/pressToCancel``)
  /// says what a tap does whatever the look.
  public var showsStopGlyph: Bool
  /// The opacities of the progress track, of the pulse's lowest point and of a dimmed label:
  /// ``LookOpacities/increasedContrast`` when the user asked for more contrast, else
  /// ``LookOpacities/standard``.
  public var opacities: LookOpacities
  /// Whether an indicator beside the label (``IndicatorPlacement/leading`` and
  /// ``IndicatorPlacement/trailing``) slides in and out, the button's width following it over
  /// ``LookConstants/crossfade`` (`true`), or appears and goes in place, the width changing at
  /// once (`false`: with reduced motion, and for a look that puts its indicator in place of the
  /// label, where nothing slides). While it slides, the indicator is drawn only inside the room
  /// the slide has opened, never past the button's edge.
  public var slidesBeside: Bool

  /// The opacity the label rests at: 1 visible, 0 hidden, ``LookOpacities/dimmed`` dimmed. A
  /// pulsing label breathes from here down to ``LookOpacities/pulseLowest`` and back.
  ///
  /// ```swift
  /// LookAppearance(titleVisibility: .dimmed, opacities: .increasedContrast).titleOpacity  // 0.75
  /// ```
  public var titleOpacity: Double { titleVisibility.opacity(with: opacities) }

  /// Creates an appearance. Shells receive theirs from
  /// ``ActionLooks/appearance(of:titles:reduceMotion:increasedContrast:supportsSymbolEffects:locale:)``; this initializer is for tests and
  /// previews that show one state.
  ///
  /// ```swift
  /// let idle = LookAppearance(titleVisibility: .visible)
  /// ```
  ///
  /// - Parameters:
  ///   - titleVisibility: How the title shows.
  ///   - titleAnimation: How the label moves; ``TitleAnimation/none`` by default.
  ///   - indicator: What shows in place of or beside the label; `nil` by default.
  ///   - indicatorPlacement: Where the indicator goes; `nil` by default, for no indicator.
  ///   - bar: The fraction the progress bar shows; `nil` by default, for no bar.
  ///   - title: Which title shows; the label by default.
  ///   - measuredTitles: Every title laid out; the label alone by default.
  ///   - showsStopGlyph: Whether a stop glyph shows inside the indicator; `false` by default.
  ///   - opacities: The track's, the pulse's lowest and the dim's opacities;
  ///     ``LookOpacities/standard`` by default.
  ///   - slidesBeside: Whether an indicator beside the label slides; `false` by default.
  public init(
    titleVisibility: TitleVisibility, titleAnimation: TitleAnimation = .none, indicator: LookIndicator? = nil,
    indicatorPlacement: IndicatorPlacement? = nil, bar: Double? = nil, title: LookTitle = .label,
    measuredTitles: [LookTitle] = LookTitle.labelAlone, showsStopGlyph: Bool = false,
    opacities: LookOpacities = .standard, slidesBeside: Bool = false
  ) {
    self.opacities = opacities
    self.slidesBeside = slidesBeside
    self.title = title
    self.measuredTitles = measuredTitles
    self.showsStopGlyph = showsStopGlyph
    self.titleVisibility = titleVisibility
    self.titleAnimation = titleAnimation
    self.indicator = indicator
    self.indicatorPlacement = indicatorPlacement
    self.bar = bar
  }
}

/// How a button's title shows.
///
/// ```swift
/// label.opacity(appearance.titleOpacity)
/// ```
@_spi(Shell) public enum TitleVisibility: Hashable, Sendable, CaseIterable {
  /// Fully visible.
  case visible
  /// Invisible but still in layout, so that the button keeps the label's size under an indicator
  /// that replaces it.
  case hidden
  /// Visible at ``LookOpacities/dimmed``: what stands for a pulse or a symbol effect with
  /// reduced motion.
  case dimmed

  /// The label's opacity: 1, 0, or the dim of `opacities`.
  ///
  /// ```swift
  /// TitleVisibility.dimmed.opacity(with: .standard)  // 0.55
  /// ```
  ///
  /// - Parameter opacities: The opacities for the user's contrast setting
  ///   (``LookAppearance/opacities``).
  /// - Returns: The opacity.
  public func opacity(with opacities: LookOpacities) -> Double {
    switch self {
    case .visible: 1
    case .hidden: 0
    case .dimmed: opacities.dimmed
    }
  }
}

/// How a button's title moves while it shows.
///
/// ```swift
/// if appearance.titleAnimation == .pulse { startBreathing() }
/// ```
@_spi(Shell) public enum TitleAnimation: Hashable, Sendable, CaseIterable {
  /// Still.
  case none
  /// The opacity breathes from 1 to ``LookOpacities/pulseLowest`` and back, every
  /// ``LookConstants/pulsePeriod``.
  case pulse
  /// The label's symbols play an indefinite symbol effect. Only for a shell that supports symbol
  /// effects (SwiftUI): for one that does not (GTK), ``ActionLooks/appearance(of:titles:reduceMotion:increasedContrast:supportsSymbolEffects:locale:)``
  /// answers ``pulse`` instead.
  case symbolEffect
}

/// What a look shows in place of the label or beside it.
///
/// ```swift
/// switch appearance.indicator {
/// case .spinner: spinner
/// case .ring(let fraction): ring(filledTo: fraction)
/// case .percent(let text): Text(text)
/// case .succeeded: checkmark
/// case .failed: cross
/// case nil: EmptyView()
/// }
/// ```
@_spi(Shell) public enum LookIndicator: Hashable, Sendable {
  /// An indeterminate spinner.
  case spinner
  /// A progress ring filled to the fraction, from 0 to 1.
  case ring(Double)
  /// The progress as text, such as "29%" (``PercentFormat/string(_:locale:)``).
  case percent(String)
  /// The success mark, during the success feedback time.
  case succeeded
  /// The failure mark, during the failure feedback time.
  case failed
}

extension ActionLooks {
  /// Everything these looks show for one presentation: the one function every shell draws from.
  ///
  /// The rules, row by row (the article <doc:Looks> has them as a table):
  /// - No indicator (idle, and a run waiting out its show-delay): the label alone, still.
  /// - The spinner: ``ActionLooks/Busy/overlay`` shows it in place of the label (hidden, in layout),
  ///   ``ActionLooks/Busy/leading`` and ``ActionLooks/Busy/trailing`` beside it; ``ActionLooks/Busy/pulse`` and
  ///   ``ActionLooks/Busy/symbolEffect`` animate the label instead (dim it, with reduced motion);
  ///   ``ActionLooks/Busy/none`` shows the label as it is.
  /// - Progress: ``ActionLooks/Progress/ring`` and ``ActionLooks/Progress/percent`` show where the busy look puts
  ///   its indicator (``ActionLooks/Busy/indicatorPlacement``), for every busy look;
  ///   ``ActionLooks/Progress/bar`` shows a bar under the label, which stays as the busy look draws it
  ///   while the spinner shows (visible, pulsing or dimmed).
  /// - The success and failure marks, during their feedback times: where the busy look puts its
  ///   indicator, for every busy look.
  ///
  /// A label an indicator replaces is hidden and still, whatever the busy look.
  ///
  /// Two settings of the user's change how, never what:
  /// - Increased contrast: the track, the pulse's lowest point and the dim are stronger
  ///   (``LookOpacities/increasedContrast``).
  /// - Reduced motion: the pulse and the busy symbol effect become a still dim (above), and an
  ///   indicator beside the label appears in place instead of sliding
  ///   (``LookAppearance/slidesBeside``).
  ///
  /// With ``ActionTitles`` (``ActionTitles/none`` by default), the title that shows is:
  /// - the busy title, while the presentation shows its spinner or progress
  ///   (``ActionPresentation/isBusyIndicatorVisible``), if there is one. Under ``ActionLooks/Busy/overlay`` it
  ///   stands in place of the spinner (a progress ring or percent text still replaces it);
  ///   under ``ActionLooks/Busy/leading`` and ``ActionLooks/Busy/trailing`` the spinner goes beside it; under
  ///   ``ActionLooks/Busy/pulse`` and ``ActionLooks/Busy/symbolEffect`` it pulses or is dimmed as the label would;
  ///   under ``ActionLooks/Busy/none`` it shows still.
  /// - ``ActionLooks/Busy/symbolEffect`` in a shell without symbol effects: the pulse of
  ///   ``ActionLooks/Busy/pulse`` (the one fallback, decided here).
  /// - otherwise the retry title, while ``ActionPresentation/consecutiveFailureCount`` is more
  ///   than 0, if there is one;
  /// - otherwise the label.
  ///
  /// Every title is measured in every phase (``LookAppearance/measuredTitles``), so the button's
  /// width is the widest title's. The stop glyph (``LookAppearance/showsStopGlyph``) shows inside
  /// a spinner or ring while ``ActionPresentation/tapCancels``.
  ///
  /// ```swift
  /// let appearance = ActionLooks(busy: .pulse)
  ///   .appearance(of: engine.presentation, reduceMotion: true, supportsSymbolEffects: false)
  /// appearance.titleVisibility  // .dimmed while the spinner would show
  /// ```
  ///
  /// - Parameters:
  ///   - presentation: What the engine decided: ``ActionEngine/presentation``, or the value
  ///     ``ActionEngine/onPresentationChange`` received.
  ///   - titles: The button's busy and retry titles; none by default.
  ///   - reduceMotion: Whether the user asked for reduced motion (SwiftUI's
  ///     `accessibilityReduceMotion`, GTK's `gtk-enable-animations` turned off).
  ///   - increasedContrast: Whether the user asked for more contrast (SwiftUI's
  ///     `colorSchemeContrast` is `.increased`; in GTK, a high-contrast theme); `false` by default.
  ///   - supportsSymbolEffects: Whether the shell plays SF Symbols effects (SwiftUI: `true`;
  ///     GTK: `false`). Without them the ``ActionLooks/Busy/symbolEffect`` look pulses the label, as
  ///     ``ActionLooks/Busy/pulse`` does: a user sees that the button works.
  ///   - locale: The locale the percent text is written in; the user's by default.
  /// - Returns: What to draw.
  @_spi(Shell) public func appearance(
    of presentation: ActionPresentation, titles: ActionTitles = .none, reduceMotion: Bool,
    increasedContrast: Bool = false, supportsSymbolEffects: Bool, locale: Locale = .current
  ) -> LookAppearance {
    appearance(
      for: presentation.lookInputs, titles: titles, reduceMotion: reduceMotion,
      increasedContrast: increasedContrast, supportsSymbolEffects: supportsSymbolEffects, locale: locale)
  }

  /// Everything these looks show for the parts of a presentation a look reads: the same as
  /// ``appearance(of:titles:reduceMotion:increasedContrast:supportsSymbolEffects:locale:)`` for every
  /// presentation whose `ActionPresentation.lookInputs` these are. ``LookAppearanceMemo`` keeps
  /// the appearances of the last inputs under them and computes one only when they change.
  func appearance(
    for inputs: ActionPresentation.LookInputs, titles: ActionTitles = .none, reduceMotion: Bool,
    increasedContrast: Bool = false, supportsSymbolEffects: Bool, locale: Locale = .current
  ) -> LookAppearance {
    var label = TitleVisibility.visible
    var animation = TitleAnimation.none
    var indicator: LookIndicator?
    var bar: Double?
    switch inputs.indicator {
    case nil:
      break
    case .spinner:
      (label, animation, indicator) = busyLabel(
        reduceMotion: reduceMotion, supportsSymbolEffects: supportsSymbolEffects)
      // A busy title under a look whose indicator replaces the label says what it would.
      if titles.busy != nil, busy.busyTitleReplacesIndicator { indicator = nil }
    case .progress(let value):
      let fraction = Self.clamped(value)
      switch progress {
      case .ring: indicator = .ring(fraction)
      case .percent: indicator = .percent(PercentFormat.string(fraction, locale: locale))
      case .bar:
        bar = fraction
        (label, animation, _) = busyLabel(
          reduceMotion: reduceMotion, supportsSymbolEffects: supportsSymbolEffects)
      }
    case .succeeded:
      indicator = .succeeded
    case .failed:
      indicator = .failed
    }
    let placement = indicator.map { _ in busy.indicatorPlacement }
    if placement == .overlay {
      label = .hidden
      animation = .none
    }
    let title: LookTitle =
      if inputs.isBusyIndicatorVisible, let busyTitle = titles.busy {
        .busy(busyTitle)
      } else if inputs.showsRetry, let retry = titles.retry {
        .retry(retry)
      } else {
        .label
      }
    var measured = LookTitle.labelAlone
    if let busyTitle = titles.busy { measured.append(.busy(busyTitle)) }
    if let retry = titles.retry { measured.append(.retry(retry)) }
    let showsStopGlyph: Bool =
      switch indicator {
      case .spinner, .ring: inputs.tapCancels
      case .percent, .succeeded, .failed, nil: false
      }
    return LookAppearance(
      titleVisibility: label, titleAnimation: animation, indicator: indicator, indicatorPlacement: placement,
      bar: bar, title: title, measuredTitles: measured, showsStopGlyph: showsStopGlyph,
      opacities: .forContrast(increased: increasedContrast),
      slidesBeside: busy.indicatorPlacement != .overlay && !reduceMotion)
  }

  /// The label, its animation and the indicator of the busy look while the spinner shows.
  private func busyLabel(
    reduceMotion: Bool, supportsSymbolEffects: Bool
  ) -> (TitleVisibility, TitleAnimation, LookIndicator?) {
    switch busy {
    case .overlay, .leading, .trailing: (.visible, .none, .spinner)
    case .pulse: reduceMotion ? (.dimmed, .none, nil) : (.visible, .pulse, nil)
    case .symbolEffect:
      reduceMotion ? (.dimmed, .none, nil) : (.visible, supportsSymbolEffects ? .symbolEffect : .pulse, nil)
    case .none: (.visible, .none, nil)
    }
  }

  /// `value` within 0…1; 0 for NaN.
  static func clamped(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}

extension ActionPresentation {
  /// The parts of a presentation a look reads, and nothing else: two presentations with the same
  /// inputs have the same ``LookAppearance`` under every look. The counts that change with every
  /// run (``busyIndicatorShowCount``, ``failureCount``) and the phase and busy state, which the
  /// indicator already says, are not among them.
  struct LookInputs: Hashable, Sendable {
    /// ``ActionPresentation/indicator``.
    let indicator: ActionEngine.Indicator?
    /// ``ActionPresentation/isBusyIndicatorVisible``: the busy title shows while it is `true`.
    let isBusyIndicatorVisible: Bool
    /// Whether ``ActionPresentation/consecutiveFailureCount`` is more than 0: the retry title
    /// shows.
    let showsRetry: Bool
    /// ``ActionPresentation/tapCancels``: the stop glyph shows.
    let tapCancels: Bool
  }

  /// What a look reads of this presentation: the key under which ``LookAppearanceMemo`` keeps an
  /// appearance.
  var lookInputs: LookInputs {
    LookInputs(
      indicator: indicator, isBusyIndicatorVisible: isBusyIndicatorVisible,
      showsRetry: consecutiveFailureCount > 0,
      tapCancels: tapCancels)
  }
}
