#if canImport(SwiftUI)
  @_spi(Shell) import AsyncActionCore
  public import SwiftUI

  // The built-in styles: one per `ActionLooks.Busy` of the core, each drawing what the core's table says
  // for its look (`BusyLookLabel`).

  /// The default look (`ActionLooks.Busy.overlay`): the engine's indicator replaces the label, which stays
  /// in layout at opacity 0, so the button keeps its exact size.
  ///
  /// With ``SwiftUI/View/asyncActionProgressLook(_:)`` `.bar`, the label stays visible while
  /// progress shows and the bar runs along its bottom.
  nonisolated public struct OverlayAsyncActionStyle: AsyncActionStyle, Equatable {
    /// Creates the overlay style.
    nonisolated public init() {}

    /// The core's look this style draws.
    nonisolated var look: ActionLooks.Busy { .overlay }

    /// The label at opacity 0 under the indicator while there is one.
    ///
    /// - Parameter configuration: The label, and what the engine decided to show.
    /// - Returns: The label with the indicator over it.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
      BusyLookLabel(configuration: configuration, label: configuration.label, look: look) { label, _ in label
      }
    }
  }

  /// The indicator before the label, on the leading edge (`ActionLooks.Busy.leading`); the label stays
  /// visible, and the button grows by the indicator and a gap while the indicator shows.
  nonisolated public struct LeadingAsyncActionStyle: AsyncActionStyle, Equatable {
    /// Creates the leading style.
    nonisolated public init() {}

    /// The core's look this style draws.
    nonisolated var look: ActionLooks.Busy { .leading }

    /// The indicator, then the label.
    ///
    /// - Parameter configuration: The label, and what the engine decided to show.
    /// - Returns: A row of the indicator and the label.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
      BusyLookLabel(configuration: configuration, label: configuration.label, look: look) { label, _ in label
      }
    }
  }

  /// The indicator after the label, on the trailing edge (`ActionLooks.Busy.trailing`); the label stays
  /// visible, and the button grows by the indicator and a gap while the indicator shows.
  nonisolated public struct TrailingAsyncActionStyle: AsyncActionStyle, Equatable {
    /// Creates the trailing style.
    nonisolated public init() {}

    /// The core's look this style draws.
    nonisolated var look: ActionLooks.Busy { .trailing }

    /// The label, then the indicator.
    ///
    /// - Parameter configuration: The label, and what the engine decided to show.
    /// - Returns: A row of the label and the indicator.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
      BusyLookLabel(configuration: configuration, label: configuration.label, look: look) { label, _ in label
      }
    }
  }

  /// The label's opacity breathes while the spinner would show (`ActionLooks.Busy.pulse`); no spinner is
  /// drawn. Progress, and the success and failure marks, replace the label as under the overlay
  /// look. Under Reduce Motion the label is dimmed, without breathing.
  nonisolated public struct PulseAsyncActionStyle: AsyncActionStyle, Equatable {
    /// Creates the pulse style.
    nonisolated public init() {}

    /// The core's look this style draws.
    nonisolated var look: ActionLooks.Busy { .pulse }

    /// The label, breathing while busy.
    ///
    /// - Parameter configuration: The label, and what the engine decided to show.
    /// - Returns: The label with its opacity animated.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
      BusyLookLabel(configuration: configuration, label: configuration.label, look: look) { label, _ in label
      }
    }
  }

  /// The label's SF Symbols animate with a symbol effect while the spinner would show
  /// (`ActionLooks.Busy.symbolEffect`): by default the iterative variable-colour effect, or any indefinite
  /// effect you pass (`.pulse`, say). Text is unchanged; under Reduce Motion the label is dimmed.
  ///
  /// ```swift
  /// AsyncActionButton("Connect", systemImage: "wifi") { try await network.connect() }
  ///   .asyncActionStyle(.symbolEffect)
  /// AsyncActionButton("Sync", systemImage: "arrow.triangle.2.circlepath") { try await library.sync() }
  ///   .asyncActionStyle(.symbolEffect(.pulse))
  /// ```
  ///
  /// `symbolEffect(_:options:isActive:)` and the variable-colour and pulse effects exist from the
  /// package's minimum platforms; an effect newer than that (`.breathe`, iOS 18) needs the
  /// `if #available` at the place that names it.
  nonisolated public struct SymbolEffectAsyncActionStyle<Effect: IndefiniteSymbolEffect & SymbolEffect>:
    AsyncActionStyle
  {
    private let effect: Effect

    /// The core's look this style draws.
    nonisolated var look: ActionLooks.Busy { .symbolEffect }

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
      BusyLookLabel(configuration: configuration, label: configuration.label, look: look) {
        [effect] label, active in
        label.symbolEffect(effect, isActive: active)
      }
    }
  }

  /// Equal when their effects are: a style written again with the same effect keeps the button's
  /// settings equal, so the button is not evaluated again.
  extension SymbolEffectAsyncActionStyle: Equatable where Effect: Equatable {}

  extension SymbolEffectAsyncActionStyle where Effect == VariableColorSymbolEffect {
    /// Creates the symbol effect style with the iterative variable-colour effect.
    nonisolated public init() {
      self.init(.variableColor.iterative)
    }
  }

  /// The label, unchanged while busy (`ActionLooks.Busy.none`): no spinner. Progress, and the success and
  /// failure marks, replace the label as under the overlay look. Taps are still ignored and the
  /// accessibility value still says "In progress".
  nonisolated public struct NoAsyncActionStyle: AsyncActionStyle, Equatable {
    /// Creates the style that draws the label alone while busy.
    nonisolated public init() {}

    /// The core's look this style draws.
    nonisolated var look: ActionLooks.Busy { .none }

    /// The label.
    ///
    /// - Parameter configuration: The label, and what the engine decided to show.
    /// - Returns: The label.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
      BusyLookLabel(configuration: configuration, label: configuration.label, look: look) { label, _ in label
      }
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

  /// The label as one `ActionLooks.Busy` draws it: whatever the core's appearance says for the look in the
  /// current phase, and nothing else.
  ///
  /// - The label is the label with the button's titles (`TitleStack`): the title that shows, and
  ///   every other laid out at opacity 0, so the width is the widest title's in every phase.
  /// - The label's opacity (visible, hidden under an indicator, dimmed, or breathing) is the one
  ///   animated value on it: the crossfade and the breathing apply to the opacity alone
  ///   (`animation(_:body:)`), so neither the label's layout nor a change the app makes to the
  ///   label animates.
  /// - The indicator goes over the label or beside it, where the appearance places it in this
  ///   phase (`LookAppearance.indicatorPlacement`); the leading and trailing looks have a box
  ///   beside the label in every phase. The bar runs under the label's bottom edge. Over the label, the indicator and the bar fade in and out; beside
  ///   it, the indicator slides in and out (`BesideBox`): the row's width grows and shrinks with it
  ///   over the crossfade, the label moving aside, never a snap.
  /// - `decorate` adds what only a symbol effect look adds, given whether the effect plays.
  ///
  /// Generic over the label: a button with no style set, or with a built-in style other than a
  /// symbol effect, draws its own label type through it, with no `AnyView` around the label
  /// (`IndicatorLabel`); a style's `makeBody` passes the configuration's erased label.
  struct BusyLookLabel<Label: View, Decorated: View>: View {
    let configuration: AsyncActionStyleConfiguration
    let label: Label
    let look: ActionLooks.Busy
    let decorate: (Label, Bool) -> Decorated

    var body: some View {
      let appearance = configuration.appearance(busy: look)
      let label = TitleStack(
        label: decorate(self.label, appearance.titleAnimation == .symbolEffect),
        appearance: appearance
      )
      .animation(Self.titleAnimation(appearance)) {
        $0.opacity(AsyncActionStyleConfiguration.titleOpacity(appearance))
      }
      .overlay(alignment: .bottom) {
        ZStack {
          if appearance.bar != nil {
            LiveBar(configuration: configuration, look: look).transition(AnyTransition.opacity)
          }
        }
        .animation(.easeInOut(duration: LookConstants.crossfadeSeconds), value: appearance.bar != nil)
      }
      // What shows where in this phase is the appearance's (`indicatorPlacement`): over the label,
      // or in the box beside it. Which boxes exist is the look's, fixed, so that the label keeps
      // its place in the view tree from phase to phase.
      let overlaid = label.overlay {
        IndicatorBox(holdsPercent: configuration.progressLook == .percent) {
          ZStack {
            if appearance.indicatorPlacement == .overlay, let indicator = appearance.indicator {
              IndicatorSlot(
                indicator: indicator, configuration: configuration, look: look, appearance: appearance
              )
              .transition(AnyTransition.opacity)
            }
          }
        }
        .accessibilityHidden(true)
        .animation(.easeInOut(duration: LookConstants.crossfadeSeconds), value: appearance.indicator)
      }
      switch look.indicatorPlacement {
      case .overlay:
        overlaid
      case .leading:
        HStack(spacing: 0) {
          beside(appearance, leading: true)
          overlaid
        }
      case .trailing:
        HStack(spacing: 0) {
          overlaid
          beside(appearance, leading: false)
        }
      }
    }

    private func beside(_ appearance: LookAppearance, leading: Bool) -> some View {
      BesideBox(configuration: configuration, look: look, appearance: appearance, leading: leading)
        .accessibilityHidden(true)
    }

    /// The breathing while the label pulses (half of `LookConstants.pulsePeriod` each way), else
    /// the crossfade.
    static func titleAnimation(_ appearance: LookAppearance) -> Animation {
      if appearance.titleAnimation == .pulse {
        return .easeInOut(duration: LookConstants.pulseHalfPeriodSeconds).repeatForever(autoreverses: true)
      }
      return .easeInOut(duration: LookConstants.crossfadeSeconds)
    }
  }

  /// The label slot: the label and the button's busy and retry titles
  /// (`LookAppearance.measuredTitles`) on top of one another, the title that shows at full opacity
  /// and every other at opacity 0. All stay in layout, so the slot is as wide as the widest title in
  /// every phase and a title that replaces another changes no size; they crossfade, the opacity
  /// alone. The structure depends on which titles the button has, never on the phase, so the label
  /// keeps its identity and state.
  struct TitleStack<Label: View>: View {
    let label: Label
    let appearance: LookAppearance

    var body: some View {
      ZStack {
        label.animation(Self.crossfade) { $0.opacity(opacity(.label)) }
        if let busy = busyTitle {
          Text(verbatim: busy).animation(Self.crossfade) { $0.opacity(opacity(.busy(busy))) }
        }
        if let retry = retryTitle {
          Text(verbatim: retry).animation(Self.crossfade) { $0.opacity(opacity(.retry(retry))) }
        }
      }
    }

    /// The busy title laid out, if the button has one.
    private var busyTitle: String? {
      for case .busy(let text) in appearance.measuredTitles { return text }
      return nil
    }

    /// The retry title laid out, if the button has one.
    private var retryTitle: String? {
      for case .retry(let text) in appearance.measuredTitles { return text }
      return nil
    }

    /// 1 for the title that shows, 0 for the others.
    private func opacity(_ title: LookTitle) -> Double { title == appearance.title ? 1 : 0 }

    private static var crossfade: Animation { .easeInOut(duration: LookConstants.crossfadeSeconds) }
  }

  extension AsyncActionStyleConfiguration {
    /// The opacity a label drawn as `appearance` says animates to: the pulse's lowest while it
    /// breathes (from 1 and back), else the label's own; both for the user's contrast.
    static func titleOpacity(_ appearance: LookAppearance) -> Double {
      appearance.titleAnimation == .pulse ? appearance.opacities.pulseLowest : appearance.titleOpacity
    }
  }
#endif
