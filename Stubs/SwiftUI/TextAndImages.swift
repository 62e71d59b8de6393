// Text, string keys, labels, images and fonts (Apple: Text input and output; Images). See
// ../README.md for the rules of this stub.

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
  /// A label with a custom title and icon.
  ///
  /// Apple: documentation/swiftui/label/init(title:icon:) — `nonisolated init(@ContentBuilder title:
  /// () -> Title, @ContentBuilder icon: () -> Icon)` (the stub's builder is `@ViewBuilder`).
  nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}

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

  /// An image from an asset catalog's generated image resource.
  ///
  /// Apple: documentation/swiftui/image/init(_:) — `init(_ resource: ImageResource)`, in a type
  /// that is not main-actor isolated: nonisolated.
  ///
  /// Availability: documentation/swiftui/image/init(_:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public init(_ resource: ImageResource) {}

  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

/// An image in an asset catalog, as Xcode generates it for each image set (`.logo`).
///
/// Apple: documentation/developertoolssupport/imageresource — `struct ImageResource`, declared in
/// DeveloperToolsSupport, which SwiftUI re-exports; `init(name: String, bundle: Bundle)`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ImageResource: Hashable, Sendable {
  private let name: String

  /// An image resource with the name of an image set in a bundle.
  public init(name: String, bundle: Bundle) { self.name = name }
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

/// A Dynamic Type size, which specifies how large scalable content should be.
///
/// Apple: "DynamicTypeSize", documentation/swiftui/dynamictypesize — `enum DynamicTypeSize`; its
/// cases in the order of the page's topic "Getting type sizes", each with a page of its own
/// showing `case <name>` (documentation/swiftui/dynamictypesize/accessibility1, …/accessibility2).
/// The page shows the declaration without its conformances, and our sources need none: none is
/// declared here, the stricter form (the cases' `==` is the compiler's, as for any enum without
/// associated values).
///
/// Availability: documentation/swiftui/dynamictypesize
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public enum DynamicTypeSize {
  /// An extra small size.
  case xSmall
  /// A small size.
  case small
  /// A medium size.
  case medium
  /// A large size.
  case large
  /// An extra large size.
  case xLarge
  /// An extra extra large size.
  case xxLarge
  /// An extra extra extra large size.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The fifth accessibility size: the largest.
  case accessibility5
}

// Resizing a symbol, for the success and failure marks drawn at the ring's diameter rather than at
// the font's size.

extension Image {
  /// Sets the mode by which SwiftUI resizes an image to fit its space.
  ///
  /// Apple: documentation/swiftui/image/resizable(capinsets:resizingmode:) — `func
  /// resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch)
  /// -> Image`. The page shows no isolation: the stub keeps the stricter form, a member of the
  /// stub's `Image`, whose `View` conformance makes it main-actor isolated.
  ///
  /// Availability: documentation/swiftui/image/resizable(capinsets:resizingmode:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
  ) -> Image {
    self
  }

  /// The modes that SwiftUI uses to resize an image to fit within its containing view.
  ///
  /// Apple: documentation/swiftui/image/resizingmode — `enum ResizingMode`, `Hashable`,
  /// `Sendable`; cases documentation/swiftui/image/resizingmode/stretch and …/tile.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public enum ResizingMode: Hashable, Sendable {
    /// A mode to enlarge or reduce the size of an image so that it fills the available space.
    case stretch
    /// A mode to repeat the image at its original size, as many times as necessary to fill the
    /// available space.
    case tile
  }
}

/// The inset distances for the sides of a rectangle.
///
/// Apple: documentation/swiftui/edgeinsets — `@frozen struct EdgeInsets`, `Sendable`; its
/// `init()`, documentation/swiftui/edgeinsets/init().
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct EdgeInsets: Sendable {
  /// Insets of zero on every side. Apple: documentation/swiftui/edgeinsets/init().
  public init() {}
}
