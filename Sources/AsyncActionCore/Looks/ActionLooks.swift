// The looks a button can take, as plain values: which look a shell draws is the app's choice,
// what each look shows at each moment is decided once, here (`ActionLooks.appearance`).

/// What a button looks like while it runs, when a run fails, and as its action reports progress.
///
/// A shell (the SwiftUI view, the GTK widget) takes the app's choice of looks and asks
/// ``appearance(of:titles:reduceMotion:increasedContrast:supportsSymbolEffects:locale:)`` what to draw for each ``ActionPresentation`` the engine
/// publishes; it decides nothing about the look itself. The article <doc:Looks> has the whole
/// table.
///
/// ```swift
/// let looks = ActionLooks(busy: .pulse, failure: .shake, progress: .bar)
/// let appearance = looks.appearance(of: engine.presentation, reduceMotion: false, supportsSymbolEffects: true)
/// label.opacity(appearance.titleVisibility == .hidden ? 0 : 1)
/// ```
///
/// The defaults are the button's classic look: the spinner in place of the label, no failure
/// cue beside the failure mark, and a progress ring.
public struct ActionLooks: Hashable, Sendable {
  /// What the button shows while the engine shows its spinner.
  public var busy: ActionLooks.Busy
  /// What the button plays when a run fails.
  public var failure: ActionLooks.Failure
  /// How the button shows the progress its action reports.
  public var progress: ActionLooks.Progress

  /// Creates a choice of looks.
  ///
  /// ```swift
  /// let looks = ActionLooks(busy: .leading, progress: .percent)
  /// ```
  ///
  /// - Parameters:
  ///   - busy: What the button shows while the engine shows its spinner; ``ActionLooks/Busy/overlay``
  ///     by default.
  ///   - failure: What the button plays when a run fails; ``ActionLooks/Failure/none`` by default.
  ///   - progress: How the button shows reported progress; ``ActionLooks/Progress/ring`` by default.
  public init(
    busy: ActionLooks.Busy = .overlay, failure: ActionLooks.Failure = .none,
    progress: ActionLooks.Progress = .ring
  ) {
    self.busy = busy
    self.failure = failure
    self.progress = progress
  }

  /// Whether these looks draw anything differently when the user asks for reduced motion: a
  /// busy look that animates the label (``ActionLooks/Busy/pulse``, ``ActionLooks/Busy/symbolEffect``) or slides
  /// an indicator beside it (``ActionLooks/Busy/leading``, ``ActionLooks/Busy/trailing``), or a failure look that
  /// plays a cue. When `false`, a shell need not read the setting to draw.
  ///
  /// ```swift
  /// ActionLooks().respondsToReduceMotion                // false
  /// ActionLooks(busy: .pulse).respondsToReduceMotion    // true
  /// ```
  @_spi(Shell) public var respondsToReduceMotion: Bool {
    switch (busy, failure) {
    case (.pulse, _), (.symbolEffect, _), (.leading, _), (.trailing, _), (_, .shake), (_, .symbolEffect): true
    case (.overlay, .none), (.none, .none): false
    }
  }
}

extension ActionLooks {
  /// The look of a button while the engine shows its spinner (after the show-delay, for at least
  /// the minimum visible time).
  ///
  /// It also decides where every indicator goes, the progress ring or percent text and the success
  /// and failure marks included: ``indicatorPlacement``.
  ///
  /// ```swift
  /// ActionLooks(busy: .trailing).busy.indicatorPlacement  // .trailing
  /// ```
  public enum Busy: Hashable, Sendable, CaseIterable {
    /// The spinner replaces the label, which stays in layout, invisible: the button keeps its exact
    /// size. The default.
    case overlay
    /// The spinner goes before the label, on the leading edge (the right in right-to-left
    /// languages). The label stays visible, and the button grows while an indicator shows.
    case leading
    /// The spinner goes after the label, on the trailing edge. The label stays visible, and the
    /// button grows while an indicator shows.
    case trailing
    /// No spinner: the label's opacity breathes (``LookConstants/pulsePeriod``). With reduced
    /// motion the label is dimmed instead, without movement.
    case pulse
    /// No spinner: the label's symbols play an indefinite symbol effect. A SwiftUI mechanism (SF
    /// Symbols); a shell without symbol effects (GTK) pulses the label instead, as ``pulse`` does,
    /// so that a user still sees the button work. With reduced motion the label is dimmed instead,
    /// without movement.
    case symbolEffect
    /// Nothing: the label stays as it is. Taps are still ignored, and the accessibility value
    /// still says the button is busy.
    case none

    /// Where this look puts an indicator: beside the label for ``leading`` and ``trailing``,
    /// otherwise in place of the label.
    ///
    /// Also for the looks that draw no spinner: a progress ring, percent text or a success or
    /// failure mark under ``pulse``, ``symbolEffect`` or ``none`` replaces the label.
    @_spi(Shell) public var indicatorPlacement: IndicatorPlacement {
      switch self {
      case .leading: .leading
      case .trailing: .trailing
      case .overlay, .pulse, .symbolEffect, .none: .overlay
      }
    }

    /// Whether a busy title stands in place of this look's busy indicator: `true` for a look whose
    /// indicator replaces the label (``overlay``), where the title says what the spinner would;
    /// `false` for a look whose indicator goes beside the title (``leading``, ``trailing``) or that
    /// draws none (``pulse``, ``symbolEffect``, ``none``). A progress ring, percent text or a
    /// success or failure mark still shows whatever this is.
    ///
    /// ```swift
    /// ActionLooks.Busy.overlay.busyTitleReplacesIndicator  // true
    /// ```
    var busyTitleReplacesIndicator: Bool {
      switch self {
      case .overlay: true
      case .leading, .trailing, .pulse, .symbolEffect, .none: false
      }
    }
  }
}

extension ActionLooks {
  /// What a button plays once when a run fails, on top of the failure mark (which shows during the
  /// failure feedback time whatever this look is).
  ///
  /// The cue plays once per failed run, also when there is no failure feedback time: see
  /// ``FailureCueTracker``.
  ///
  /// ```swift
  /// ActionLooks(failure: .shake)
  /// ```
  public enum Failure: Hashable, Sendable, CaseIterable {
    /// No cue: only the failure mark, during the failure feedback time. The default.
    case none
    /// The button's content shakes sideways once (``LookConstants/shakeOffsets``, in
    /// ``LookConstants/shakeDuration``).
    case shake
    /// The label's symbols play a discrete symbol effect once. A SwiftUI mechanism (SF Symbols); a
    /// shell without symbol effects (GTK) shakes the content instead, as ``shake`` does, so that a
    /// user still sees the failure.
    case symbolEffect
  }
}

extension ActionLooks {
  /// How a button shows the progress its action reports.
  ///
  /// ```swift
  /// ActionLooks(progress: .percent)
  /// ```
  public enum Progress: Hashable, Sendable, CaseIterable {
    /// A ring that fills clockwise, where the busy look puts its spinner. The default.
    case ring
    /// A thin bar under the label, which stays as the busy look draws it; the bar fills from the
    /// leading edge, and the button keeps its size.
    case bar
    /// The percentage as text (``PercentFormat``), where the busy look puts its spinner.
    case percent
  }
}

/// Where a button shows an indicator: in place of its label, or beside it.
///
/// ```swift
/// ActionLooks.Busy.leading.indicatorPlacement  // .leading
/// ```
@_spi(Shell) public enum IndicatorPlacement: Hashable, Sendable, CaseIterable {
  /// In place of the label, which stays in layout, invisible: the button keeps its exact size.
  case overlay
  /// Before the label, on the leading edge (the right in right-to-left languages), with a gap
  /// of ``LookConstants/indicatorGapToLineHeight``. The button grows while the indicator shows.
  case leading
  /// After the label, on the trailing edge, with a gap of ``LookConstants/indicatorGapToLineHeight``. The
  /// button grows while the indicator shows.
  case trailing
}
