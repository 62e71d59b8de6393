// Shapes and geometry. See ../README.md for the rules of this stub.

/// A 2D shape; without an explicit fill or stroke it is filled with the foreground style.
///
/// Apple: documentation/swiftui/shape — `nonisolated protocol Shape : Sendable, Animatable, View`:
/// a type that conforms to `Shape` in its declaration does not take `View`'s main-actor isolation.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public protocol Shape: Sendable, Animatable, View {
  /// Describes this shape as a path within a rectangular frame.
  nonisolated func path(in rect: CGRect) -> Path
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Shape {
  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }

  /// Trims this shape by a fractional amount based on its representation as a path.
  ///
  /// Availability: documentation/swiftui/shape/trim(from:to:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    self
  }

  /// Returns a stroked copy of this shape.
  ///
  /// Availability: documentation/swiftui/shape/stroke(style:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func stroke(style: StrokeStyle) -> some Shape { self }
}

/// A type whose values SwiftUI can animate.
///
/// Apple: documentation/swiftui/animatable. Its `animatableData`
/// requirement is left out: our sources define no animatable types.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol Animatable {}

/// The outline of a 2D shape.
///
/// Apple: documentation/swiftui/path
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Path: Sendable {
  /// Creates an empty path. Apple: "init()", documentation/swiftui/path/init().
  public init() {}
}

/// A circle centred on the frame of the view containing it.
///
/// Apple: documentation/swiftui/circle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Circle: Shape {
  /// Creates a circle.
  public init() {}

  /// Describes the circle as a path.
  public nonisolated func path(in rect: CGRect) -> Path { Path() }
}

/// The characteristics of a stroke.
///
/// Apple: documentation/swiftui/strokestyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct StrokeStyle: Equatable, Sendable {
  /// The width of the stroke.
  public var lineWidth: CGFloat

  /// Creates a stroke style.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
  }
}

/// A geometric angle.
///
/// Apple: documentation/swiftui/angle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Angle: Equatable, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// An angle in degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(radians: degrees * .pi / 180) }

  /// An angle in radians: `static func radians(_ radians: Double) -> Angle`.
  ///
  /// Apple: documentation/swiftui/angle/radians(_:)
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
}

/// A normalized 2D point in a view's coordinate space.
///
/// Apple: documentation/swiftui/unitpoint
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct UnitPoint: Equatable, Sendable {
  /// The x coordinate, from 0 to 1.
  public var x: CGFloat
  /// The y coordinate, from 0 to 1.
  public var y: CGFloat

  /// The centre.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
}
