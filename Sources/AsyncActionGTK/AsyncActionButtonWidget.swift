public import AsyncActionCore
public import CGtk
import Observation

/// A GTK 4 button that runs an async action.
///
/// While the action runs, the label crossfades to a spinner drawn in the label's own CSS colour
/// (white on `suggested-action`, red on `destructive-action`), the button keeps its exact size,
/// clicks and keyboard activation are ignored without making the button insensitive, and the
/// accessible BUSY state is set. Unmapping or destroying the button cancels the run, unless its
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
  public let engine: ActionEngine

  /// The `GtkButton`, or `nil` once it has been finalized.
  public var widget: UnsafeMutablePointer<GtkWidget>? { isFinalized ? nil : button }

  /// The label's text.
  public var label: String {
    didSet { if !isFinalized { gtk_label_set_text(OpaquePointer(labelWidget), label) } }
  }

  /// The style class the button carries.
  public var style: Style {
    didSet {
      guard !isFinalized, style != oldValue else { return }
      if let old = oldValue.cssClass { gtk_widget_remove_css_class(button, old) }
      if let new = style.cssClass { gtk_widget_add_css_class(button, new) }
    }
  }

  private let button: UnsafeMutablePointer<GtkWidget>
  private let stack: UnsafeMutablePointer<GtkWidget>
  private let labelWidget: UnsafeMutablePointer<GtkWidget>
  private let spinner: UnsafeMutablePointer<GtkWidget>
  private let ring: UnsafeMutablePointer<GtkWidget>
  private var isFinalized = false
  private var shownPage = Page.label

  /// How many `AsyncActionButtonWidget` objects are alive. For leak tests: after their buttons
  /// are finalized and the app has let go of them, it is zero.
  public private(set) static var liveCount = 0

  private enum Page: String {
    case label, spinner, progress, success, failure
  }

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - label: The button's text.
  ///   - iconName: A themed icon shown before the text, such as `"view-refresh-symbolic"`.
  ///   - style: The look of the button.
  ///   - configuration: Timing, policy, lifetime, feedback and timeout of its runs.
  ///   - scope: A scope shared with other buttons, if any.
  ///   - clock: The clock for the engine's timers.
  ///   - action: The work a click runs.
  public init(
    label: String,
    iconName: String? = nil,
    style: Style = .standard,
    configuration: ActionConfiguration = ActionConfiguration(),
    scope: ActionScope? = nil,
    clock: any Clock<Duration> = ContinuousClock(),
    action: AsyncAction
  ) {
    engine = ActionEngine(configuration: configuration, clock: clock, scope: scope, action: action)
    self.label = label
    self.style = style

    button = gtk_button_new()
    stack = gtk_stack_new()
    gtk_stack_set_transition_type(OpaquePointer(stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    let crossfade = ActionConfiguration.crossfadeDuration.components
    gtk_stack_set_transition_duration(
      OpaquePointer(stack), guint(crossfade.seconds * 1000 + crossfade.attoseconds / 1_000_000_000_000_000))
    // Homogeneous pages (GtkStack's default, stated here because the size depends on it): the
    // stack is as large as its largest page whatever page shows, so the button never resizes.
    gtk_stack_set_hhomogeneous(OpaquePointer(stack), 1)
    gtk_stack_set_vhomogeneous(OpaquePointer(stack), 1)

    let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
    gtk_widget_set_halign(content, GTK_ALIGN_CENTER)
    if let iconName {
      gtk_box_append(content.cast(), gtk_image_new_from_icon_name(iconName))
    }
    labelWidget = gtk_label_new(label)
    gtk_box_append(content.cast(), labelWidget)
    gtk_stack_add_named(OpaquePointer(stack), content, Page.label.rawValue)

    spinner = gtk_spinner_new()
    Self.center(spinner)
    // The label says it all: "In progress" is the button's accessible value.
    aab_accessible_set_hidden(spinner, 1)
    gtk_stack_add_named(OpaquePointer(stack), spinner, Page.spinner.rawValue)

    ring = gtk_drawing_area_new()
    gtk_widget_set_size_request(ring, 16, 16)
    Self.center(ring)
    aab_accessible_set_hidden(ring, 1)
    gtk_stack_add_named(OpaquePointer(stack), ring, Page.progress.rawValue)

    for (page, icon) in [(Page.success, "object-select-symbolic"), (.failure, "dialog-error-symbolic")] {
      let image = gtk_image_new_from_icon_name(icon)!
      Self.center(image)
      gtk_stack_add_named(OpaquePointer(stack), image, page.rawValue)
    }
    gtk_stack_set_visible_child_name(OpaquePointer(stack), Page.label.rawValue)
    gtk_button_set_child(buttonPointer, stack)
    if let cssClass = style.cssClass { gtk_widget_add_css_class(button, cssClass) }

    // Not on screen until GTK maps the button: a click emitted before that starts nothing, and
    // every run that starts can be cancelled by an unmap.
    engine.disappear()
    connectSignals()
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
  ///   - scope: A scope shared with other buttons, if any.
  ///   - action: The work a click runs.
  public convenience init(
    label: String,
    iconName: String? = nil,
    style: Style = .standard,
    configuration: ActionConfiguration = ActionConfiguration(),
    scope: ActionScope? = nil,
    action: @escaping @MainActor @Sendable () async throws -> Void
  ) {
    self.init(
      label: label, iconName: iconName, style: style, configuration: configuration, scope: scope,
      action: AsyncAction(action))
  }

  /// The size GTK allocated to the button, in logical pixels.
  public var allocatedSize: (width: Int, height: Int) {
    isFinalized ? (0, 0) : (Int(gtk_widget_get_width(button)), Int(gtk_widget_get_height(button)))
  }

  /// Whether the accessible BUSY state is set on the button.
  public var isAccessibleBusy: Bool { !isFinalized && aab_accessible_is_busy(button) != 0 }

  // MARK: Drawing engine state

  /// Draws the engine's state, and draws again whenever a property it read changes.
  private func track() {
    withObservationTracking {
      render()
    } onChange: { [weak self] in
      Task { @MainActor in self?.track() }
    }
  }

  private func render() {
    let page: Page =
      switch engine.indicator {
      case nil: .label
      case .spinner: .spinner
      case .progress: .progress
      case .succeeded: .success
      case .failed: .failure
      }
    let busy = engine.isBusy
    let value = engine.accessibilityValue
    guard !isFinalized else { return }
    if page != shownPage {
      gtk_stack_set_visible_child_name(OpaquePointer(stack), page.rawValue)
      // A stopped spinner has no animation: nothing ticks while idle.
      if page == .spinner { gtk_spinner_start(OpaquePointer(spinner)) }
      if shownPage == .spinner { gtk_spinner_stop(OpaquePointer(spinner)) }
      shownPage = page
    }
    if page == .progress { gtk_widget_queue_draw(ring) }
    aab_accessible_set_busy(button, busy ? 1 : 0)
    aab_accessible_set_value_text(button, value)
  }

  // MARK: Signals

  private var buttonPointer: UnsafeMutablePointer<GtkButton> { UnsafeMutablePointer(OpaquePointer(button)) }

  private func connectSignals() {
    // The button keeps this object alive until the button is finalized (`releaseOwner`), so the
    // unretained pointer handed to the handlers below is valid whenever GTK calls them: no signal
    // is emitted on a finalized object.
    let owner = Unmanaged.passRetained(self).toOpaque()
    let releaseOwner: GDestroyNotify = { owner in
      guard let owner else { return }
      let object = Unmanaged<AsyncActionButtonWidget>.fromOpaque(owner)
      MainActor.assumeIsolated { object.takeUnretainedValue().buttonFinalized() }
      object.release()
    }
    g_object_set_data_full(button.cast(), "async-action-button", owner, releaseOwner)
    let this = Unmanaged.passUnretained(self).toOpaque()
    typealias Handler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    let clicked: Handler = { _, this in
      MainActor.assumeIsolated { _ = AsyncActionButtonWidget.from(this).engine.tap() }
    }
    let mapped: Handler = { _, this in
      MainActor.assumeIsolated { AsyncActionButtonWidget.from(this).engine.appear() }
    }
    let unmapped: Handler = { _, this in
      MainActor.assumeIsolated { AsyncActionButtonWidget.from(this).engine.disappear() }
    }
    for (signal, handler) in [
      ("clicked", clicked), ("map", mapped), ("unmap", unmapped), ("destroy", unmapped),
    ] {
      aab_signal_connect(button, signal, unsafeBitCast(handler, to: GCallback.self), this, nil)
    }
    typealias Draw =
      @convention(c) (
        OpaquePointer?, OpaquePointer?, Int32, Int32, UnsafeMutableRawPointer?
      ) -> Void
    let draw: Draw = { area, cairo, width, height, this in
      MainActor.assumeIsolated {
        AsyncActionButtonWidget.from(this).drawRing(cairo, width: width, height: height)
      }
    }
    gtk_drawing_area_set_draw_func(
      UnsafeMutablePointer(OpaquePointer(ring)), unsafeBitCast(draw, to: GtkDrawingAreaDrawFunc.self), this,
      nil)
  }

  private static func from(_ pointer: UnsafeMutableRawPointer?) -> AsyncActionButtonWidget {
    Unmanaged<AsyncActionButtonWidget>.fromOpaque(pointer!).takeUnretainedValue()
  }

  private func buttonFinalized() {
    isFinalized = true
  }

  isolated deinit {
    Self.liveCount -= 1
  }

  /// Draws the determinate progress ring in the label's colour.
  private func drawRing(_ cairo: OpaquePointer?, width: Int32, height: Int32) {
    guard let cairo else { return }
    var color = GdkRGBA()
    gtk_style_context_get_color(gtk_widget_get_style_context(ring), &color)
    let radius = Double(min(width, height)) / 2 - 1.5
    let centerX = Double(width) / 2
    let centerY = Double(height) / 2
    cairo_set_line_width(cairo, 2.5)
    cairo_set_source_rgba(
      cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha) * 0.3)
    cairo_arc(cairo, centerX, centerY, radius, 0, 2 * .pi)
    cairo_stroke(cairo)
    guard case .progress(let fraction) = engine.indicator else { return }
    guard fraction > 0 else { return }
    cairo_set_source_rgba(
      cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    cairo_arc(cairo, centerX, centerY, radius, -.pi / 2, -.pi / 2 + 2 * .pi * fraction)
    cairo_stroke(cairo)
  }

  private static func center(_ widget: UnsafeMutablePointer<GtkWidget>) {
    gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
  }
}

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
