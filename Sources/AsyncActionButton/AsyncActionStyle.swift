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
/// label and the engine's decisions, never the task's raw state: ``AsyncActionStyleConfiguration/isSpinnerVisible``
/// turns on only after the show-delay and stays on for the minimum visible time, and
/// ``AsyncActionStyleConfiguration/indicatorView`` draws the engine's indicator. So a custom style
/// gets the no-flash and no-flicker rules for free:
///
/// ```swift
/// struct DimmedStyle: AsyncActionStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label
///       .opacity(configuration.isSpinnerVisible ? 0.4 : 1)
///   }
/// }
///
/// AsyncActionButton("Upload") { try await upload() }
///   .asyncActionStyle(DimmedStyle())
/// ```
///
/// The style draws the label only: the `Button` around it, its `ButtonStyle`, the crossfade, the
/// content shape that keeps the busy label hit-testable and the accessibility value stay the
/// button's. The innermost ``SwiftUI/View/asyncActionStyle(_:)`` wins; styles do not stack.
///
/// Styles are `Sendable`, because the environment carries them across isolation domains, and
/// their ``makeBody(configuration:)`` runs on the main actor, as a `ButtonStyle`'s does. A style
/// that reads the environment (Reduce Motion, say) returns a view of its own that does.
@MainActor public protocol AsyncActionStyle: Sendable {
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
/// Every value comes from the engine (`ActionEngine.presentation`, an `ActionPresentation`), and
/// only values the engine times are here: there is no "is the task running" flag, which turns on
/// at the tap and would flash a spinner on a fast action. Draw ``isSpinnerVisible`` or
/// ``indicator``.
public struct AsyncActionStyleConfiguration {
  /// A type-erased label of an async action button.
  public struct Label: View {
    let content: AnyView

    /// The label.
    public var body: some View { content }
  }

  /// The engine's indicator, drawn through the label's own colours: the spinner, the progress
  /// ring (or bar, or percent text: ``SwiftUI/View/asyncActionProgressStyle(_:)``), or the
  /// success or failure mark; nothing while ``AsyncActionStyleConfiguration/indicator`` is `nil`.
  ///
  /// It fills the box it is given, so put it over the label (the ``OverlayAsyncActionStyle``)
  /// or in a box of its own (``LeadingAsyncActionStyle``). The spinner turns without
  /// re-evaluating any view body, and restarts when the button comes back on screen.
  public struct Indicator: View {
    let presentation: ActionPresentation
    let progressStyle: AsyncActionProgressStyle
    let label: AnyView

    /// The indicator, or nothing.
    public var body: some View {
      if let indicator = presentation.indicator {
        ActionIndicatorView(
          indicator: indicator, showCount: presentation.spinnerShowCount, label: label,
          progressStyle: progressStyle
        )
        .accessibilityHidden(true)
        .transition(AnyTransition.opacity)
      }
    }
  }

  /// The button's label.
  public let label: Label
  /// The engine's indicator, drawn in the label's colours.
  public let indicatorView: Indicator
  /// How determinate progress is drawn (``SwiftUI/View/asyncActionProgressStyle(_:)``).
  public let progressStyle: AsyncActionProgressStyle
  /// Everything the engine decided. Internal: a style sees only the values the engine times
  /// (not `isBusy` or the running phase, which start at the tap and would flash).
  let presentation: ActionPresentation

  /// What the engine shows in place of the label: the spinner, a progress fraction, a success or
  /// failure mark, or `nil` for the label alone (also during the show-delay).
  public var indicator: ActionIndicator? { presentation.indicator }
  /// Whether the spinner shows: only after the show-delay, and for at least the minimum visible
  /// time, so a fast action never flashes and a shown spinner never flickers.
  public var isSpinnerVisible: Bool { presentation.isSpinnerVisible }
  /// The fraction from 0 to 1 the engine shows, or `nil` when the indicator is not progress.
  public var progress: Double? { presentation.progress }

  @MainActor init(label: some View, presentation: ActionPresentation, progressStyle: AsyncActionProgressStyle)
  {
    let erased = AnyView(label)
    self.label = Label(content: erased)
    indicatorView = Indicator(presentation: presentation, progressStyle: progressStyle, label: erased)
    self.presentation = presentation
    self.progressStyle = progressStyle
  }

  /// Whether determinate progress shows as a bar under a visible label.
  var showsProgressBar: Bool {
    progressStyle == .bar && presentation.progress != nil
  }
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
  /// - Parameter style: ``OverlayAsyncActionStyle`` (`.overlay`, the default),
  ///   ``LeadingAsyncActionStyle`` (`.leading`), ``TrailingAsyncActionStyle`` (`.trailing`),
  ///   ``PulseAsyncActionStyle`` (`.pulse`), ``SymbolEffectAsyncActionStyle`` (`.symbolEffect`,
  ///   `.symbolEffect(.pulse)`),
  ///   ``NoAsyncActionStyle`` (`.none`), or a style of your own.
  /// - Returns: A view whose async action buttons draw their labels with the style.
  nonisolated public func asyncActionStyle(_ style: some AsyncActionStyle) -> some View {
    transformEnvironment(\.asyncActionButton) { $0.style = style }
  }

  /// Sets how the async action buttons in this view draw determinate progress.
  ///
  /// ```swift
  /// AsyncActionButton("Upload") { progress in try await upload(reporting: progress) }
  ///   .asyncActionProgressStyle(.bar)  // a thin bar under the label
  /// ```
  ///
  /// - Parameter style: `AsyncActionProgressStyle.ring` (the default),
  ///   `AsyncActionProgressStyle.bar` or `AsyncActionProgressStyle.percent`.
  /// - Returns: A view whose async action buttons draw progress so.
  nonisolated public func asyncActionProgressStyle(_ style: AsyncActionProgressStyle) -> some View {
    transformEnvironment(\.asyncActionButton) { $0.progressStyle = style }
  }
}

/// How an async action button draws the progress its action reports.
///
/// The indicator of every style (``AsyncActionStyleConfiguration/indicatorView``) follows it, so
/// it applies to ``OverlayAsyncActionStyle``, ``LeadingAsyncActionStyle``,
/// ``TrailingAsyncActionStyle`` and to custom styles that draw the indicator view. It is a closed
/// set of looks: a style of your own can draw ``AsyncActionStyleConfiguration/progress`` any way
/// it likes.
public struct AsyncActionProgressStyle: Hashable, Sendable {
  private enum Kind: Hashable, Sendable { case ring, bar, percent }
  private let kind: Kind

  /// A ring that fills clockwise, in place of the spinner: the default.
  public static let ring = Self(kind: .ring)
  /// A thin bar along the bottom of the label, which stays visible; the bar fills from the
  /// leading edge.
  public static let bar = Self(kind: .bar)
  /// The percentage as text ("42%" in English, "42 %" in French: as the user's locale writes
  /// it, with fixed-width digits), in place of the spinner; the label stays in layout, so the
  /// button keeps its size.
  public static let percent = Self(kind: .percent)
}

// MARK: - Built-in styles

/// The default look: the engine's indicator replaces the label, which stays in layout at opacity
/// 0, so the button keeps its exact size.
///
/// With ``SwiftUI/View/asyncActionProgressStyle(_:)`` `.bar`, the label stays visible while
/// progress shows and the bar runs along its bottom.
nonisolated public struct OverlayAsyncActionStyle: AsyncActionStyle {
  /// Creates the overlay style.
  nonisolated public init() {}

  /// The label at opacity 0 under the indicator while there is one.
  ///
  /// - Parameter configuration: The label, and what the engine decided to show.
  /// - Returns: The label with the indicator over it.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    let bar = configuration.showsProgressBar
    configuration.label
      .opacity(configuration.indicator == nil || bar ? 1 : 0)
      .overlay(alignment: bar ? .bottom : .center) { configuration.indicatorView }
  }
}

/// The indicator before the label, on the leading edge; the label stays visible, and the button
/// grows by the indicator and a gap while the indicator shows.
nonisolated public struct LeadingAsyncActionStyle: AsyncActionStyle {
  /// Creates the leading style.
  nonisolated public init() {}

  /// The indicator, then the label.
  ///
  /// - Parameter configuration: The label, and what the engine decided to show.
  /// - Returns: A row of the indicator and the label.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    BesideLabel(configuration: configuration, leading: true)
  }
}

/// The indicator after the label, on the trailing edge; the label stays visible, and the button
/// grows by the indicator and a gap while the indicator shows.
nonisolated public struct TrailingAsyncActionStyle: AsyncActionStyle {
  /// Creates the trailing style.
  nonisolated public init() {}

  /// The label, then the indicator.
  ///
  /// - Parameter configuration: The label, and what the engine decided to show.
  /// - Returns: A row of the label and the indicator.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    BesideLabel(configuration: configuration, leading: false)
  }
}

/// The label's opacity breathes between full and dim while the spinner would show; no indicator
/// and no mark is drawn. The breathing is one repeating animation, which the renderer runs
/// without re-evaluating any view body. Under Reduce Motion the label is dimmed, without
/// breathing.
nonisolated public struct PulseAsyncActionStyle: AsyncActionStyle {
  /// Creates the pulse style.
  nonisolated public init() {}

  /// The label, breathing while busy.
  ///
  /// - Parameter configuration: The label, and what the engine decided to show.
  /// - Returns: The label with its opacity animated.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    PulsingLabel(configuration: configuration)
  }
}

/// The label's SF Symbols animate with a symbol effect while the spinner would show: by default
/// the iterative variable-colour effect, or any indefinite effect you pass (`.pulse`, say). No
/// indicator and no mark is drawn; text is unchanged. The variable-colour effect shows only on
/// symbols with variable-colour layers (such as `wifi` or `speaker.wave.3`).
///
/// ```swift
/// AsyncActionButton("Connect", systemImage: "wifi") { try await network.connect() }
///   .asyncActionStyle(.symbolEffect)
/// AsyncActionButton("Sync", systemImage: "arrow.triangle.2.circlepath") { try await library.sync() }
///   .asyncActionStyle(.symbolEffect(.pulse))
/// ```
///
/// `symbolEffect(_:options:isActive:)` and the variable-colour and pulse effects exist from iOS
/// 17, macOS 14, tvOS 17, watchOS 10 and visionOS 1, the package's minimum platforms, so the
/// style needs no availability check; an effect newer than that (`.breathe`, iOS 18) needs the
/// `if #available` at the place that names it.
nonisolated public struct SymbolEffectAsyncActionStyle<Effect: IndefiniteSymbolEffect & SymbolEffect>:
  AsyncActionStyle
{
  private let effect: Effect

  /// Creates a symbol effect style with an effect of your choice.
  ///
  /// - Parameter effect: An indefinite symbol effect, such as `.pulse` or `.variableColor`.
  nonisolated public init(_ effect: Effect) {
    self.effect = effect
  }

  /// The label, with the symbol effect active while busy.
  ///
  /// - Parameter configuration: The label, and what the engine decided to show.
  /// - Returns: The label with the symbol effect.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .symbolEffect(effect, isActive: configuration.isSpinnerVisible)
  }
}

extension SymbolEffectAsyncActionStyle where Effect == VariableColorSymbolEffect {
  /// Creates the symbol effect style with the iterative variable-colour effect.
  nonisolated public init() {
    self.init(.variableColor.iterative)
  }
}

/// The label, unchanged: the button shows nothing while busy. Taps are still ignored and the
/// accessibility value still says "In progress".
nonisolated public struct NoAsyncActionStyle: AsyncActionStyle {
  /// Creates the style that draws the label alone.
  nonisolated public init() {}

  /// The label.
  ///
  /// - Parameter configuration: The label, and what the engine decided to show.
  /// - Returns: The label.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    configuration.label
  }
}

extension AsyncActionStyle where Self == OverlayAsyncActionStyle {
  /// The indicator replaces the label, whose size the button keeps: the default.
  nonisolated public static var overlay: Self { Self() }
}

extension AsyncActionStyle where Self == LeadingAsyncActionStyle {
  /// The indicator before the label; the button grows while it shows.
  nonisolated public static var leading: Self { Self() }
}

extension AsyncActionStyle where Self == TrailingAsyncActionStyle {
  /// The indicator after the label; the button grows while it shows.
  nonisolated public static var trailing: Self { Self() }
}

extension AsyncActionStyle where Self == PulseAsyncActionStyle {
  /// The label breathes while busy.
  nonisolated public static var pulse: Self { Self() }
}

extension AsyncActionStyle where Self == SymbolEffectAsyncActionStyle<VariableColorSymbolEffect> {
  /// The label's symbols animate with the iterative variable-colour effect while busy.
  nonisolated public static var symbolEffect: Self { Self() }
}

extension AsyncActionStyle {
  /// The label's symbols animate with an indefinite symbol effect of your choice while busy.
  ///
  /// - Parameter effect: An indefinite symbol effect, such as `.pulse`.
  /// - Returns: The style.
  nonisolated public static func symbolEffect<Effect>(_ effect: Effect) -> Self
  where Self == SymbolEffectAsyncActionStyle<Effect> {
    SymbolEffectAsyncActionStyle(effect)
  }
}

extension AsyncActionStyle where Self == NoAsyncActionStyle {
  /// The label alone, unchanged while busy.
  nonisolated public static var none: Self { Self() }
}

// MARK: - Views of the built-in styles

/// The indicator beside the label, in a box as high and about as wide as one line of the font in
/// effect (two digits of it: a little wider than high, so the ring fills its height). A progress
/// bar goes under the label instead.
private struct BesideLabel: View {
  let configuration: AsyncActionStyleConfiguration
  let leading: Bool

  var body: some View {
    let beside = configuration.indicator != nil && !configuration.showsProgressBar
    HStack {
      if leading, beside { box }
      configuration.label
        .overlay(alignment: .bottom) {
          if configuration.showsProgressBar { configuration.indicatorView }
        }
      if !leading, beside { box }
    }
  }

  private var box: some View {
    Text(verbatim: "00")
      .hidden()
      .overlay { configuration.indicatorView }
      .transition(AnyTransition.opacity)
  }
}

/// The label of ``PulseAsyncActionStyle``: a view of its own, to read Reduce Motion.
///
/// The breathing is a repeating animation of the opacity, started when the spinner would show and
/// replaced by the crossfade when it goes (a repeating animation left in place would go on
/// breathing after the run).
private struct PulsingLabel: View {
  let configuration: AsyncActionStyleConfiguration
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  var body: some View {
    let busy = configuration.isSpinnerVisible
    configuration.label
      .opacity(busy ? 0.35 : 1)
      .animation(animation(busy: busy), value: busy)
  }

  private func animation(busy: Bool) -> Animation {
    if busy, !reduceMotion {
      return .easeInOut(duration: 0.8).repeatForever(autoreverses: true)
    }
    return .easeInOut(duration: ActionConfiguration.crossfadeSeconds)
  }
}
