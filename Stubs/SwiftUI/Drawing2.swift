// What the indicator is painted and laid out with: a type-erased shape style, the layout
// direction, the locale, the colour scheme, and an animation scoped to some modifiers. See
// ../README.md for the rules of this stub. Each declaration names the Apple documentation page it
// comes from; signatures, isolation and availability are those pages'.

public import Foundation

/// A type-erased ShapeStyle value.
///
/// Apple: "AnyShapeStyle", documentation/swiftui/anyshapestyle — `@frozen struct AnyShapeStyle`,
/// a `ShapeStyle` (so `Sendable`); documentation/swiftui/anyshapestyle/init(_:) — `init<S>(_
/// style: S) where S : ShapeStyle`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct AnyShapeStyle: ShapeStyle {
  /// Create an instance from `style`.
  public init<S: ShapeStyle>(_ style: S) {}
}

/// A direction in which SwiftUI can lay out content.
///
/// Apple: "LayoutDirection", documentation/swiftui/layoutdirection — `enum LayoutDirection`,
/// `Hashable`, `CaseIterable`, `Sendable`; cases documentation/swiftui/layoutdirection/lefttoright
/// and …/righttoleft.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  /// A left-to-right layout direction.
  case leftToRight
  /// A right-to-left layout direction.
  case rightToLeft
}

/// The possible color schemes, corresponding to the light and dark appearances.
///
/// Apple: "ColorScheme", documentation/swiftui/colorscheme — `enum ColorScheme`, `Hashable`,
/// `CaseIterable`, `Sendable`; cases documentation/swiftui/colorscheme/light and …/dark.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum ColorScheme: Hashable, CaseIterable, Sendable {
  /// The color scheme that corresponds to a light appearance.
  case light
  /// The color scheme that corresponds to a dark appearance.
  case dark
}

extension EnvironmentValues {
  /// The layout direction associated with the current environment.
  ///
  /// Apple: "layoutDirection", documentation/swiftui/environmentvalues/layoutdirection — `var
  /// layoutDirection: LayoutDirection { get set }`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var layoutDirection: LayoutDirection {
    get { .leftToRight }
    set {}
  }

  /// The current locale that views should use.
  ///
  /// Apple: "locale", documentation/swiftui/environmentvalues/locale — `var locale: Locale { get
  /// set }`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var locale: Locale {
    get { Locale(identifier: "en_US") }
    set {}
  }

  /// The color scheme of this environment.
  ///
  /// Apple: "colorScheme", documentation/swiftui/environmentvalues/colorscheme — `var
  /// colorScheme: ColorScheme { get set }`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var colorScheme: ColorScheme {
    get { .light }
    set {}
  }
}

extension View {
  /// Applies the given animation to all animatable values within the `body` closure: only the
  /// modifiers applied inside `body` animate with it.
  ///
  /// Apple: "animation(_:body:)", documentation/swiftui/view/animation(_:body:) — `nonisolated
  /// func animation<V>(_ animation: Animation?, @ContentBuilder body: (PlaceholderContentView<Self>)
  /// -> V) -> some View where V : View`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View { self }
}
