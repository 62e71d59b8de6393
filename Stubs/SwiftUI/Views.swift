// Controls, text, images and stacks. See ../README.md for the rules of this stub.

/// A control that initiates an action.
///
/// Apple: documentation/swiftui/button — `nonisolated struct Button<Label> where Label : View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Button<Label: View>: View {
  /// Creates a button that displays a custom label.
  ///
  /// Apple: documentation/swiftui/button/init(action:label:) — `@preconcurrency nonisolated
  /// init(action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label)`.
  ///
  /// Availability: documentation/swiftui/button/init(action:label:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @preconcurrency
  nonisolated
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)
  {}

  /// Creates a button with a role that displays a custom label.
  ///
  /// Apple: documentation/swiftui/button/init(role:action:label:) — `@preconcurrency nonisolated
  /// init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ContentBuilder label: () ->
  /// Label)`.
  ///
  /// Availability: documentation/swiftui/button/init(role:action:label:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @preconcurrency
  nonisolated
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)
  {}

  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// Creates a button based on a configuration for a style with a custom appearance and custom
  /// interaction behavior. Apple: "Use this initializer within the `makeBody(configuration:)`
  /// method of a `PrimitiveButtonStyle` to create an instance of the button that you want to
  /// style. This is useful for custom button styles that modify the current button style."
  ///
  /// Apple: documentation/swiftui/button/init(_:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public init(_ configuration: PrimitiveButtonStyleConfiguration) {}
}

extension Button where Label == Text {
  /// Creates a button that generates its label from a localized string key.
  ///
  /// Apple: documentation/swiftui/button/init(_:action:)-1asy — `@preconcurrency nonisolated
  /// init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void)`.
  ///
  /// Availability: documentation/swiftui/button/init(_:action:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @preconcurrency
  nonisolated
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void)
  {}
}

/// A value that describes the purpose of a button.
///
/// Apple: documentation/swiftui/buttonrole
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct ButtonRole: Equatable, Sendable {
  private let name: String

  /// A role for a button that deletes user data or performs an irreversible operation.
  public static let destructive = ButtonRole(name: "destructive")
}

/// A button style with custom interaction behaviour and appearance.
///
/// Apple: documentation/swiftui/primitivebuttonstyle — `@MainActor
/// @preconcurrency protocol PrimitiveButtonStyle`; `makeBody(configuration:)` is
/// `@ViewBuilder @MainActor @preconcurrency`, with the view builder the rest of the stub uses (the
/// newest documentation spells the builder `@ContentBuilder`, as it does for `VStack`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// A view that represents the body of a button.
  associatedtype Body: View

  /// Creates a view that represents the body of a button. The system calls it for each button in
  /// a view hierarchy where this style is the current button style.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of a button.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button, as a `PrimitiveButtonStyle` receives them.
///
/// Apple: documentation/swiftui/primitivebuttonstyleconfiguration —
/// `struct PrimitiveButtonStyleConfiguration`, not `Sendable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct PrimitiveButtonStyleConfiguration {
  /// A type-erased label of a button (`@MainActor @preconcurrency struct Label`).
  ///
  /// Availability: documentation/swiftui/primitivebuttonstyleconfiguration, topic
  /// "PrimitiveButtonStyleConfiguration.Label" (the structure, not the `label` property)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct Label: View {
    /// Never called.
    public var body: Never { fatalError("SwiftUI stub") }
  }

  /// An optional semantic role describing the button's purpose; `nil` for none. Apple declares
  /// `let role`; a stored property cannot be newer than its type, so the stub computes it.
  ///
  /// Availability: documentation/swiftui/primitivebuttonstyleconfiguration/role
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public var role: ButtonRole? { fatalError("SwiftUI stub") }

  /// A view that describes the effect of calling the button's action (`let` in Apple's SDK).
  ///
  /// Availability: documentation/swiftui/primitivebuttonstyleconfiguration, topic "label" (the
  /// property)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var label: PrimitiveButtonStyleConfiguration.Label { fatalError("SwiftUI stub") }

  /// Performs the button's action.
  ///
  /// Availability: documentation/swiftui/primitivebuttonstyleconfiguration/trigger()
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public func trigger() {}
}

/// The default button style, based on the button's context.
///
/// Apple: documentation/swiftui/defaultbuttonstyle — `nonisolated struct DefaultButtonStyle`, so its initializer is
/// not main-actor isolated (`DefaultButtonStyle()` is the nonisolated way to name the style).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// Creates a default button style.
  public init() {}

  /// Creates a view that represents the body of a button.
  nonisolated public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// The bordered prominent button style.
///
/// Apple: documentation/swiftui/borderedprominentbuttonstyle — `nonisolated struct BorderedProminentButtonStyle`, so its initializer is
/// not main-actor isolated (`BorderedProminentButtonStyle()` is the nonisolated way to name the style).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}

  /// Creates a view that represents the body of a button.
  nonisolated public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// The bordered button style.
///
/// Apple: documentation/swiftui/borderedbuttonstyle — `nonisolated struct BorderedButtonStyle`, so its initializer is
/// not main-actor isolated (`BorderedButtonStyle()` is the nonisolated way to name the style).
@available(iOS 15.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}

  /// Creates a view that represents the body of a button.
  nonisolated public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default button style, based on the button's context: borderless on iOS, bordered on
  /// macOS, tvOS and watchOS, and the recommended style inside containers such as `List`.
  ///
  /// Isolation: documentation/swiftui/primitivebuttonstyle/automatic now shows `@export(implementation)
  /// nonisolated static var automatic: DefaultButtonStyle { get }` (the newest SDK's declaration,
  /// with an attribute of Swift 6.3), but the iOS 26.2 SDK declares it `@MainActor
  /// @preconcurrency` (its compiler rejects a use from a nonisolated function under
  /// `-warnings-as-errors`: "main actor-isolated static property 'automatic' can not be referenced
  /// from a nonisolated context"). The package supports Xcode 26.0 on, so the stub keeps the
  /// stricter: `DefaultButtonStyle()` is the nonisolated way.
  ///
  /// Availability: documentation/swiftui/primitivebuttonstyle/automatic
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// The standard bordered prominent style.
  ///
  /// Isolation: documentation/swiftui/primitivebuttonstyle/borderedprominent now shows
  /// `@export(implementation) nonisolated static var borderedProminent:
  /// BorderedProminentButtonStyle { get }`, the newest SDK's declaration. No declaration from an
  /// earlier Xcode 26 SDK was found, and the iOS 26.2 SDK declares `automatic` `@MainActor
  /// @preconcurrency` (see there), so the stub keeps the stricter form.
  ///
  /// Availability: documentation/swiftui/primitivebuttonstyle/borderedprominent
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// The standard bordered style.
  ///
  /// Isolation: documentation/swiftui/primitivebuttonstyle/bordered now shows
  /// `@export(implementation) nonisolated static var bordered: BorderedButtonStyle { get }`, the
  /// newest SDK's declaration. No declaration from an earlier Xcode 26 SDK was found, and the iOS
  /// 26.2 SDK declares `automatic` `@MainActor @preconcurrency` (see there), so the stub keeps the
  /// stricter form.
  ///
  /// Availability: documentation/swiftui/primitivebuttonstyle/bordered
  @available(iOS 15.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

/// The size of controls.
///
/// Apple: documentation/swiftui/controlsize
@available(iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, visionOS 1.0, *)
public enum ControlSize: Sendable {
  /// The default size.
  case regular
  /// A prominent size.
  ///
  /// Availability: documentation/swiftui/controlsize/large
  @available(iOS 15.0, macOS 11.0, tvOS 15.0, watchOS 9.0, visionOS 1.0, *)
  case large
}

/// Read-only text.
///
/// Apple: documentation/swiftui/text — `@frozen struct Text`, which conforms to `View` in an
/// extension: the type, and so its initializers, are not main-actor isolated (a conformance in the
/// type's own declaration would make them so).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Text {
  /// Displays localized content identified by a key. A string literal picks this initializer.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {}

  /// Displays a localized string resource.
  ///
  /// Availability: documentation/swiftui/text, topic "init(_:)", the `LocalizedStringResource`
  /// overload
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {}

  /// Displays a stored string without localization.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Text: View {
  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

/// The key of an entry in a strings file; string literals create one.
///
/// Apple: documentation/swiftui/localizedstringkey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  private let key: String

  /// Creates a key from a string value.
  public init(_ value: String) { key = value }

  /// Creates a key from a string literal.
  public init(stringLiteral value: String) { key = value }

  /// Creates a key from an interpolated string literal.
  public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.format }

  /// The contents of an interpolated string literal.
  public struct StringInterpolation: StringInterpolationProtocol {
    var format = ""

    /// Starts an interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends a literal string.
    public mutating func appendLiteral(_ literal: String) { format += literal }

    /// Appends a value that has a default format specifier, such as an `Int`.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) { format += "%@" }
  }
}

/// A primitive value that `LocalizedStringKey` interpolations format, such as `Int` or `Double`.
///
/// Apple: the constraint of
/// documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-378v9
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol _FormatSpecifiable: Equatable {}

extension Int: _FormatSpecifiable {}

/// A title with an icon.
///
/// Apple: documentation/swiftui/label
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct Label<Title: View, Icon: View>: View {
  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a title from a localized string resource and a system image.
  ///
  /// Availability: documentation/swiftui/label/init(_:systemimage:) (this overload's page: iOS 16,
  /// macOS 13, tvOS 16, watchOS 9, visionOS 1)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @_disfavoredOverload
  nonisolated public init(_ titleResource: LocalizedStringResource, systemImage name: String) {}

  /// A label with a title from a localized string key and a system image.
  ///
  /// Availability: documentation/swiftui/label, topic "init(_:systemImage:)", the
  /// `LocalizedStringKey` overload
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}

  /// A label with a title shown as is and a system image.
  ///
  /// Availability: documentation/swiftui/label, topic "init(_:systemImage:)", the
  /// `StringProtocol` overload
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

/// An image.
///
/// Apple: documentation/swiftui/image
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Image: View {
  /// A system symbol image.
  ///
  /// Apple: documentation/swiftui/image/init(systemname:) — `init(systemName: String)`, in a type
  /// that is not main-actor isolated: nonisolated.
  ///
  /// Availability: documentation/swiftui/image/init(systemname:)
  @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public init(systemName: String) {}

  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

/// A vertical stack.
///
/// Apple: documentation/swiftui/vstack; documentation/swiftui/vstack/init(alignment:spacing:content:)
/// — `nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
/// @ContentBuilder content: () -> Content)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct VStack<Content: View>: View {
  /// Creates a stack with the given spacing and alignment.
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}

  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

/// A horizontal stack.
///
/// Apple: documentation/swiftui/hstack — `nonisolated init(alignment:
/// VerticalAlignment = .center, spacing: CGFloat? = nil, content:)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct HStack<Content: View>: View {
  /// Creates a stack with the given spacing and vertical alignment; `nil` spacing lets the stack
  /// choose a default distance for each pair of subviews.
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}

  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

/// An overlaying stack.
///
/// Apple: documentation/swiftui/zstack; documentation/swiftui/zstack/init(alignment:content:) —
/// `nonisolated init(alignment: Alignment = .center, @ContentBuilder content: () -> Content)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ZStack<Content: View>: View {
  /// Creates a stack with the given alignment.
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}

  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

/// A horizontal alignment guide.
///
/// Apple: documentation/swiftui/horizontalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct HorizontalAlignment: Equatable, Sendable {
  private let name: String

  /// The centre.
  public static let center = HorizontalAlignment(name: "center")
}

/// A vertical alignment guide.
///
/// Apple: documentation/swiftui/verticalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct VerticalAlignment: Equatable, Sendable {
  private let name: String

  /// The centre.
  public static let center = VerticalAlignment(name: "center")
}

/// An alignment in both axes.
///
/// Apple: documentation/swiftui/alignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Alignment: Equatable, Sendable {
  private let name: String

  /// The centre.
  public static let center = Alignment(name: "center")
  /// The bottom edge, centred horizontally (documentation/swiftui/alignment/bottom).
  public static let bottom = Alignment(name: "bottom")
}

/// An edge of a view.
///
/// Apple: documentation/swiftui/edge
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum Edge: Int8, Sendable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable {
    /// The set's bits.
    public let rawValue: Int8
    /// Creates a set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// All four edges.
    public static let all = Set(rawValue: 15)
  }
}

/// A font.
///
/// Apple: documentation/swiftui/font — `@frozen struct Font`; its standard fonts are `static let`
/// (documentation/swiftui/font/largetitle: `static let largeTitle: Font`), not isolated.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Font: Hashable, Sendable {
  private let name: String

  /// The font for large titles.
  public static let largeTitle = Font(name: "largeTitle")
  /// A font with the title text style. Apple: "title", documentation/swiftui/font/title.
  public static let title = Font(name: "title")

  /// A dynamic text style.
  public enum TextStyle: Hashable, Sendable {
    /// The style for body text.
    case body
  }
}

/// A colour, which is also a view and a shape style.
///
/// Apple: documentation/swiftui/color; its standard colours are `static let`, not isolated
/// (documentation/swiftui/color/red: `static let red: Color`; …/color/orange likewise).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Color: Hashable, Sendable {
  private let name: String

  /// Orange.
  public static let orange = Color(name: "orange")
  /// A context-dependent red colour. Apple: "red", documentation/swiftui/color/red.
  public static let red = Color(name: "red")
}
