// Colours (Apple: Drawing and graphics). See ../README.md for the rules of this stub.

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
