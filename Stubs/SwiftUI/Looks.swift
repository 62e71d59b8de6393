// What the package's looks use: movement, phase animation, symbol effects, Reduce Motion. See
// ../README.md for the rules of this stub. The symbol effect types are the Symbols framework's,
// which SwiftUI re-exports; they are declared here because our sources reach them through SwiftUI.

extension View {
  /// Offsets this view by the specified horizontal and vertical distances.
  ///
  /// Availability: documentation/swiftui/view/offset(x:y:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

  /// Animates effects that you apply to a view over a sequence of phases that change based on a
  /// trigger.
  ///
  /// Xcode 16's declaration, with `@ViewBuilder` (Xcode 26.4 spells it `@ContentBuilder`, which
  /// accepts the same views).
  ///
  /// Availability: documentation/swiftui/view/phaseanimator(_:trigger:content:animation:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View { self }

  /// Returns a new view with a symbol effect added to it.
  ///
  /// Availability: documentation/swiftui/view/symboleffect(_:options:isactive:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View { self }

  /// Returns a new view with a symbol effect added to it: a discrete effect that plays each time
  /// `value` changes.
  ///
  /// Availability: documentation/swiftui/view/symboleffect(_:options:value:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View { self }

  /// Modifies the fonts of all child views to use fixed-width digits, if possible, while leaving
  /// other characters proportionally spaced.
  ///
  /// Availability: documentation/swiftui/view/monospaceddigit()
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func monospacedDigit() -> some View { self }
}

/// A placeholder used to construct an inline modifier, transition, or other helper type.
///
/// Apple: documentation/swiftui/placeholdercontentview — `struct PlaceholderContentView<Value>`,
/// a `View`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct PlaceholderContentView<Value>: View {
  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

/// A presentation effect that you apply to a symbol-based image.
///
/// Apple: documentation/symbols/symboleffect — `protocol SymbolEffect : Hashable, Sendable`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol SymbolEffect: Hashable, Sendable {}

/// An animation that continually affects a symbol until it's disabled or removed.
///
/// Apple: documentation/symbols/indefinitesymboleffect — `protocol IndefiniteSymbolEffect`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol IndefiniteSymbolEffect {}

/// An effect that performs a transient animation.
///
/// Apple: documentation/symbols/discretesymboleffect — `protocol DiscreteSymbolEffect`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol DiscreteSymbolEffect {}

/// A type that replaces the opacity of variable layers in a symbol-based image in a repeatable
/// sequence.
///
/// Apple: documentation/symbols/variablecolorsymboleffect — `struct VariableColorSymbolEffect`,
/// conforming to `SymbolEffect`, `IndefiniteSymbolEffect` and `DiscreteSymbolEffect`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct VariableColorSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  /// An effect that momentarily enables each layer of a symbol-based image in sequence
  /// (documentation/symbols/variablecolorsymboleffect/iterative).
  public var iterative: VariableColorSymbolEffect { self }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// An animation that replaces the opacity of variable layers in a symbol-based image in a
  /// repeatable sequence.
  ///
  /// Apple: documentation/symbols/symboleffect/variablecolor
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

/// A type that fades the opacity of some or all layers in a symbol-based image.
///
/// Apple: documentation/symbols/pulsesymboleffect — `struct PulseSymbolEffect`, conforming to
/// `SymbolEffect`, `IndefiniteSymbolEffect` and `DiscreteSymbolEffect`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {}

/// A type that applies a transitory scaling effect, or bounce, to the layers in a symbol-based
/// image separately or as a whole.
///
/// Apple: documentation/symbols/bouncesymboleffect — `struct BounceSymbolEffect`, conforming to
/// `SymbolEffect` and `DiscreteSymbolEffect` (and, from iOS 18, `IndefiniteSymbolEffect`, which
/// the stub leaves out: the package's minimum is iOS 17).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SymbolEffect where Self == BounceSymbolEffect {
  /// An animation that applies a transitory scaling effect, or bounce, to the layers in a
  /// symbol-based image separately or as a whole.
  ///
  /// Apple: documentation/symbols/symboleffect/bounce
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SymbolEffect where Self == PulseSymbolEffect {
  /// An animation that fades the opacity of some or all layers in a symbol-based image.
  ///
  /// Apple: documentation/symbols/symboleffect/pulse
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

/// Options that configure how effects apply to symbol-based images.
///
/// Apple: documentation/symbols/symboleffectoptions — `struct SymbolEffectOptions`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct SymbolEffectOptions: Equatable, Sendable {
  /// The default options (documentation/symbols/symboleffectoptions/default).
  public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension EnvironmentValues {
  /// Whether the system preference for Reduce Motion is enabled.
  ///
  /// Apple: documentation/swiftui/environmentvalues/accessibilityreducemotion
  public var accessibilityReduceMotion: Bool { false }

  /// The contrast associated with the color scheme of this environment.
  ///
  /// Apple: documentation/swiftui/environmentvalues/colorschemecontrast —
  /// `var colorSchemeContrast: ColorSchemeContrast { get }`.
  public var colorSchemeContrast: ColorSchemeContrast { .standard }
}

/// The contrast between the app's foreground and background colors.
///
/// Apple: documentation/swiftui/colorschemecontrast — `enum ColorSchemeContrast`, `Hashable`,
/// `CaseIterable`, `Sendable`; cases documentation/swiftui/colorschemecontrast/standard and
/// …/increased.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
  /// SwiftUI displays views with standard contrast between the app's foreground and background
  /// colors.
  case standard
  /// SwiftUI displays views with increased contrast between the app's foreground and background
  /// colors.
  case increased
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension Text {
  /// Modifies the text view's font to use fixed-width digits, while leaving other characters
  /// proportionally spaced.
  ///
  /// Apple: documentation/swiftui/text/monospaceddigit()
  nonisolated public func monospacedDigit() -> Text { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Path {
  /// Adds a rectangular subpath to the path.
  ///
  /// Apple: documentation/swiftui/path/addrect(_:transform:)
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {}
}
