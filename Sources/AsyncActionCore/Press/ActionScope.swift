public import Observation

/// A group of buttons that run one action at a time between them.
///
/// While one button of a scope is busy, taps on the others are ignored
/// (``ActionTapResult/IgnoredReason/scopeBusy``). Use it for buttons that must not overlap, such as Save and
/// Delete in one form.
///
/// ```swift
/// let form = ActionScope()
/// let save = ActionEngine(scope: form, action: AsyncAction { try await store.save() })
/// let delete = ActionEngine(scope: form, action: AsyncAction { try await store.delete() })
/// ```
///
/// The rest of the form can follow ``isBusy``: through Observation (SwiftUI), or through a
/// listener (``addBusyListener(_:)``) in a UI that draws without it, such as GTK.
@MainActor @Observable
public final class ActionScope {
  /// Whether a button of this scope is busy: from the tap that starts its run until the button is
  /// idle again (its spinner gone, a hold after success over). Observable; listeners added with
  /// ``addBusyListener(_:)`` hear every change.
  ///
  /// ```swift
  /// TextField("Name", text: $name).disabled(form.isBusy)
  /// ```
  public var isBusy: Bool {
    access(keyPath: \.isBusy)
    return owner != nil
  }
  /// The button whose run holds the scope. Taken and given back with no call out of the scope
  /// (``take(for:)``, ``giveBack(for:)``): what a tap decides from it holds until the tap has
  /// taken it. Observers and listeners hear of a change in ``announce()``.
  @ObservationIgnored private var owner: ObjectIdentifier?
  /// ``isBusy`` as observers and listeners were last told it.
  @ObservationIgnored private var announced = false
  @ObservationIgnored private var listeners: [(token: ListenerToken, listener: @MainActor (Bool) -> Void)] =
    []
  @ObservationIgnored private var lastToken: UInt64 = 0
  /// Changes still to tell, while listeners are being told: a listener whose work changes
  /// ``isBusy`` again (a tap on a peer) has that change told after the current one, to everyone.
  @ObservationIgnored private var untold: [Bool] = []
  @ObservationIgnored private var isTelling = false

  /// Identifies a listener added with ``addBusyListener(_:)``, to remove it.
  public struct ListenerToken: Hashable, Sendable {
    let rawValue: UInt64
  }

  /// Creates an empty scope.
  public init() {}

  /// Adds a listener that hears every change of ``isBusy``, with its new value: called on the
  /// main actor, synchronously, exactly once per change, in the order the listeners were added.
  /// Adding it does not call it: read ``isBusy`` once, then follow the calls.
  ///
  /// ```swift
  /// nameEntry.editable = !form.isBusy
  /// let token = form.addBusyListener { [weak nameEntry] isBusy in nameEntry?.editable = !isBusy }
  /// // … when the window closes:
  /// form.removeBusyListener(token)
  /// ```
  ///
  /// > Important: The scope keeps the listener until it is removed. Capture what it changes
  /// > weakly.
  ///
  /// - Parameter listener: Called with the new value of ``isBusy`` after each change.
  /// - Returns: The token that removes the listener.
  public func addBusyListener(_ listener: @escaping @MainActor (_ isBusy: Bool) -> Void) -> ListenerToken {
    lastToken &+= 1
    let token = ListenerToken(rawValue: lastToken)
    listeners.append((token, listener))
    return token
  }

  /// Removes a listener added with ``addBusyListener(_:)``. Removing it again, or from inside a
  /// listener, is harmless; a removed listener is not called for the change being told.
  ///
  /// - Parameter token: What ``addBusyListener(_:)`` returned.
  public func removeBusyListener(_ token: ListenerToken) {
    listeners.removeAll { $0.token == token }
  }

  /// Whether a new run may take the scope now: nobody holds it, also not the button asking (a
  /// run of its own whose scope is still to be given back by an effect in its queue).
  var isFree: Bool { owner == nil }

  /// Takes the scope for `member`, whose tap found it free (``isFree``) in the same turn,
  /// with nothing called in between. Calls nothing: observers and listeners hear of it from
  /// ``announce()``, once the run's first effects are performed or queued, so that what they do
  /// (a tap, a leave) comes after the run has started.
  ///
  /// - Returns: Whether `member` took the scope; `false` if it was held already.
  @discardableResult
  func take(for member: ObjectIdentifier) -> Bool {
    guard owner == nil else { return false }
    owner = member
    return true
  }

  /// Gives the scope back, if `member` holds it, and tells observers and listeners.
  func giveBack(for member: ObjectIdentifier) {
    guard owner == member else { return }
    owner = nil
    announce()
  }

  /// Tells observers and listeners that ``isBusy`` changed, if it did since they were last told:
  /// each change once, in order. A change that an observer or a listener causes while they are
  /// being told (a tap on a peer as the scope is given back) is queued, and told after the
  /// current one, to everyone: what they heard last is always what ``isBusy`` is.
  func announce() {
    let isBusy = owner != nil
    guard isBusy != announced else { return }
    // Noted before anyone is told: an observer told in Observation's `willSet` that takes or
    // gives back the scope compares with this value, and queues its change behind this one.
    announced = isBusy
    untold.append(isBusy)
    guard !isTelling else { return }
    isTelling = true
    defer { isTelling = false }
    var index = 0
    while index < untold.count {
      let value = untold[index]
      index += 1
      withMutation(keyPath: \.isBusy) {}
      for token in listeners.map(\.token) {
        // A listener removed by an earlier one is not called.
        guard let entry = listeners.first(where: { $0.token == token }) else { continue }
        entry.listener(value)
      }
    }
    untold.removeAll(keepingCapacity: true)
  }
}
