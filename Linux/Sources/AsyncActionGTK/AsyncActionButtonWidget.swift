public import AsyncActionCore
public import CGtk

/// A GTK 4 button that runs an async action.
///
/// While the action runs, the label crossfades to a spinner drawn in the label's own CSS colour
/// (white on `suggested-action`, red on `destructive-action`), the button keeps its exact size,
/// clicks and keyboard activation are ignored without making the button insensitive (unless the
/// policy is `TapPolicy.disableWhileBusy`), and the accessible BUSY state is set. Unmapping or destroying the button cancels the run, unless its
/// configuration's lifetime is `RunLifetime.outlivesButton`. Every decision is
/// the `ActionEngine`'s; the widget only draws it.
///
/// ```swift
/// let save = AsyncActionButtonWidget(label: "Save Changes", style: .suggested) {
///   try await profile.save()
/// }
/// gtk_box_append(box.cast(), save.widget!)
/// ```
///
/// The `GtkButton` owns its `AsyncActionButtonWidget`: the object lives as long as the button,
/// whether or not the app keeps a reference, and is released when the button is finalized.
///
/// > Important: Install the ``MainLoopBridge`` before running the GLib loop, or the engine's
/// > main-actor work never runs.
@MainActor
public final class AsyncActionButtonWidget {
  /// The look of the button, as GTK's style classes give it.
  public enum Style: Hashable, Sendable {
    /// A plain button.
    case standard
    /// The `suggested-action` class: the prominent button of a view.
    case suggested
    /// The `destructive-action` class.
    case destructive
    /// The `flat` class: no frame until hovered.
    case flat

    var cssClass: String? {
      switch self {
      case .standard: nil
      case .suggested: "suggested-action"
      case .destructive: "destructive-action"
      case .flat: "flat"
      }
    }
  }

  /// The engine that runs the action and decides what the button shows.
  ///
  /// > Important: The widget draws through the engine's `onPresentationChange`: leave it to the
  /// > widget. Listen to runs through `onEvent`.
  public let engine: ActionEngine

  /// The `GtkButton`, or `nil` once it has been finalized.
  public var widget: UnsafeMutablePointer<GtkWidget>? { isFinalized ? nil : button }

  /// The label's text.
  public var label: String {
    didSet { if !isFinalized { content.setLabel(label, on: button) } }
  }

  /// The style class the button carries.
  public var style: Style {
    didSet {
      guard !isFinalized else { return }
      style.replace(oldValue, on: button)
    }
  }

  /// Where the spinner goes: in place of the label (the default; the button keeps its size), or
  /// beside it (the button grows while the spinner shows). Read from ``looks``: the busy looks
  /// ``Looks/Busy/leading`` and ``Looks/Busy/trailing`` put it beside the label.
  public var spinnerPlacement: IndicatorPlacement { content.placement }

  /// What the button looks like while it runs, when a run fails, and as its action reports
  /// progress. Chosen when the button is created.
  public var looks: Looks { content.looks }

  private let button: UnsafeMutablePointer<GtkWidget>
  private let content: IndicatorContent
  private var isFinalized = false

  /// How many `AsyncActionButtonWidget` objects are alive. For leak tests: after their buttons
  /// are finalized and the app has let go of them, it is zero.
  public private(set) static var liveCount = 0

  /// Creates a button.
  ///
  /// ```swift
  /// var configuration = ActionConfiguration()
  /// configuration.policy = .disableWhileBusy  // dimmed and insensitive while it runs
  /// let publish = AsyncActionButtonWidget(
  ///   label: "Publish", configuration: configuration, looks: .init(busy: .trailing),
  ///   action: AsyncAction { try await blog.publish() })
  /// ```
  ///
  /// - Parameters:
  ///   - label: The button's text.
  ///   - iconName: A themed icon shown before the text, such as `"view-refresh-symbolic"`.
  ///   - style: The look of the button.
  ///   - configuration: Timing, policy, lifetime, feedback and timeout of its runs. Under
  ///     `TapPolicy.disableWhileBusy` the button is insensitive while busy:
  ///     dimmed by the theme, and reported disabled to assistive technologies.
  ///   - looks: What the button looks like while it runs, when a run fails, and as its action
  ///     reports progress; by default the spinner in place of the label.
  ///   - scope: A scope shared with other buttons, if any.
  ///   - clock: The clock for the engine's timers.
  ///   - action: The work a click runs.
  public init(
    label: String,
    iconName: String? = nil,
    style: Style = .standard,
    configuration: ActionConfiguration = ActionConfiguration(),
    looks: Looks = Looks(),
    scope: ActionScope? = nil,
    clock: any Clock<Duration> = ContinuousClock(),
    action: AsyncAction
  ) {
    engine = ActionEngine(configuration: configuration, clock: clock, scope: scope, action: action)
    self.label = label
    self.style = style
    button = gtk_button_new()
    content = IndicatorContent(label: label, iconName: iconName, looks: looks)
    gtk_button_set_child(UnsafeMutablePointer(OpaquePointer(button)), content.root)
    content.setLabel(label, on: button)
    style.replace(nil, on: button)

    // Not on screen until GTK maps the button: a click emitted before that starts nothing, and
    // every run that starts can be cancelled by an unmap.
    engine.disappear()
    bind(to: button)
    Self.liveCount += 1
    track()
  }

  /// Creates a button whose action may throw.
  ///
  /// - Parameters:
  ///   - label: The button's text.
  ///   - iconName: A themed icon shown before the text.
  ///   - style: The look of the button.
  ///   - configuration: Timing, policy, lifetime, feedback and timeout of its runs.
  ///   - looks: What the button looks like while it runs, when a run fails, and as its action
  ///     reports progress; by default the spinner in place of the label.
  ///   - scope: A scope shared with other buttons, if any.
  ///   - action: The work a click runs.
  public convenience init(
    label: String,
    iconName: String? = nil,
    style: Style = .standard,
    configuration: ActionConfiguration = ActionConfiguration(),
    looks: Looks = Looks(),
    scope: ActionScope? = nil,
    action: @escaping @MainActor @Sendable () async throws -> Void
  ) {
    self.init(
      label: label, iconName: iconName, style: style, configuration: configuration,
      looks: looks, scope: scope, action: AsyncAction(action))
  }

  /// Whether the spinner, the progress ring and the success and failure icons are kept out of the
  /// accessible tree: the button's accessible description ("In progress", "Done", "Failed")
  /// speaks for them.
  public var isIndicatorAccessibleHidden: Bool { !isFinalized && content.indicatorsAreAccessibleHidden }

  // MARK: Drawing engine state

  /// Draws the engine's state now, and again after every change: the engine calls back
  /// synchronously, in the turn that changed it.
  ///
  /// NB: not Observation. `withObservationTracking` must be registered again after every change,
  /// and its `onChange` fires before the change, so each drawing took a task and a hop to the main
  /// actor (see `ActionEngine.onPresentationChange` for the measured cost).
  private func track() {
    draw(engine.presentation)
    engine.onPresentationChange = { [weak self] in self?.draw($0) }
  }

  private func draw(_ presentation: ActionPresentation) {
    guard !isFinalized else { return }
    content.render(
      on: button, indicator: presentation.indicator, busy: presentation.isBusy,
      disabled: presentation.isDisabled, value: presentation.accessibilityValue(in: engine.strings))
  }

  isolated deinit {
    Self.liveCount -= 1
  }
}

// MARK: Pressing from code

extension AsyncActionButtonWidget {
  /// Presses the button from code — a keyboard shortcut, a menu item, another button — as a
  /// click would.
  ///
  /// The press takes the path a click takes, into ``engine``: it obeys the policy, the scope, the
  /// on-screen state and the busy state, and returns what a click's tap returns. It does not
  /// emit GTK's "clicked" signal, so handlers the app connected to the button do not run.
  ///
  /// ```swift
  /// save.press()  // .started(run #1)
  /// save.press()  // .ignored(.busy): starts nothing
  /// ```
  ///
  /// - Returns: Whether the press started a run, scheduled a restart, or was ignored and why.
  @discardableResult
  public func press() -> TapResult { engine.tap() }

  /// Gives the button an identifier that code elsewhere presses through `registry`, while the
  /// button is mapped (see `ActionPressRegistry`).
  ///
  /// ```swift
  /// let presses = ActionPressRegistry()   // one per window
  /// save.claimIdentifier("save", in: presses)
  /// presses.press("save")                    // as `save.press()`, while Save is mapped
  /// ```
  ///
  /// The claim goes when the button is unmapped or destroyed, and comes back when it is mapped
  /// again. A button the app makes insensitive still takes presses: set
  /// `engine.isEnabled` to `false` with it.
  ///
  /// - Parameters:
  ///   - identifier: The identifier, for example `"save"`.
  ///   - registry: The registry the presses come through; one per window keeps windows apart.
  public func claimIdentifier(_ identifier: String, in registry: ActionPressRegistry) {
    engine.claimIdentifier(identifier, in: registry)
  }
}

extension AsyncActionButtonWidget: ButtonHost {
  /// A click, or a keyboard activation: the same path as ``press()``.
  func clicked() { press() }
  func mapped() { engine.appear() }
  func unmapped() { engine.disappear() }
  func finalized() { isFinalized = true }
}

extension AsyncActionButtonWidget.Style {
  /// Swaps the style class of `old` for this style's on `button`.
  func replace(_ old: Self?, on button: UnsafeMutablePointer<GtkWidget>) {
    guard old != self else { return }
    if let old = old?.cssClass { gtk_widget_remove_css_class(button, old) }
    if let new = cssClass { gtk_widget_add_css_class(button, new) }
  }
}

/// What both button widgets tell about their `GtkButton`, for tests and traces: its size and
/// the states assistive technologies read.
///
/// ```swift
/// let save = AsyncActionButtonWidget(label: "Save") { try await profile.save() }
/// print(save.allocatedSize, save.isAccessibleBusy, save.isSensitive)
/// ```
@MainActor
public protocol ButtonWidget: AnyObject {
  /// The `GtkButton`, or `nil` once it has been finalized.
  var widget: UnsafeMutablePointer<GtkWidget>? { get }
  /// Whether the spinner, the progress ring and the success and failure icons are kept out of the
  /// accessible tree.
  var isIndicatorAccessibleHidden: Bool { get }
}

extension ButtonWidget {
  /// The size GTK allocated to the button, in logical pixels; zero once it is finalized.
  public var allocatedSize: (width: Int, height: Int) {
    guard let widget else { return (0, 0) }
    return (Int(gtk_widget_get_width(widget)), Int(gtk_widget_get_height(widget)))
  }

  /// Whether the accessible BUSY state is set on the button.
  public var isAccessibleBusy: Bool { isAccessibleState(GTK_ACCESSIBLE_STATE_BUSY) }

  /// Whether the accessible DISABLED state is set on the button (GTK sets it on an insensitive
  /// button).
  public var isAccessibleDisabled: Bool { isAccessibleState(GTK_ACCESSIBLE_STATE_DISABLED) }

  /// Whether the button takes clicks and keys: `false` only while busy with the disabled look
  /// (`TapPolicy.disableWhileBusy`, or `disablesWhileLoading`), or when the app made it
  /// insensitive.
  public var isSensitive: Bool { widget.map { gtk_widget_get_sensitive($0) != 0 } ?? false }

  private func isAccessibleState(_ state: GtkAccessibleState) -> Bool {
    widget.map { aab_accessible_state_is_true($0, state) != 0 } ?? false
  }
}

extension AsyncActionButtonWidget: ButtonWidget {}

extension UnsafeMutablePointer where Pointee == GtkWidget {
  /// The same widget as another GTK type, in place of GTK's cast macros such as `GTK_BOX (widget)`,
  /// which do not import into Swift.
  ///
  /// ```swift
  /// gtk_box_append(box.cast(), button.widget!)
  /// ```
  ///
  /// - Returns: The pointer, typed as the call site needs it.
  public func cast<Target>() -> UnsafeMutablePointer<Target> {
    UnsafeMutableRawPointer(self).assumingMemoryBound(to: Target.self)
  }

  /// The same widget as a GTK type that Swift imports as an opaque pointer (`GtkLabel`,
  /// `GtkStack`, `GtkSpinner` and others).
  ///
  /// - Returns: The pointer, as an `OpaquePointer`.
  public func cast() -> OpaquePointer { OpaquePointer(self) }
}
