import AsyncActionCore

/// What a button's child shows for each `ActionIndicator` in a choice of looks: which page of the
/// stack, and which decorations (the bar, the pulse, the spinner's turn, the shake) go with it.
///
/// A value with no GTK in it: `IndicatorContent` builds its widgets from ``layout`` and draws
/// ``row(for:)`` for every presentation the engine publishes, so what the table says is what the
/// button shows.
///
/// ```swift
/// let table = PageTable(looks: .init(busy: .pulse, progress: .bar))
/// table.row(for: .progress(0.29))  // the label, pulsing, over a bar at 0.29
/// ```
struct PageTable: Hashable, Sendable {
  /// A page of the stack that holds the label and the indicators.
  enum Page: String, Hashable, Sendable, CaseIterable {
    case label, spinner, progress, percent, success, failure
  }

  /// Where the indicator pages sit, for a look.
  enum Side: Hashable, Sendable {
    /// In place of the label, in one stack that crossfades: the button keeps its size.
    case inPlace
    /// Before the label, in a revealer that slides open: the button grows while it shows.
    case leading
    /// After the label, in a revealer that slides open.
    case trailing
  }

  /// The widgets a look needs, chosen once when the button is created.
  struct Layout: Hashable, Sendable {
    /// Where the indicator pages sit.
    var side: Side
    /// Whether the stack has a page for the percent text.
    var hasPercentPage: Bool
    /// Whether a bar lies under the label.
    var hasBar: Bool
    /// The page the stack starts on: the label in place; beside the label, the spinner, inside
    /// a revealer that is closed.
    var initialPage: Page { side == .inPlace ? .label : .spinner }
  }

  /// What the content shows for one indicator.
  struct Row: Hashable, Sendable {
    /// The page that shows: in place of the label, or beside it, `label` meaning none.
    var page: Page
    /// Whether the bar under the label shows.
    var showsBar: Bool
    /// Whether the label pulses (or, with animations off, is dimmed).
    var pulses: Bool
    /// Whether the spinner turns.
    var spins: Bool
    /// Whether the content shakes as it enters this row's page.
    var shakes: Bool
    /// The fraction the ring or the bar draws, while progress shows.
    var fraction: Double?
    /// The percent text, under the `percent` progress look while progress shows.
    var percentText: String?
  }

  /// The looks the table is for.
  let looks: AsyncActionButtonWidget.Looks

  /// The widgets the looks need.
  var layout: Layout {
    let side: Side =
      switch looks.busy {
      case .leading: .leading
      case .trailing: .trailing
      case .overlay, .pulse, .none: .inPlace
      }
    return Layout(side: side, hasPercentPage: looks.progress == .percent, hasBar: looks.progress == .bar)
  }

  /// What the content shows for `indicator`; `nil` is the idle label.
  ///
  /// - Parameter indicator: What the engine shows in place of the label, or `nil`.
  /// - Returns: The page and the decorations that go with it.
  func row(for indicator: ActionIndicator?) -> Row {
    let page: Page =
      switch (indicator, looks.busy, looks.progress) {
      case (nil, _, _): .label
      case (.spinner, .overlay, _), (.spinner, .leading, _), (.spinner, .trailing, _): .spinner
      case (.spinner, .pulse, _), (.spinner, .none, _): .label
      case (.progress, _, .ring): .progress
      case (.progress, _, .bar): .label
      case (.progress, _, .percent): .percent
      case (.succeeded, _, _): .success
      case (.failed, _, _): .failure
      }
    var fraction: Double?
    if case .progress(let value) = indicator { fraction = min(max(value, 0), 1) }
    let isRunning = indicator == .spinner || fraction != nil
    return Row(
      page: page,
      showsBar: fraction != nil && looks.progress == .bar,
      // The pulse starts when the engine shows its spinner (after the show-delay), and goes on
      // while progress shows under or beside the label.
      pulses: looks.busy == .pulse && isRunning && page == .label,
      spins: page == .spinner,
      // Once per failure: the engine's failed phase is entered once per failed run.
      shakes: page == .failure && looks.failure == .shake,
      fraction: fraction,
      percentText: looks.progress == .percent ? fraction.map(Self.percentText) : nil)
  }

  /// The percent text for a fraction from 0 to 1, rounded down, so that "100%" shows only once
  /// the work is done.
  static func percentText(_ fraction: Double) -> String {
    "\(Int((min(max(fraction, 0), 1) * 100).rounded(.down)))%"
  }
}
