// Declarations from Foundation and CoreGraphics that SwiftUI re-exports on Apple platforms and that
// Linux's Foundation lacks. See ../README.md for the rules of this stub.

@_exported import Foundation

/// Foundation's `LocalizedStringResource`: a reference to a localizable string, resolved later.
///
/// Apple: documentation/foundation/localizedstringresource
/// (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1). Apple's interpolation type is
/// `String.LocalizationValue.StringInterpolation`, which Linux lacks; the stub takes the default one.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct LocalizedStringResource: Equatable, Sendable, ExpressibleByStringInterpolation {
  private let key: String

  /// Creates a resource from a string literal.
  public init(stringLiteral value: String) {
    key = value
  }

  /// Creates a resource from an interpolated string literal.
  public init(stringInterpolation: DefaultStringInterpolation) {
    key = String(stringInterpolation: stringInterpolation)
  }

  /// The locale the resource is resolved in.
  ///
  /// Apple: "locale", documentation/foundation/localizedstringresource/locale — `var locale:
  /// Locale`, set before `String(localized:)` on documentation/swift/string/init(localized:).
  public var locale: Locale {
    get { fatalError("SwiftUI stub") }
    set {}
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension String {
  /// Creates a localized string from a localized string resource, in the resource's locale.
  ///
  /// Apple: documentation/swift/string/init(localized:) — `init(localized resource:
  /// LocalizedStringResource)`. Availability: documentation/swift/string/init(localized:)
  /// (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1).
  public init(localized resource: LocalizedStringResource) {
    fatalError("SwiftUI stub")
  }
}

/// CoreGraphics' `CGLineCap`: how the ends of a stroked line are drawn.
///
/// Apple: documentation/coregraphics/cglinecap
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public enum CGLineCap: Int32, Sendable {
  /// A squared end at the end point.
  case butt = 0
  /// A rounded end.
  case round = 1
  /// A squared end that extends past the end point.
  case square = 2
}

/// CoreGraphics' `CGLineJoin`: how the joins of a stroked path are drawn.
///
/// Apple: documentation/coregraphics/cglinejoin
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public enum CGLineJoin: Int32, Sendable {
  /// A mitered join.
  case miter = 0
  /// A rounded join.
  case round = 1
  /// A bevelled join.
  case bevel = 2
}

/// CoreGraphics' `CGAffineTransform`: an affine transformation matrix. Only the identity, the
/// default argument of `Path.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
///
/// Apple: "CGAffineTransform", documentation/coregraphics/cgaffinetransform; "identity",
/// documentation/coregraphics/cgaffinetransform/identity.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct CGAffineTransform: Equatable, Sendable {
  private let isIdentity: Bool

  /// The identity transform.
  ///
  /// Apple: documentation/coregraphics/cgaffinetransform/identity
  @available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  public static let identity = CGAffineTransform(isIdentity: true)
}
