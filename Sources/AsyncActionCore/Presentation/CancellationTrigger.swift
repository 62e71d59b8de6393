// A cancellation trigger of any equatable type, so that a UI and the engine compare trigger
// values whose type they do not know.

/// Any equatable value, as one equatable type, so that a UI and the engine can watch a
/// cancellation trigger of a type they do not know.
///
/// Two triggers are equal when they wrap equal values of the same type; values of different
/// types are different, so changing a trigger's type counts as a change. An Optional is a type of
/// its own: `"1999"` and `Optional("1999")` differ, and so do `String?.none` and `Int?.none`.
///
/// A trigger is made, kept and compared on the main actor only, so its value need not be
/// `Sendable` and its `==` may be main-actor isolated (an app's type compiled with default
/// main-actor isolation); being a main-actor class, the trigger itself is `Sendable`.
///
/// ```swift
/// CancellationTrigger(searchQuery) == CancellationTrigger(searchQuery)  // true
/// CancellationTrigger(1) == CancellationTrigger("1")                    // false
/// CancellationTrigger("1") == CancellationTrigger(Optional("1"))        // false
/// ```
@MainActor package final class CancellationTrigger {
  /// A value with its static type. The value is compared through a cast to this generic struct,
  /// never to the value's own type: a cast to an Optional type wraps or unwraps Optionals
  /// (`"1" as? String?` succeeds), whereas `Typed<String>` and `Typed<String?>` are unrelated.
  private struct Typed<Value> {
    let value: Value
  }

  private let value: Any
  private let matches: (Any) -> Bool

  /// Wraps a trigger value.
  ///
  /// - Parameter value: The value whose changes cancel the run.
  package init<Value: Equatable>(_ value: Value) {
    self.value = Typed(value: value)
    matches = { other in (other as? Typed<Value>).map { $0.value == value } ?? false }
  }
}

extension CancellationTrigger: @MainActor Equatable {
  /// Whether both wrap equal values of the same type.
  package static func == (lhs: CancellationTrigger, rhs: CancellationTrigger) -> Bool {
    lhs.matches(rhs.value)
  }
}
