/// A button's identifier, of whatever `Hashable` type the app gave it, as one value: the key of a
/// press registry, and the name a button's events and warnings carry.
///
/// Two identifiers are equal when they have the same type and are equal as that type, so `"a"`
/// and an app's enum case `.a` are two identifiers, and so are `1` and `UInt8(1)`: nothing is
/// converted to text. An optional identifier stands for the value it wraps, and `nil` for no
/// identifier (`init(_:)` returns `nil`), so `press(selection)` with an optional selection presses
/// the button it names.
///
/// Made, compared and hashed on the main actor only, as the registry and the engine that hold it
/// are: an identifier need not be `Sendable`, and its `Hashable` conformance may be main-actor
/// isolated, as an app's own types are under default main-actor isolation (SE-0466, SE-0470).
/// Being an enum of a `String` and a main-actor class, it is `Sendable` all the same, so an
/// ``ActionEvent`` carries it; only its ``description`` is read elsewhere, text made on the main
/// actor.
///
/// A `String` is kept as it is, and any other type in a box: an identifier takes 17 bytes, one
/// more than a `String?`, where an existential would take 41 in every engine.
package enum ActionIdentifier: Sendable, CustomStringConvertible {
  /// A `String` identifier: the usual one, kept without a box.
  case string(String)
  /// An identifier of any other type.
  case other(Box)

  /// The identifier `identifier`, or `nil` for an optional that is `nil`.
  ///
  /// - Parameter identifier: The identifier, of any `Hashable` type.
  @MainActor package init?<ID: Hashable>(_ identifier: ID) {
    // A `String`, or an optional one that is not `nil`: a dynamic cast unwraps optionals.
    if let string = identifier as? String {
      self = .string(string)
    } else if let optional = identifier as? any OptionalIdentifier {
      guard let wrapped = optional.wrappedIdentifier else { return nil }
      self = wrapped
    } else if ID.self == AnyHashable.self, let base = AnyHashable(identifier).base as? any Hashable {
      // An `AnyHashable` stands for the value it wraps, as its own type: `AnyHashable(E.save)`
      // presses the button claimed as `E.save`.
      self.init(base)
    } else {
      self = .other(Box(identifier))
    }
  }

  /// The identifier, if it is a `String`.
  package var string: String? {
    if case .string(let string) = self { return string }
    return nil
  }

  /// The identifier as a value of type `ID`, or `nil` when it is of another type.
  ///
  /// - Parameter type: The identifier's type.
  /// - Returns: The identifier, or `nil`.
  @MainActor package func value<ID>(as type: ID.Type) -> ID? {
    switch self {
    case .string(let string): string as? ID
    case .other(let box): box.value as? ID
    }
  }

  /// The identifier as text, for messages: the `String` itself, or `String(describing:)` of a
  /// value of another type (`favorite` for an enum's `.favorite`).
  package var description: String {
    switch self {
    case .string(let string): string
    case .other(let box): box.description
    }
  }

  /// An identifier of a type other than `String`, compared and hashed as its own type.
  @MainActor package final class Box {
    /// The identifier as the app gave it.
    let value: any Hashable
    /// `String(describing:)` of the value, made here on the main actor, where an app's
    /// `CustomStringConvertible` conformance may be isolated too.
    nonisolated let description: String

    init(_ value: any Hashable) {
      self.value = value
      description = String(describing: value)
    }

    /// Whether both hold values of the same type, equal as that type. The type is compared first:
    /// an instance of a subclass is never equal to one of its superclass, as their hashes differ.
    func isEqual(to other: Box) -> Bool {
      func isEqual<Value: Hashable>(_ value: Value) -> Bool {
        type(of: other.value) == Value.self && other.value as? Value == value
      }
      return self === other || isEqual(value)
    }

    /// Hashes the value's type and the value, as ``isEqual(to:)`` compares them.
    func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(type(of: value)))
      hasher.combine(value)
    }
  }
}

extension ActionIdentifier: @MainActor Hashable {
  /// Whether both are `String`s and equal, or values of the same other type, equal as that type.
  @MainActor package static func == (lhs: ActionIdentifier, rhs: ActionIdentifier) -> Bool {
    switch (lhs, rhs) {
    case (.string(let lhs), .string(let rhs)): lhs == rhs
    case (.other(let lhs), .other(let rhs)): lhs.isEqual(to: rhs)
    case (.string, .other), (.other, .string): false
    }
  }

  @MainActor package func hash(into hasher: inout Hasher) {
    switch self {
    case .string(let string): hasher.combine(string)
    case .other(let box): box.hash(into: &hasher)
    }
  }
}

/// An optional identifier: one that stands for the value it wraps.
protocol OptionalIdentifier {
  /// The wrapped identifier, or `nil` when there is none.
  @MainActor var wrappedIdentifier: ActionIdentifier? { get }
}

extension Optional: OptionalIdentifier where Wrapped: Hashable {
  @MainActor var wrappedIdentifier: ActionIdentifier? {
    flatMap { ActionIdentifier($0) }
  }
}
