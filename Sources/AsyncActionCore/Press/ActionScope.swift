public import Observation

/// A group of buttons that run one action at a time between them.
///
/// While one button of a scope is busy, taps on the others are ignored
/// (``IgnoredTapReason/scopeBusy``). Use it for buttons that must not overlap, such as Save and
/// Delete in one form.
///
/// ```swift
/// let form = ActionScope()
/// let save = ActionEngine(scope: form, action: AsyncAction { try await store.save() })
/// let delete = ActionEngine(scope: form, action: AsyncAction { try await store.delete() })
/// ```
@MainActor @Observable
public final class ActionScope {
  /// Whether a button of this scope is busy.
  public private(set) var isBusy = false
  @ObservationIgnored private var owner: ObjectIdentifier?

  /// Creates an empty scope.
  public init() {}

  func acquire(for member: ObjectIdentifier) {
    precondition(owner == nil, "Internal inconsistency: a scope was taken twice")
    owner = member
    isBusy = true
  }

  func release(for member: ObjectIdentifier) {
    precondition(
      owner == member, "Internal inconsistency: a scope was given back by a button that did not hold it")
    owner = nil
    isBusy = false
  }
}
