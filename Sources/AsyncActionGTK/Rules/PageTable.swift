#if GTK
  @_spi(Shell) import AsyncActionCore
  import Foundation

  /// What a button's child shows for each presentation in a choice of looks and titles: which page
  /// of the stack, which title, and which decorations (the bar, the pulse or the dim, the spinner's
  /// turn, the stop glyph) go with it; and the accessible label: the title that shows.
  ///
  /// The core decides what a look shows
  /// (`ActionLooks.appearance(of:titles:reduceMotion:increasedContrast:supportsSymbolEffects:locale:)`), and what a
  /// shell without symbol effects shows instead (``supportsSymbolEffects`` is `false`: the core
  /// answers a pulse and a shake); the table only names the GTK widgets that show it. A value with
  /// no GTK in it: `IndicatorContent` builds its widgets from ``layout`` and draws
  /// ``row(for:reduceMotion:increasedContrast:)`` for every presentation the engine publishes, so what the table says
  /// is what the button shows.
  ///
  /// ```swift
  /// let table = PageTable(looks: ActionLooks(busy: .pulse, progress: .bar), locale: Locale(identifier: "en"))
  /// table.row(for: presentation, reduceMotion: false, increasedContrast: false)  // the label, pulsing, over a bar
  /// ```
  ///
  /// With titles, every title the core measures has a page in a stack of titles of its own
  /// (``Row/measuredTitles``), homogeneous as the indicators' stack is: the button is as wide as
  /// its widest title whichever shows.
  struct PageTable: Hashable, Sendable {
    /// A page of the stack that holds the label and the indicators.
    enum Page: String, Hashable, Sendable, CaseIterable {
      case label, spinner, progress, percent, succeeded, failed

      /// The page's name in the stack (its raw value), as a C string that lives as long as the
      /// program.
      var cName: UnsafePointer<CChar> {
        let name: StaticString =
          switch self {
          case .label: "label"
          case .spinner: "spinner"
          case .progress: "progress"
          case .percent: "percent"
          case .succeeded: "succeeded"
          case .failed: "failed"
          }
        return UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
      }
    }

    /// The widgets a look needs, chosen once when the button is created.
    struct Layout: Hashable, Sendable {
      /// Where the indicator pages sit: in place of the label, in one stack that crossfades (the
      /// button keeps its size), or before or after it, in a revealer that slides open (the
      /// button grows while it shows).
      var placement: IndicatorPlacement
      /// Whether the stack has a page for the percent text.
      var hasPercentPage: Bool
      /// Whether a bar lies under the label.
      var hasBar: Bool
      /// The page the stack starts on: the label in place; beside the label, the spinner, inside
      /// a revealer that is closed.
      var initialPage: Page { placement == .overlay ? .label : .spinner }
    }

    /// How the label is drawn while it shows.
    enum LabelStyle: Hashable, Sendable {
      case plain
      /// The label's opacity breathes (`Stylesheet.pulseClass`).
      case pulsing
      /// The label is dimmed, still (`Stylesheet.dimmedClass`).
      case dimmed
    }

    /// What the content shows for one presentation.
    struct Row: Hashable, Sendable {
      /// The page that shows: in place of the label, or beside it, `label` meaning none.
      var page: Page
      /// How the label is drawn.
      var label: LabelStyle
      /// Whether the bar under the label shows.
      var showsBar: Bool
      /// The fraction the ring or the bar draws, while one shows.
      var fraction: Double?
      /// The percent text, while it shows.
      var percentText: String?
      /// The title that shows: the button's label, its busy title or its retry title. The pulse
      /// and the dim (``label``) apply to it.
      var title: LookTitle = .label
      /// Every title the button lays out, ``title`` among them: one page each in the titles'
      /// stack, so the button is as wide as the widest.
      var measuredTitles = LookTitle.labelAlone
      /// Whether the stop glyph shows inside the spinner or the ring: a click now cancels the run.
      var showsStopGlyph = false
      /// Whether a tap (a click, Space or Enter) now cancels the run
      /// (`ActionPresentation.tapCancels`), whatever the look: the accessible description then ends
      /// with "Press to cancel".
      var tapCancels = false
      /// The track's, the pulse's lowest and the dim's opacities for the user's contrast
      /// (`LookAppearance.opacities`).
      var opacities = LookOpacities.standard
      /// Whether the revealer beside the label slides (`LookAppearance.slidesBeside`): with
      /// reduced motion it shows and hides the indicator at once.
      var slidesBeside = false
    }

    /// GTK plays no SF Symbols effects: the core answers what stands for them.
    static let supportsSymbolEffects = false

    /// The looks the table is for.
    let looks: ActionLooks
    /// The locale of the percent text: the widget's language.
    let locale: Locale
    /// The titles the button shows besides its label.
    var titles: ActionTitles = .none

    /// The widgets the looks need.
    var layout: Layout {
      Layout(
        placement: looks.busy.indicatorPlacement, hasPercentPage: looks.progress == .percent,
        hasBar: looks.progress == .bar)
    }

    /// What the content shows for `presentation`.
    ///
    /// - Parameters:
    ///   - presentation: What the engine publishes.
    ///   - reduceMotion: Whether GTK's `gtk-enable-animations` setting is off.
    ///   - increasedContrast: Whether the display's theme is a high-contrast one.
    /// - Returns: The page and the decorations that go with it.
    func row(for presentation: ActionPresentation, reduceMotion: Bool, increasedContrast: Bool = false) -> Row
    {
      row(for: presentation.lookInputs, reduceMotion: reduceMotion, increasedContrast: increasedContrast)
    }

    /// What the content shows for every presentation whose look inputs are `inputs`
    /// (`ActionPresentation.lookInputs`): the same row as ``row(for:reduceMotion:increasedContrast:)``.
    func row(
      for inputs: ActionPresentation.LookInputs, reduceMotion: Bool, increasedContrast: Bool = false
    ) -> Row {
      let appearance = looks.appearance(
        for: inputs, titles: titles, reduceMotion: reduceMotion, increasedContrast: increasedContrast,
        supportsSymbolEffects: Self.supportsSymbolEffects, locale: locale)
      let page: Page
      var fraction = appearance.bar
      var percentText: String?
      switch appearance.indicator {
      case nil: page = .label
      case .spinner: page = .spinner
      case .ring(let value): (page, fraction) = (.progress, value)
      case .percent(let text): (page, percentText) = (.percent, text)
      case .succeeded: page = .succeeded
      case .failed: page = .failed
      }
      let label: LabelStyle =
        switch (appearance.label, appearance.labelAnimation) {
        case (.dimmed, _): .dimmed
        case (.visible, .pulse): .pulsing
        // `.symbolEffect` never comes to a shell without symbol effects.
        case (.visible, .none), (.visible, .symbolEffect), (.hidden, _): .plain
        }
      return Row(
        page: page, label: label, showsBar: appearance.bar != nil,
        fraction: fraction,
        percentText: percentText, title: appearance.title, measuredTitles: appearance.measuredTitles,
        showsStopGlyph: appearance.showsStopGlyph, tapCancels: inputs.tapCancels,
        opacities: appearance.opacities, slidesBeside: appearance.slidesBeside)
    }

    /// The button's accessible label while `title` shows (``Row/title``): its text, so that a
    /// screen reader reads what the eye reads. While a click cancels the run the title stays, and
    /// the description says "Press to cancel" (`ActionPresentation.accessibilityDescription(in:)`).
    ///
    /// - Parameters:
    ///   - title: The title that shows.
    ///   - label: The button's own label.
    /// - Returns: The text for GTK's accessible LABEL property.
    static func accessibleLabel(for title: LookTitle, label: String) -> String {
      switch title {
      case .label: label
      case .busy(let text), .retry(let text): text
      }
    }
  }

  extension PageTable {
    /// A table with the rows of the last two look inputs it drew, so that a button drawing again
    /// what it drew before computes nothing: a click alternates between two presentations (idle,
    /// then busy, then idle), whose inputs stay the same from run to run. An object, changed in
    /// place, that owns its table: a drawing copies no table and no row but the one it returns,
    /// and a new table (new titles) forgets the rows of the old one.
    final class RowMemo {
      /// What a row is drawn from: plain values, compared without copying a row.
      private struct Key: Equatable {
        let inputs: ActionPresentation.LookInputs
        let reduceMotion: Bool
        let increasedContrast: Bool
      }
      /// The table the rows come from.
      var table: PageTable {
        didSet { removeAll() }
      }
      // Two entries, each valid while its key is set. The rows are not optional: a hit copies
      // its row once, into the drawing that returns it.
      private var firstKey: Key?
      private var firstRow: Row
      private var secondKey: Key?
      private var secondRow: Row
      /// Which entry was computed last: the other one is replaced next.
      private var firstIsLatest = false

      init(_ table: PageTable) {
        self.table = table
        let idle = table.row(for: .idle, reduceMotion: false, increasedContrast: false)
        (firstRow, secondRow) = (idle, idle)
      }

      /// The row ``table`` draws for `presentation`, computed only when it is not one of the last
      /// two.
      func row(
        for presentation: ActionPresentation, reduceMotion: Bool, increasedContrast: Bool = false
      ) -> Row {
        let key = Key(
          inputs: presentation.lookInputs, reduceMotion: reduceMotion, increasedContrast: increasedContrast)
        if key == firstKey { return firstRow }
        if key == secondKey { return secondRow }
        let row = table.row(for: key.inputs, reduceMotion: reduceMotion, increasedContrast: increasedContrast)
        if firstIsLatest {
          (secondKey, secondRow) = (key, row)
        } else {
          (firstKey, firstRow) = (key, row)
        }
        firstIsLatest.toggle()
        return row
      }

      /// Forgets every row.
      private func removeAll() {
        (firstKey, secondKey) = (nil, nil)
      }
    }
  }
#endif
