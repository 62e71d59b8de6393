#if canImport(SwiftUI)
  @_spi(Shell) import AsyncActionCore
  public import SwiftUI

  /// A type that draws what an async action button looks like: while its action runs, and while it
  /// shows a success or failure mark.
  ///
  /// Set a style for every async action button in a view with
  /// ``SwiftUI/View/asyncActionStyle(_:)``, as `buttonStyle(_:)` does for buttons:
  ///
  /// ```swift
  /// VStack {
  ///   AsyncActionButton("Save") { try await profile.save() }
  ///   AsyncActionButton("Sync", systemImage: "arrow.triangle.2.circlepath") { try await library.sync() }
  /// }
  /// .asyncActionStyle(.trailing)  // both buttons show their spinners after the labels
  /// ```
  ///
  /// The button calls ``makeBody(configuration:)`` for its label. The configuration carries the
  /// label and the engine's decisions, never the task's raw state: ``AsyncActionStyleConfiguration/isBusyIndicatorVisible``
  /// turns on only after the show-delay and stays on for the minimum visible time, and
  /// ``AsyncActionStyleConfiguration/indicatorView`` draws the engine's indicator. So a custom style
  /// gets the no-flash and no-flicker rules for free.
  ///
  /// A style is a view in SwiftUI's eyes, as a `ButtonStyle` is: it may declare `@Environment` and
  /// `@State` properties, and they hold their values in ``makeBody(configuration:)``:
  ///
  /// ```swift
  /// struct SchemeAwareStyle: AsyncActionStyle {
  ///   @Environment(\.colorScheme) private var colorScheme
  ///   @State private var runs = 0
  ///
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     configuration.label
  ///       .opacity(configuration.isBusyIndicatorVisible ? (colorScheme == .dark ? 0.5 : 0.3) : 1)
  ///   }
  /// }
  ///
  /// AsyncActionButton("Upload") { try await upload() }
  ///   .asyncActionStyle(SchemeAwareStyle())
  /// ```
  ///
  /// A view that sets a style is evaluated each time its parent is, and the buttons under it are
  /// evaluated again only when the style changed: a style is compared by `==` when it is
  /// `Equatable`, bit for bit when it holds only plain values (numbers, enums, other such styles),
  /// and counts as changed on each evaluation otherwise. Make a style that holds a string, an array
  /// or an object `Equatable`, so that an unchanged style leaves its buttons alone.
  ///
  /// The style draws the label only: the `Button` around it, its `ButtonStyle`, the content shape
  /// that keeps the busy label hit-testable and the accessibility value stay the button's. The
  /// innermost ``SwiftUI/View/asyncActionStyle(_:)`` wins; styles do not stack. The button adds
  /// no animation to what a style draws: ``AsyncActionStyleConfiguration/indicatorView`` fades in
  /// and out by itself, and anything else a style animates, it animates itself.
  @MainActor @preconcurrency public protocol AsyncActionStyle: DynamicProperty {
    /// The view that draws a label.
    associatedtype Body: View

    /// Creates the view that draws an async action button's label.
    ///
    /// - Parameter configuration: The label, and what the engine decided to show.
    /// - Returns: The label as this style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of an async action button's label.
    typealias Configuration = AsyncActionStyleConfiguration
  }

  /// The properties of an async action button's label, as an ``AsyncActionStyle`` receives them.
  ///
  /// Every value comes from the engine (`ActionEngine.presentation`), and only values the engine
  /// times are here: there is no "is the task running" flag, which turns on at the tap and would
  /// flash a spinner on a fast action. Draw ``isBusyIndicatorVisible`` or ``indicatorView``.
  public struct AsyncActionStyleConfiguration {
    /// A type-erased label of an async action button.
    public struct Label: View {
      let content: AnyView

      /// The label.
      public var body: some View { content }
    }

    /// The engine's indicator, painted in the foreground style: the spinner, the progress ring,
    /// bar or percent text (``SwiftUI/View/asyncActionProgressLook(_:)``), or the success or
    /// failure mark; nothing while ``AsyncActionStyleConfiguration/indicator`` is `nil`.
    ///
    /// It is one line of the label's font high, at the sizes of that line (the ring and the marks
    /// four fifths of it across), and centred in the box it is given (the bar runs along the box's
    /// bottom edge), so put it over the label or beside it. It fades in and out on
    /// its own. It shows the spinner also when the button has a busy title
    /// (``SwiftUI/View/asyncActionTitles(_:)``): a style of your own decides where the title
    /// (``AsyncActionStyleConfiguration/titledLabel``) and the indicator go.
    public struct Indicator: View {
      let configuration: AsyncActionStyleConfiguration

      /// The indicator, or nothing.
      public var body: some View {
        let appearance = configuration.appearance(busy: .overlay, titled: false)
        ZStack(alignment: .bottom) {
          IndicatorBox(holdsPercent: configuration.progressLook == .percent) {
            ZStack {
              if let indicator = appearance.indicator {
                IndicatorSlot(
                  indicator: indicator, configuration: configuration, look: .overlay, appearance: appearance
                )
                .transition(AnyTransition.opacity)
              }
            }
          }
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          if appearance.bar != nil {
            LiveBar(configuration: configuration, look: .overlay).transition(AnyTransition.opacity)
          }
        }
        .accessibilityHidden(true)
        .animation(.easeInOut(duration: LookConstants.crossfadeSeconds), value: appearance.indicator)
      }
    }

    /// The button's label, or the busy or retry title (``SwiftUI/View/asyncActionTitles(_:)``) in
    /// its place, with every one of them laid out so the width is the widest: what the built-in
    /// styles draw where the label goes.
    public struct TitledLabel: View {
      let configuration: AsyncActionStyleConfiguration
      let appearance: LookAppearance

      /// The label and the titles, all but the one that shows at opacity 0.
      public var body: some View {
        TitleStack(label: configuration.label, appearance: appearance)
      }
    }

    /// The button's label.
    public var label: Label { Label(content: AnyView(labelView)) }
    /// The label as the button has it; erased only when a style reads ``label``.
    let labelView: any View
    /// How determinate progress is drawn (``SwiftUI/View/asyncActionProgressLook(_:)``).
    public let progressLook: ActionLooks.Progress
    /// Everything the engine decided, with any progress fraction at 0 (the fraction is `live`'s).
    /// Internal: a style sees only the values the engine times (not `isBusy` or the busy phase,
    /// which start at the tap and would flash).
    let presentation: ActionPresentation
    /// Where the latest progress fraction is read, by the views that draw it alone; `nil` when
    /// `presentation` carries its own fraction.
    let live: ButtonModel?
    /// The busy and retry titles (``SwiftUI/View/asyncActionTitles(_:)``).
    let titles: ActionTitles
    /// Whether the user asked for reduced motion and for increased contrast, and the locale the
    /// percent text is written in.
    let reduceMotion: Bool
    let increasedContrast: Bool
    let locale: Locale

    /// What the engine shows in place of the label: the spinner, a progress fraction, a success or
    /// failure mark, or `nil` for the label alone (also during the show-delay).
    @MainActor public var indicator: ActionEngine.Indicator? { livePresentation.indicator }
    /// Whether the busy indicator shows (the spinner, the progress that replaces it, or the
    /// pulse): only after the show-delay, and for at least the minimum visible time, so a fast
    /// action never flashes and a shown indicator never flickers.
    public var isBusyIndicatorVisible: Bool { presentation.isBusyIndicatorVisible }
    /// Renamed ``isBusyIndicatorVisible``: it is true for every busy indicator, not only the
    /// spinner.
    @available(*, deprecated, renamed: "isBusyIndicatorVisible")
    public var isSpinnerVisible: Bool { isBusyIndicatorVisible }
    /// Renamed ``progressLook``.
    @available(*, deprecated, renamed: "progressLook")
    public var progressStyle: ActionLooks.Progress { progressLook }
    /// The fraction from 0 to 1 the engine shows, or `nil` when the indicator is not progress.
    ///
    /// A style that reads it is evaluated again on each progress report; one that draws
    /// ``indicatorView`` instead leaves that to the indicator alone.
    @MainActor public var progress: Double? { livePresentation.progress }
    /// The engine's indicator, drawn as the overlay look draws it.
    @MainActor public var indicatorView: Indicator { Indicator(configuration: self) }
    /// The label, or the busy or retry title that shows in its place, with every title laid out so
    /// that the width never changes: draw it where a style would draw ``label`` to show the titles
    /// of ``SwiftUI/View/asyncActionTitles(_:)``. It is ``label`` when the button has no titles.
    ///
    /// ```swift
    /// func makeBody(configuration: Configuration) -> some View {
    ///   configuration.titledLabel.opacity(configuration.isBusyIndicatorVisible ? 0.5 : 1)
    /// }
    /// ```
    @MainActor public var titledLabel: TitledLabel {
      TitledLabel(configuration: self, appearance: appearance(busy: .none))
    }

    /// What a busy look draws in this phase: the core's table (`ActionLooks.appearance`), as the
    /// views read it. A progress fraction in it is a placeholder; the progress leaves draw
    /// ``liveAppearance(busy:)``.
    ///
    /// - Parameters:
    ///   - busy: The look.
    ///   - titled: Whether the button's titles take part; without them, the overlay look keeps its
    ///     spinner when the button has a busy title (what ``indicatorView`` draws).
    /// - Returns: The appearance.
    func appearance(busy: ActionLooks.Busy, titled: Bool = true) -> LookAppearance {
      appearance(of: presentation, busy: busy, titles: titled ? titles : .none)
    }

    /// What a busy look draws with the latest progress fraction: read by the views that draw the
    /// fraction, so that a report re-evaluates only them.
    @MainActor func liveAppearance(busy: ActionLooks.Busy) -> LookAppearance {
      appearance(of: livePresentation, busy: busy)
    }

    /// SwiftUI plays SF Symbols effects: the core answers them as they are.
    static let supportsSymbolEffects = true

    @MainActor private var livePresentation: ActionPresentation {
      guard let live, let fraction = live.fraction else { return presentation }
      return presentation.withProgress(fraction)
    }

    private func appearance(
      of presentation: ActionPresentation, busy: ActionLooks.Busy, titles: ActionTitles? = nil
    ) -> LookAppearance {
      ActionLooks(busy: busy, progress: progressLook)
        .appearance(
          of: presentation, titles: titles ?? self.titles, reduceMotion: reduceMotion,
          increasedContrast: increasedContrast,
          supportsSymbolEffects: Self.supportsSymbolEffects, locale: locale)
    }

    init(
      label: some View, presentation: ActionPresentation, live: ButtonModel? = nil,
      progressLook: ActionLooks.Progress, titles: ActionTitles = .none, reduceMotion: Bool,
      increasedContrast: Bool = false, locale: Locale
    ) {
      self.labelView = label
      self.presentation = presentation
      self.live = live
      self.progressLook = progressLook
      self.titles = titles
      self.reduceMotion = reduceMotion
      self.increasedContrast = increasedContrast
      self.locale = locale
    }
  }

  /// A style, type-erased for the environment: main-actor isolated, as the style is.
  @MainActor final class AnyAsyncActionStyle {
    private let host: (AsyncActionStyleConfiguration) -> AnyView
    /// The look of a built-in style that draws the label as it is (every built-in style but the
    /// symbol effects, which decorate it): such a style is drawn with the button's own label
    /// type, no `AnyView` around it, and switching between two of them that place the indicator
    /// alike keeps the label's identity. `nil` for a symbol effect and for a style of the app's.
    let plainLook: ActionLooks.Busy?

    init<Style: AsyncActionStyle>(_ style: Style) {
      host = { AnyView(StyleHost(style: style, configuration: $0)) }
      plainLook = (style as? any BuiltInAsyncActionStyle).map(\.look).flatMap {
        $0 == .symbolEffect ? nil : $0
      }
    }

    /// The style's body for a configuration, hosted in a view of its own.
    func body(configuration: AsyncActionStyleConfiguration) -> AnyView { host(configuration) }

  }

  /// The view a style's body lives in. The style is a stored `DynamicProperty` of this view, so
  /// SwiftUI installs the style's `@Environment` and `@State` properties before `body` calls
  /// `makeBody`, as it does for a `ButtonStyle`.
  private struct StyleHost<Style: AsyncActionStyle>: View {
    let style: Style
    let configuration: AsyncActionStyleConfiguration

    var body: some View { style.makeBody(configuration: configuration) }
  }

  extension View {
    /// Sets the look of the async action buttons, loading labels and loading button styles in this
    /// view.
    ///
    /// ```swift
    /// NavigationStack { SettingsForm() }
    ///   .asyncActionStyle(.pulse)  // every button in the screen breathes while busy
    /// ```
    ///
    /// - Parameter style: `.overlay` (the default), `.leading`, `.trailing`, `.pulse`,
    ///   `.symbolEffect`, `.none`, or a style of your own.
    /// - Returns: A view whose async action buttons draw their labels with the style.
    nonisolated public func asyncActionStyle(_ style: some AsyncActionStyle) -> some View {
      KeptWriter(content: self, input: style, make: AnyAsyncActionStyle.init) { $0.style = $1 }
    }

    /// Sets how the async action buttons in this view draw determinate progress.
    ///
    /// ```swift
    /// AsyncActionButton("Upload") { progress in try await upload(reporting: progress) }
    ///   .asyncActionProgressLook(.bar)  // a thin bar under the label
    /// ```
    ///
    /// - Parameter look: `ActionLooks.Progress.ring` (the default),
    ///   `ActionLooks.Progress.bar` or `ActionLooks.Progress.percent`.
    /// - Returns: A view whose async action buttons draw progress so.
    nonisolated public func asyncActionProgressLook(_ look: ActionLooks.Progress) -> some View {
      transformEnvironment(\.asyncActionButton) { $0.progressLook = look }
    }

    /// Sets how the async action buttons in this view draw determinate progress. Renamed
    /// ``asyncActionProgressLook(_:)``: it takes a look, a closed set of three, where a style is a
    /// type of the app's own.
    ///
    /// - Parameter style: How progress shows.
    /// - Returns: A view whose async action buttons draw progress so.
    @available(*, deprecated, renamed: "asyncActionProgressLook(_:)")
    nonisolated public func asyncActionProgressStyle(_ style: ActionLooks.Progress) -> some View {
      asyncActionProgressLook(style)
    }

    /// Paints the indicators of the async action buttons in this view (spinner, ring, bar, percent
    /// and marks) in a style of your choice.
    ///
    /// By default an indicator is painted in the foreground style where the label sits: the colour
    /// the button's style, `.tint` or role gives the label. Set the colour on the button, not
    /// inside its label: a `foregroundStyle` inside the label colours the text only. Use this
    /// modifier for an indicator of another colour:
    ///
    /// ```swift
    /// AsyncActionButton("Delete", role: .destructive) { try await drafts.delete() }
    ///   .asyncActionIndicatorStyle(.red)
    /// ```
    ///
    /// - Parameter style: The colour, gradient or other shape style to paint indicators with.
    /// - Returns: A view whose async action buttons paint their indicators with the style.
    nonisolated public func asyncActionIndicatorStyle(_ style: some ShapeStyle) -> some View {
      KeptWriter(content: self, input: style, make: { IndicatorPaint(AnyShapeStyle($0)) }) {
        $0.indicatorPaint = $1
      }
    }

    /// Sizes the indicators of the async action buttons in this view (spinner, ring, bar, percent
    /// and marks) for one line of `font`, rather than of the font around the label.
    ///
    /// An indicator is one line of the font in effect around the label high: set a font on the
    /// button (`.font(.title)`), and the label and the indicator follow it together. A font set
    /// inside the label reaches the label's text only, so the indicator stays at the size of the
    /// font around it; name the same font here:
    ///
    /// ```swift
    /// AsyncActionButton { try await library.sync() } label: {
    ///   Text("Sync").font(.title)
    /// }
    /// .asyncActionIndicatorFont(.title)
    /// ```
    ///
    /// - Parameter font: The font whose line the indicators are sized for; `nil` for the font
    ///   around the label (the default).
    /// - Returns: A view whose async action buttons size their indicators for the font.
    nonisolated public func asyncActionIndicatorFont(_ font: Font?) -> some View {
      transformEnvironment(\.asyncActionButton) { $0.indicatorFont = font }
    }
  }
#endif
