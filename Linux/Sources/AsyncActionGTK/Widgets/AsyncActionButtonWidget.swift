public import AsyncActionCore
public import CGtk
import Foundation

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

  /// What the button looks like while it runs, when a run fails, and as its action reports
  /// progress. Chosen when the button is created.
  public var looks: ActionLooks { content.looks }

  private let button: UnsafeMutablePointer<GtkWidget>
  private let content: IndicatorContent
  private let sensitivity: SensitivityBinding
  private var isFinalized = false

  /// How many `AsyncActionButtonWidget` objects are alive: after their buttons are finalized and
  /// the app has let go of them, it is zero.
  package private(set) static var liveCount = 0

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
  ///   - strings: The language of the accessible description ("In progress", "Done",
  ///     "Failed"); by default the user's.
  ///   - clock: The clock for the engine's timers.
  ///   - action: The work a click runs.
  public init(
    label: String,
    iconName: String? = nil,
    style: Style = .standard,
    configuration: ActionConfiguration = ActionConfiguration(),
    looks: ActionLooks = ActionLooks(),
    scope: ActionScope? = nil,
    strings: ActionStrings = .current,
    clock: any Clock<Duration> = ContinuousClock(),
    action: AsyncAction
  ) {
    engine = ActionEngine(
      configuration: configuration, clock: clock, scope: scope, strings: strings, action: action)
    self.label = label
    self.style = style
    button = gtk_button_new()
    content = IndicatorContent(
      label: label, iconName: iconName, looks: looks, locale: Locale(identifier: strings.language))
    gtk_button_set_child(UnsafeMutablePointer(OpaquePointer(button)), content.root)
    content.setLabel(label, on: button)
    style.replace(nil, on: button)
    sensitivity = SensitivityBinding(button: button)
    // An insensitive button, or one in an insensitive container, refuses presses from code.
    sensitivity.onAcceptsPressesChange = { [engine] in engine.isEnabled = $0 }

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
  ///   - strings: The language of the accessible description; by default the user's.
  ///   - action: The work a click runs.
  public convenience init(
    label: String,
    iconName: String? = nil,
    style: Style = .standard,
    configuration: ActionConfiguration = ActionConfiguration(),
    looks: ActionLooks = ActionLooks(),
    scope: ActionScope? = nil,
    strings: ActionStrings = .current,
    action: @escaping @MainActor @Sendable () async throws -> Void
  ) {
    self.init(
      label: label, iconName: iconName, style: style, configuration: configuration,
      looks: looks, scope: scope, strings: strings, action: AsyncAction(action))
  }

  /// Whether the spinner, the progress ring and the success and failure icons are kept out of the
  /// accessible tree: the button's accessible description ("In progress", "Done", "Failed")
  /// speaks for them.
  package var isIndicatorAccessibleHidden: Bool { !isFinalized && content.indicatorsAreAccessibleHidden }

  // MARK: Drawing engine state

  /// Draws the engine's state now, and again after every change: the engine calls back
  /// synchronously, in the turn that changed it, so the button draws in the turn the engine
  /// decides (not through Observation, whose `onChange` fires before the change and must be
  /// registered again after each one).
  private func track() {
    draw(engine.presentation)
    engine.onPresentationChange = { [weak self] in self?.draw($0) }
  }

  private func draw(_ presentation: ActionPresentation) {
    guard !isFinalized else { return }
    sensitivity.setDisabledByRun(presentation.isDisabled)
    content.render(on: button, presentation, value: presentation.accessibilityValue(in: engine.strings))
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
  /// on-screen state and the busy state. It does not emit GTK's "clicked" signal, so handlers the
  /// app connected to the button do not run. A button that takes no clicks because the app made
  /// it insensitive, or put it in an insensitive container, refuses the press, as a disabled
  /// SwiftUI button does.
  ///
  /// ```swift
  /// save.press()  // .tapped(.started(run #1))
  /// save.press()  // .tapped(.ignored(.busy)): starts nothing
  /// gtk_widget_set_sensitive(save.widget!, 0)
  /// save.press()  // .disabled
  /// ```
  ///
  /// - Returns: `PressResult.tapped(_:)` with what became of the tap, or
  ///   `PressResult.disabled` for an insensitive button.
  @discardableResult
  public func press() -> PressResult {
    guard engine.isEnabled else { return .disabled }
    return .tapped(engine.tap())
  }

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
  /// again. While the button is insensitive (by the app, or inside an insensitive container), a
  /// press through the registry returns `PressResult.disabled`.
  ///
  /// - Parameters:
  ///   - identifier: The identifier, for example `"save"`.
  ///   - registry: The registry the presses come through; one per window keeps windows apart.
  public func claimIdentifier(_ identifier: String, in registry: ActionPressRegistry = .shared) {
    engine.claimIdentifier(identifier, in: registry)
  }
}

extension AsyncActionButtonWidget: ButtonHost {
  /// A click, or a keyboard activation: the same path as ``press()``.
  func clicked() { _ = press() }
  func mapped() { engine.appear() }
  func unmapped() { engine.disappear() }
  func finalized() { isFinalized = true }
}

extension AsyncActionButtonWidget: ButtonWidget {}
