// Shapes and geometry. See ../README.md for the rules of this stub.

/// A 2D shape; without an explicit fill or stroke it is filled with the foreground style.
///
/// Apple: documentation/swiftui/shape — `nonisolated protocol Shape : Sendable, Animatable, View`:
/// a type that conforms to `Shape` in its declaration does not take `View`'s main-actor isolation.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public protocol Shape: Sendable, Animatable, View {
  /// Describes this shape as a path within a rectangular frame.
  nonisolated func path(in rect: CGRect) -> Path

  /// Returns the behavior this shape should use for different layout directions.
  ///
  /// Apple: documentation/swiftui/shape/layoutdirectionbehavior —
  /// `nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { get }`, iOS 17, macOS 14,
  /// tvOS 17, watchOS 10, visionOS 1: "Defaults to `.mirrors` when deploying on iOS 17.0, macOS
  /// 14.0, tvOS 17.0, watchOS 10.0 and later, and to `.fixed` if not" — the package's minimums are
  /// those, so the default here is `.mirrors`: a shape that mirrors its own path for right to left
  /// is mirrored a second time unless it declares `.fixed`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Shape {
  /// `.mirrors`, as Apple's default is for the package's deployment targets (above).
  ///
  /// Availability: documentation/swiftui/shape/layoutdirectionbehavior
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}

/// A description of what should happen when the layout direction changes.
///
/// Apple: documentation/swiftui/layoutdirectionbehavior — `enum LayoutDirectionBehavior`, iOS 17,
/// macOS 14, tvOS 17, watchOS 10, visionOS 1, `Equatable`, `Hashable`, `Sendable`; its cases
/// `fixed` and `mirrors(in: LayoutDirection)` (documentation/swiftui/layoutdirectionbehavior/fixed,
/// …/mirrors(in:)), and `static var mirrors: LayoutDirectionBehavior { get }`
/// (…/mirrors): mirrors when the layout direction is right to left.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public enum LayoutDirectionBehavior: Hashable, Sendable {
  /// A behavior that doesn't mirror when the layout direction changes.
  case fixed
  /// A behavior that mirrors when the layout direction has the specified value.
  case mirrors(in: LayoutDirection)

  /// A behavior that mirrors when the layout direction is right-to-left.
  public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
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

/// A type that describes how to animate a property of a view: SwiftUI reads the old and new
/// `animatableData`, and writes interpolated values back on each frame of an animation.
///
/// Apple: documentation/swiftui/animatable — `protocol Animatable`, with no isolation: a
/// `Shape`'s `animatableData` is nonisolated, as its `path(in:)` is.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol Animatable {
  /// The type defining the data to animate.
  ///
  /// Apple: documentation/swiftui/animatable/animatabledata-swift.associatedtype —
  /// `associatedtype AnimatableData : VectorArithmetic`.
  associatedtype AnimatableData: VectorArithmetic

  /// The data to animate.
  ///
  /// Apple: documentation/swiftui/animatable/animatabledata-6nydg —
  /// `var animatableData: Self.AnimatableData { get set }`.
  var animatableData: Self.AnimatableData { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Animatable where Self.AnimatableData == EmptyAnimatableData {
  /// Nothing to animate: the default for a type that declares no `animatableData` ("The default
  /// implementation returns `EmptyAnimatableData`, meaning nothing is animated",
  /// documentation/swiftui/animatable/animatabledata-6nydg). A shape without its own
  /// `animatableData` jumps to each new value.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// A type that can serve as the animatable data of an animatable type: `AdditiveArithmetic` with
/// scalar multiplication and a squared magnitude.
///
/// Apple: documentation/swiftui/vectorarithmetic — `protocol VectorArithmetic : AdditiveArithmetic`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component of this value by the given value.
  ///
  /// Apple: documentation/swiftui/vectorarithmetic/scale(by:) — `mutating func scale(by rhs: Double)`.
  mutating func scale(by rhs: Double)

  /// The dot-product of this value with itself.
  ///
  /// Apple: documentation/swiftui/vectorarithmetic/magnitudesquared —
  /// `var magnitudeSquared: Double { get }`.
  var magnitudeSquared: Double { get }
}

/// An empty type for animatable data: the `animatableData` of a type with nothing to animate.
///
/// Apple: documentation/swiftui/emptyanimatabledata — `@frozen struct EmptyAnimatableData`,
/// conforming to `VectorArithmetic`, `Equatable` and `Sendable` (its Relationships).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  /// Creates empty data. Apple: documentation/swiftui/emptyanimatabledata/init().
  public init() {}

  /// The zero value.
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

  /// Nothing to add.
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

  /// Nothing to subtract.
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

  /// Nothing to scale: `mutating func scale(by rhs: Double)`.
  public mutating func scale(by rhs: Double) {}

  /// Zero. Apple: documentation/swiftui/emptyanimatabledata/magnitudesquared —
  /// `var magnitudeSquared: Double { get }`.
  public var magnitudeSquared: Double { 0 }
}

/// `Double` is `VectorArithmetic` in SwiftUI, so a shape can animate a `Double` property.
///
/// Apple: documentation/swiftui/vectorarithmetic (the conformance is SwiftUI's; no page of its own
/// was found, so it has the protocol's availability).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Double: VectorArithmetic {
  /// Multiplies the value by `rhs`.
  public mutating func scale(by rhs: Double) { self *= rhs }

  /// The value squared.
  public var magnitudeSquared: Double { self * self }
}

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
  /// The top leading corner. Apple: documentation/swiftui/unitpoint/topleading.
  public static let topLeading = UnitPoint(x: 0, y: 0)
}
