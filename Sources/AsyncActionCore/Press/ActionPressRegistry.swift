public import Observation

/// Presses buttons by identifier, from code elsewhere: a keyboard shortcut, a form's return key, a
/// toolbar item, a deep link.
///
/// A button that claims an identifier (``ActionEngine/claimIdentifier(_:in:)``) is registered while
/// it is on screen: from its ``ActionEngine/appear()`` to its ``ActionEngine/disappear()``. A
/// press is a tap: it obeys the button's policy, scope, on-screen and busy state, and returns the
/// same ``ActionTapResult`` as ``ActionEngine/tap()``.
///
/// ```swift
/// let presses = ActionPressRegistry()
/// let save = ActionEngine(action: AsyncAction { try await store.save() })
/// save.claimIdentifier("save", in: presses)
///
/// presses.press("save")    // .tapped(.started(run #1))
/// presses.press("save")    // .tapped(.ignored(.busy)): a press while busy starts nothing
/// save.disappear()
/// presses.press("save")    // .notFound: the button left the screen
/// ```
///
/// An identifier is a value of any `Hashable` type: a `String`, or the app's own enum of its
/// buttons, an `Int`, a `UUID`. Two identifiers are the same when they have the same type and are
/// equal as that type; nothing is converted to text, so the `String` `"save"` and an enum's
/// `.save` are two identifiers. An optional identifier stands for the value it wraps, and `nil`
/// for none: pressing it reaches no button. As with SwiftUI's `tag(_:)`, the type need not be
/// `Sendable`, and its `Hashable` conformance may be main-actor isolated, as an app's own types
/// are under default main-actor isolation: identifiers are compared on the main actor only.
///
/// ```swift
/// enum EditorButton: Hashable { case save, delete }
///
/// save.claimIdentifier(EditorButton.save, in: presses)
/// presses.press(EditorButton.save)  // .tapped(.started(run #1))
/// presses.press("save")             // .notFound: a String is another identifier
/// ```
///
/// The rules:
/// - Pressing an identifier no button on screen claims does nothing and returns
///   ``ActionPressResult/notFound``. Nothing is queued for a button that appears later.
/// - Two buttons on screen claiming one identifier: the one that appeared most recently gets the
///   press. When it leaves, the one before it gets presses again. This is what the user sees: a
///   sheet's Save over the form's Save takes ⌘S while the sheet is up, and the form's Save takes
///   it back when the sheet goes. A press is never refused as ambiguous, because during a
///   navigation transition the old and the new screen are both on screen for a moment.
/// - A button that leaves removes only its own claim: a button that leaves after its successor
///   appeared (a push, a list row reused) does not remove the successor's.
/// - The registry holds buttons weakly: a released engine is never pressed, and its entry is
///   dropped.
/// - A button whose UI says it is disabled (``ActionEngine/isEnabled`` `false`) refuses
///   presses with ``ActionPressResult/disabled``; an older claimant does not get the press instead.
///
/// - A registry is a namespace: identifiers in two registries never meet. A press through one
///   registry reaches only a button that claimed the identifier in that registry, so two windows
///   (or two screens on screen together) that each have their own registry can both have a
///   "save", and a press never crosses from one to the other.
///
/// There is no process-wide registry: an app makes one per window or scene (the SwiftUI view's
/// `.asyncActionPressRegistry()` at a window's root, a GTK window's own), so that a keyboard
/// shortcut in one window can never press a button in another.
///
/// A press runs the action the button's UI handed over most recently (``ActionEngine/action``),
/// read when the press is made. A UI hands its action over when it updates, so a press in the
/// same turn as a change of the app's state runs the action from before that change: the action
/// sees the new state only where it reads it through a reference (an observable model, SwiftUI's
/// `@State` or `@Binding` read inside the closure), not a value it captured.
@MainActor @Observable
public final class ActionPressRegistry {
  /// The claims, in the order their buttons appeared. Made at the first claim: a table of
  /// identifiers is made on the main actor, where their `Hashable` conformance is (an app's type
  /// may have a main-actor-isolated one), and a registry is made anywhere.
  @ObservationIgnored private var table: PressTable<ActionIdentifier, WeakEngine>? = nil
  /// Changes whenever a claim is added or removed, so that ``contains(_:)`` is observable.
  private var version = 0

  /// Creates an empty registry.
  nonisolated public init() {}

  /// Presses the button that claims `identifier`, as a tap would.
  ///
  /// ```swift
  /// let result = presses.press("save")  // from a shortcut's handler
  /// if result == .notFound { print("Save is not on screen") }
  /// presses.press(EditorButton.delete)  // an identifier of the app's own type
  /// ```
  ///
  /// - Parameter identifier: The identifier a button claimed, of any `Hashable` type: it
  ///   reaches a button that claimed an identifier of the same type, equal to it. An optional
  ///   stands for the identifier it wraps; `nil` reaches no button.
  /// - Returns: ``ActionPressResult/tapped(_:)`` with what became of the tap, ``ActionPressResult/notFound``
  ///   when no button on screen claims `identifier`, or ``ActionPressResult/disabled``.
  @discardableResult
  public func press(_ identifier: some Hashable) -> ActionPressResult {
    guard let identifier = ActionIdentifier(identifier), let target = target(for: identifier) else {
      return .notFound
    }
    return target.press()
  }

  /// Whether a button on screen claims `identifier`: whether ``press(_:)`` would reach a button.
  /// Observable, so a menu item can follow it.
  ///
  /// - Parameter identifier: An identifier, of any `Hashable` type, as ``press(_:)`` takes it.
  /// - Returns: `true` when a press of `identifier` would reach a button.
  public func contains(_ identifier: some Hashable) -> Bool {
    _ = version
    guard let identifier = ActionIdentifier(identifier) else { return false }
    return target(for: identifier) != nil
  }

  /// The engine a press of `identifier` reaches, dropping the claims of released engines.
  private func target(for identifier: ActionIdentifier) -> ActionEngine? {
    while let claim = table?.target(for: identifier) {
      if let engine = claim.engine { return engine }
      table?.remove(identifier, claimant: claim)
    }
    return nil
  }

  /// How many claims the registry holds, released engines included. For tests.
  var claimCount: Int { table?.count ?? 0 }

  // MARK: From the engine

  func add(_ engine: ActionEngine, as identifier: ActionIdentifier) {
    if table == nil { table = PressTable() }
    table?.claim(identifier, by: WeakEngine(engine))
    version &+= 1
  }

  func remove(_ engine: ActionEngine, as identifier: ActionIdentifier) {
    if table?.remove(identifier, claimant: WeakEngine(engine)) == true { version &+= 1 }
  }
}

/// What became of a press through an ``ActionPressRegistry``.
public enum ActionPressResult: Hashable, Sendable, CustomStringConvertible {
  /// The press reached a button, and was handled as a tap: it started a run, scheduled a
  /// restart, cancelled the run, or was ignored for the reason given (``ActionTapResult/IgnoredReason/busy``,
  /// ``ActionTapResult/IgnoredReason/scopeBusy``).
  case tapped(ActionTapResult)
  /// No button on screen claims the identifier. Nothing happened, and nothing is queued.
  case notFound
  /// The button that claims the identifier is disabled in its UI. Nothing happened.
  case disabled
  /// The press was made where no registry is set, so it could reach no button. Nothing happened.
  /// In SwiftUI: put `.asyncActionPressRegistry()` at the root of the window, and give the
  /// buttons their identifiers inside it.
  case noRegistry

  /// Whether the press did something: started a run, scheduled a restart, or cancelled the run
  /// (``ActionConfiguration/TapPolicy/cancelWhileBusy``).
  public var isAccepted: Bool {
    switch self {
    case .tapped(.started), .tapped(.restartScheduled), .tapped(.cancelRequested): true
    case .tapped(.ignored), .notFound, .disabled, .noRegistry: false
    }
  }

  /// `tapped(started(run #N))`, `notFound`, `disabled` or `noRegistry`, for logs.
  public var description: String {
    switch self {
    case .tapped(let result): "tapped(\(result))"
    case .notFound: "notFound"
    case .disabled: "disabled"
    case .noRegistry: "noRegistry"
    }
  }
}

/// A weak reference to an engine, equal to another when both name the same engine.
struct WeakEngine: Equatable {
  weak var engine: ActionEngine?
  /// The engine's identity, kept after it is released so that its claim can still be found.
  let id: ObjectIdentifier

  init(_ engine: ActionEngine) {
    self.engine = engine
    id = ObjectIdentifier(engine)
  }

  static func == (lhs: WeakEngine, rhs: WeakEngine) -> Bool { lhs.id == rhs.id }
}

/// The rules of a press registry, as a value type: who claims which identifier, and who gets
/// a press. Tested with plain calls; ``ActionPressRegistry`` holds one, keyed by
/// `ActionIdentifier`.
struct PressTable<Identifier: Hashable, Claimant: Equatable> {
  /// For each identifier, its claimants in the order they claimed it: the last gets presses.
  private var claims: [Identifier: [Claimant]] = [:]

  /// `claimant` claims `identifier`, and gets its presses from now on. A claimant that already
  /// claims it moves to the end: it appeared again, most recently.
  mutating func claim(_ identifier: Identifier, by claimant: Claimant) {
    var list = claims[identifier, default: []]
    list.removeAll { $0 == claimant }
    list.append(claimant)
    claims[identifier] = list
  }

  /// Removes `claimant`'s claim on `identifier`, and no other.
  ///
  /// - Returns: Whether there was one.
  @discardableResult
  mutating func remove(_ identifier: Identifier, claimant: Claimant) -> Bool {
    guard var list = claims[identifier], let index = list.firstIndex(of: claimant) else { return false }
    list.remove(at: index)
    claims[identifier] = list.isEmpty ? nil : list
    return true
  }

  /// The claimant a press of `identifier` reaches: the one that claimed it last.
  func target(for identifier: Identifier) -> Claimant? {
    claims[identifier]?.last
  }

  /// How many claims there are, over all identifiers.
  var count: Int { claims.values.reduce(0) { $0 + $1.count } }
}

extension ActionEngine {
  /// Gives the button an identifier that code elsewhere presses through `registry`, and that
  /// names the button in its events (``ActionEvent/identifier``).
  ///
  /// The identifier is namespaced by `registry`: a press through another registry never reaches
  /// this button. The button is registered while it is on screen — now, if it is, and from every
  /// ``appear()`` to the next ``disappear()`` — and its claim goes when it leaves or is released.
  /// With no registry, the identifier only names the button's events: nothing can press it.
  /// Calling it again with the same identifier and registry changes nothing, so a UI can call it
  /// on every update.
  ///
  /// ```swift
  /// saveEngine.claimIdentifier("save", in: windowPresses)
  /// windowPresses.press("save")  // .tapped(.started(run #1))
  /// deleteEngine.claimIdentifier("delete", in: nil)  // its events say "delete"
  /// shareEngine.claimIdentifier(EditorButton.share, in: windowPresses)  // the app's own type
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The identifier, of any `Hashable` type: `"save"`, or a case of the app's
  ///     enum of its buttons. A press reaches the button with an identifier of the same type,
  ///     equal to it: `"save"` and an enum's `.save` are two identifiers. An optional claims the
  ///     identifier it wraps; `nil` gives up the identifier, as ``releaseIdentifier()``. The
  ///     button's events carry it: ``ActionEvent/identifier`` when it is a `String`,
  ///     ``ActionEvent/identifier(as:)`` whatever its type.
  ///   - registry: The registry the presses come through, or `nil` for none.
  public func claimIdentifier(_ identifier: some Hashable, in registry: ActionPressRegistry?) {
    guard let identifier = ActionIdentifier(identifier) else { return releaseIdentifier() }
    claim(identifier, in: registry)
  }

  /// ``claimIdentifier(_:in:)`` with an identifier already made into an `ActionIdentifier`: what
  /// a UI calls with an identifier it keeps so (the SwiftUI view's environment).
  package func claim(_ identifier: ActionIdentifier, in registry: ActionPressRegistry?) {
    if stored.pressIdentifier == identifier, pressClaim?.registry === registry { return }
    releaseIdentifier()
    stored.pressIdentifier = identifier
    guard let registry else { return }
    pressClaim = (identifier, registry)
    if isOnScreen { registry.add(self, as: identifier) }
  }

  /// Gives up the identifier claimed with ``claimIdentifier(_:in:)``, if any. Presses of it no
  /// longer reach this button, and its events carry no identifier.
  public func releaseIdentifier() {
    stored.pressIdentifier = nil
    guard let pressClaim else { return }
    pressClaim.registry.remove(self, as: pressClaim.identifier)
    self.pressClaim = nil
  }
}
