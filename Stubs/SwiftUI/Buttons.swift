// Buttons, button styles and control sizes (Apple: Controls and indicators). See ../README.md for
// the rules of this stub.

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

  /// A role that indicates a button that cancels an operation.
  ///
  /// Apple: documentation/swiftui/buttonrole/cancel — `static let cancel: ButtonRole`.
  ///
  /// Availability: documentation/swiftui/buttonrole/cancel
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public static let cancel = ButtonRole(name: "cancel")
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
