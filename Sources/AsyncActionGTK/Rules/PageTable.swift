#if GTK
  @_spi(Shell) import AsyncActionCore

  /// The names GTK gives to what the core's `LookAppearance` says, and nothing else: the page of the
  /// stack that shows each `LookIndicator`, the widgets a choice of looks needs, and the accessible
  /// label for the title that shows.
  ///
  /// The core decides what a look shows
  /// (`ActionLooks.appearance(of:titles:reduceMotion:increasedContrast:supportsSymbolEffects:locale:)`,
  /// through a `LookAppearanceMemo`), and what a shell without symbol effects shows instead
  /// (``supportsSymbolEffects`` is `false`: the core answers a pulse and a shake). `IndicatorContent`
  /// builds its widgets from ``Layout`` and paints the appearance of every presentation the engine
  /// publishes, naming its pages with ``pageName(for:)``.
  ///
  /// ```swift
  /// PageTable.pageName(for: .ring(0.4))  // "ring"
  /// PageTable.pageName(for: nil)  // "label": no indicator
  /// ```
  enum PageTable {
    /// GTK plays no SF Symbols effects: the core answers what stands for them.
    static let supportsSymbolEffects = false

    /// The page of the stack that holds the label and the indicators that shows `indicator`: in
    /// place of the label, or beside it; `label` for none. A name that lives as long as the
    /// program, for `gtk_stack_add_named` and `gtk_stack_set_visible_child_name`.
    ///
    /// - Parameter indicator: What the appearance shows in place of or beside the label.
    /// - Returns: `label`, `spinner`, `ring`, `percent`, `succeeded` or `failed`.
    static func pageName(for indicator: LookIndicator?) -> StaticString {
      switch indicator {
      case nil: "label"
      case .spinner: "spinner"
      case .ring: "ring"
      case .percent: "percent"
      case .succeeded: "succeeded"
      case .failed: "failed"
      }
    }

    /// The widgets a look needs, chosen once when the button is created.
    struct Layout: Hashable, Sendable {
      /// Where the indicator pages sit: in place of the label, in one stack that crossfades (the
      /// button keeps its size), or before or after it, in a revealer that slides open (the
      /// button grows while it shows). `LookAppearance.indicatorPlacement` says the same of each
      /// appearance that shows an indicator.
      var placement: IndicatorPlacement
      /// Whether the stack has a page for the percent text.
      var hasPercentPage: Bool
      /// Whether a bar lies under the label.
      var hasBar: Bool

      /// The widgets `looks` need.
      init(_ looks: ActionLooks) {
        placement = looks.busy.indicatorPlacement
        hasPercentPage = looks.progress == .percent
        hasBar = looks.progress == .bar
      }

      /// The indicator whose page the stack starts on: in place of the label, none (the label);
      /// beside the label, the spinner, inside a revealer that is closed.
      var initialIndicator: LookIndicator? { placement == .overlay ? nil : .spinner }
    }

    /// The button's accessible label while `title` shows (`LookAppearance.title`): its text, so
    /// that a screen reader reads what the eye reads. While a click cancels the run the title
    /// stays, and the description says "Press to cancel"
    /// (`ActionPresentation.accessibilityDescription(in:)`).
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

  extension StaticString {
    /// The string as a C string, which lives as long as the program.
    var cString: UnsafePointer<CChar> {
      UnsafeRawPointer(utf8Start).assumingMemoryBound(to: CChar.self)
    }

    /// The string as a Swift `String`.
    var string: String { description }
  }
#endif
