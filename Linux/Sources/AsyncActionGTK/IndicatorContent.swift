import AsyncActionCore
import CGtk
import Foundation

/// The child of a button: its label (text, or icon and text) and the `ActionIndicator`
/// pages — a `GtkSpinner`, a progress ring drawn in the label's CSS colour, the percent text and
/// the success and failure icons — drawn in the button's `Looks`.
///
/// In place of the label, one `GtkStack` with homogeneous pages crossfades between the label and
/// the indicator, so the button keeps its size. Beside the label, a sliding `GtkRevealer` holds
/// the indicator pages before or after the label, and the button grows while it shows. The
/// progress bar is an overlay under the label, which does not count in the size; the pulse and
/// the shake are CSS animations of the label and of the whole content.
@MainActor
final class IndicatorContent {
  enum Page: String {
    case label, spinner, progress, percent, success, failure
  }

  /// The widget to set as the button's child.
  let root: UnsafeMutablePointer<GtkWidget>
  private let labelWidget: UnsafeMutablePointer<GtkWidget>
  /// The label with its icon: what the pulse dims.
  private let labelContent: UnsafeMutablePointer<GtkWidget>
  let looks: AsyncActionButtonWidget.Looks
  var placement: IndicatorPlacement { looks.busy.placement }
  private let stack: UnsafeMutablePointer<GtkWidget>
  private let revealer: UnsafeMutablePointer<GtkWidget>?
  private let spinner: UnsafeMutablePointer<GtkWidget>
  /// The progress ring, once a run has reported progress under the ring look.
  private var ring: UnsafeMutablePointer<GtkWidget>?
  /// The percent text, for the `percent` progress look only.
  private let percentLabel: UnsafeMutablePointer<GtkWidget>?
  /// The bar under the label, for the `bar` progress look only.
  private let bar: UnsafeMutablePointer<GtkWidget>?
  private var shownPage = Page.label
  private let spinnerViewport: SpinnerViewport
  private var fraction = 0.0
  /// The style class the label carries for the pulse (`pulseClass`, or `dimmedClass` with
  /// animations off), if any.
  private var pulse: String?
  private var isShaking = false
  /// Whether this content made its button insensitive (for the disabled look).
  private var isDisabling = false
  /// Whether the button had the keyboard focus when this content made it insensitive: GTK then
  /// leaves the window with no focus, and the focus comes back to the button when it turns
  /// sensitive again, unless something else took it meanwhile.
  private var returnsFocus = false

  init(label: String, iconName: String?, looks: AsyncActionButtonWidget.Looks) {
    self.looks = looks
    let placement = looks.busy.placement
    stack = gtk_stack_new()
    gtk_stack_set_transition_type(OpaquePointer(stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    gtk_stack_set_transition_duration(OpaquePointer(stack), Self.crossfadeMilliseconds)
    // Homogeneous pages (GtkStack's default, stated here because the size depends on it): the
    // stack is as large as its largest page whatever page shows, so the button never resizes.
    gtk_stack_set_hhomogeneous(OpaquePointer(stack), 1)
    gtk_stack_set_vhomogeneous(OpaquePointer(stack), 1)

    let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
    gtk_widget_set_halign(content, GTK_ALIGN_CENTER)
    if let iconName {
      let icon = gtk_image_new_from_icon_name(iconName)!
      // Decorative: the label names the button.
      aab_accessible_set_hidden(icon, 1)
      gtk_box_append(content.cast(), icon)
    }
    labelWidget = gtk_label_new(label)
    gtk_box_append(content.cast(), labelWidget)
    labelContent = content

    spinner = gtk_spinner_new()
    // The button's accessible description and value ("In progress", "Done", "Failed") say it all.
    aab_accessible_set_hidden(spinner, 1)

    let base: UnsafeMutablePointer<GtkWidget>
    if placement == .overlay {
      gtk_stack_add_named(OpaquePointer(stack), content, Page.label.rawValue)
      revealer = nil
      base = stack
    } else {
      let revealer = gtk_revealer_new()!
      // A sliding revealer takes no room while hidden and grows to the indicator's width as it
      // reveals it (a crossfading one would reserve the room all the time, off-centring the
      // idle label). The slide runs from the label's side, mirrored in right-to-left languages.
      let slide =
        placement == .leading
        ? GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT : GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT
      gtk_revealer_set_transition_type(OpaquePointer(revealer), slide)
      gtk_revealer_set_transition_duration(OpaquePointer(revealer), Self.crossfadeMilliseconds)
      gtk_revealer_set_child(OpaquePointer(revealer), stack)
      self.revealer = revealer
      // The gap between indicator and label is the indicator's margin, not the box's spacing, so
      // that it goes with the indicator: a hidden revealer takes no room at all, and the idle
      // label stays centred.
      if placement == .leading {
        gtk_widget_set_margin_end(stack, 6)
      } else {
        gtk_widget_set_margin_start(stack, 6)
      }
      let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
      gtk_widget_set_halign(row, GTK_ALIGN_CENTER)
      // GtkBox lays out from the leading edge, and mirrors itself in right-to-left languages.
      if placement == .leading { gtk_box_append(row.cast(), revealer) }
      gtk_box_append(row.cast(), content)
      if placement == .trailing { gtk_box_append(row.cast(), revealer) }
      base = row
    }
    Self.center(spinner)
    gtk_stack_add_named(OpaquePointer(stack), spinner, Page.spinner.rawValue)
    if looks.progress == .percent {
      let percent = gtk_label_new("0%")!
      // Room for "100%" from the start, in digits of one width: the text never resizes the
      // stack, so the button keeps its size as the number grows.
      gtk_label_set_width_chars(percent.cast(), 4)
      gtk_widget_add_css_class(percent, Self.percentClass)
      Self.center(percent)
      aab_accessible_set_hidden(percent, 1)
      gtk_stack_add_named(OpaquePointer(stack), percent, Page.percent.rawValue)
      percentLabel = percent
    } else {
      percentLabel = nil
    }
    if looks.progress == .bar {
      // An overlay's size is its main child's: the bar, laid over the content's bottom edge and
      // moved below the label by CSS (`barClass`), never resizes the button.
      // A container to assistive technologies, like the stack and the box: GtkOverlay's own role is
      // exported as an unnamed "filler" child of the button.
      let overlay = aab_overlay_new_group()
      gtk_overlay_set_child(OpaquePointer(overlay), base)
      let bar = gtk_drawing_area_new()!
      gtk_widget_set_size_request(bar, -1, Self.barThickness)
      gtk_widget_set_halign(bar, GTK_ALIGN_FILL)
      gtk_widget_set_valign(bar, GTK_ALIGN_END)
      gtk_widget_add_css_class(bar, Self.barClass)
      gtk_widget_set_visible(bar, 0)
      aab_accessible_set_hidden(bar, 1)
      gtk_overlay_add_overlay(OpaquePointer(overlay), bar)
      self.bar = bar
      root = overlay
    } else {
      bar = nil
      root = base
    }
    gtk_stack_set_visible_child_name(
      OpaquePointer(stack), (placement == .overlay ? Page.label : .spinner).rawValue)
    Self.installStyle(for: stack)
    spinnerViewport = SpinnerViewport(spinner: spinner, anchor: root)
    connectSignals()
  }

  /// Adds the page of the progress ring, the success mark or the failure mark the first time it
  /// shows.
  ///
  /// NB: most buttons never show a ring or a mark; created up front, the three pages were about
  /// 5.6 KB of RSS per button (1,000 buttons in a window: 21.9 KB against 16.3 KB for a stack of a
  /// label and a spinner alone). Every page is 16 by 16 pixels, like the spinner, so adding one
  /// changes no size.
  private func addPageIfNeeded(_ page: Page) {
    let widget: UnsafeMutablePointer<GtkWidget>
    switch page {
    case .label, .spinner, .percent:
      return
    case .progress:
      guard ring == nil else { return }
      widget = gtk_drawing_area_new()
      gtk_widget_set_size_request(widget, 16, 16)
      ring = widget
      connectRingDraw(widget)
    case .success, .failure:
      guard gtk_stack_get_child_by_name(OpaquePointer(stack), page.rawValue) == nil else { return }
      widget = gtk_image_new_from_icon_name(
        page == .success ? "object-select-symbolic" : "dialog-error-symbolic")
      if page == .failure { gtk_widget_add_css_class(widget, Self.failureClass) }
    }
    // Like the spinner, the ring and the marks are drawn for the eye only: the description says
    // "In progress", "Done" or "Failed". GTK 4.8 exports every page of a stack, shown or not, so
    // a page that is not hidden explicitly is an unnamed child of the button in every phase.
    aab_accessible_set_hidden(widget, 1)
    Self.center(widget)
    gtk_stack_add_named(OpaquePointer(stack), widget, page.rawValue)
  }

  /// Whether the spinner, the percent text and the bar, and the progress ring and the success
  /// and failure icons that were created, are kept out of the accessible tree.
  var indicatorsAreAccessibleHidden: Bool {
    let pages = [Page.spinner, .progress, .success, .failure].compactMap {
      gtk_stack_get_child_by_name(OpaquePointer(stack), $0.rawValue)
    }
    return (pages + [percentLabel, bar].compactMap { $0 }).allSatisfy {
      aab_accessible_state_is_true($0, GTK_ACCESSIBLE_STATE_HIDDEN) != 0
    }
  }

  /// Shows `label` on `button`, whose child this content is, and names the button by it.
  ///
  /// A button whose child is set with `gtk_button_set_child` has no accessible name of its own
  /// (AT-SPI clients read "GtkButton"): the LABEL property names it, and changes with the text.
  /// GTK 4.8 also names a button by a LABELLED_BY relation to its label, but then sends no
  /// name change when the text changes, and with both the name is said twice.
  func setLabel(_ label: String, on button: UnsafeMutablePointer<GtkWidget>) {
    gtk_label_set_text(OpaquePointer(labelWidget), label)
    aab_accessible_set_text(button, GTK_ACCESSIBLE_PROPERTY_LABEL, label)
  }

  /// Draws a button's state on `button`, whose child this content is: the indicator, the disabled
  /// look, the accessible BUSY state and the accessible description and value.
  ///
  /// The content owns only its share of the button's sensitivity: it makes the button
  /// insensitive when `disabled` turns on and sensitive again when it turns off, and otherwise
  /// leaves the app's own `gtk_widget_set_sensitive` calls alone. A button that had the keyboard
  /// focus gets it back when it turns sensitive, if nothing else took it meanwhile.
  ///
  /// The phase text (`value`: "In progress", "Done", "Failed") goes to the DESCRIPTION property,
  /// which GTK 4.8 exports over AT-SPI, and to VALUE_TEXT, which it does not. The name stays the
  /// label alone, so a screen reader says the title once and the phase after it.
  func render(
    on button: UnsafeMutablePointer<GtkWidget>, indicator: ActionIndicator?, busy: Bool, disabled: Bool,
    value: String?
  ) {
    show(indicator)
    if disabled != isDisabling {
      setDisabled(disabled, button)
    }
    aab_accessible_set_busy(button, busy ? 1 : 0)
    aab_accessible_set_text(button, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, value)
    aab_accessible_set_text(button, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, value)
  }

  /// Makes `button` insensitive or sensitive again, keeping the keyboard user's place: GTK
  /// leaves the window with no focus when the focused button turns insensitive, and the next Tab
  /// would start over at the top.
  private func setDisabled(_ disabled: Bool, _ button: UnsafeMutablePointer<GtkWidget>) {
    if disabled {
      returnsFocus = gtk_widget_is_focus(button) != 0
      gtk_widget_set_sensitive(button, 0)
    } else {
      gtk_widget_set_sensitive(button, 1)
      // Only to a button still on screen: one that left it (its run was cancelled) has no place
      // to give back.
      if returnsFocus, gtk_widget_get_mapped(button) != 0, let root = gtk_widget_get_root(button),
        gtk_root_get_focus(root) == nil
      {
        gtk_widget_grab_focus(button)
      }
      returnsFocus = false
    }
    isDisabling = disabled
  }

  /// Shows `indicator` in the button's looks, or the label alone for `nil`.
  private func show(_ indicator: ActionIndicator?) {
    let page: Page =
      switch (indicator, looks.busy, looks.progress) {
      case (nil, _, _): .label
      case (.spinner, .overlay, _), (.spinner, .leading, _), (.spinner, .trailing, _): .spinner
      case (.spinner, .pulse, _), (.spinner, .none, _): .label
      case (.progress, _, .ring): .progress
      case (.progress, _, .bar): .label
      case (.progress, _, .percent): .percent
      case (.succeeded, _, _): .success
      case (.failed, _, _): .failure
      }
    addPageIfNeeded(page)
    let isRunning: Bool
    switch indicator {
    case .spinner: isRunning = true
    case .progress(let value):
      isRunning = true
      showProgress(value)
    case nil, .succeeded, .failed: isRunning = false
    }
    if let bar {
      let shown = isRunning && looks.progress == .bar && indicator != .spinner
      if shown != (gtk_widget_get_visible(bar) != 0) { gtk_widget_set_visible(bar, shown ? 1 : 0) }
    }
    // The pulse starts when the engine shows its spinner (after the show-delay), and goes on
    // while progress shows under or beside the label.
    setPulsing(looks.busy == .pulse && isRunning && page == .label)
    guard page != shownPage else { return }
    // Once per failure: the engine's failed phase is entered once per failed run.
    setShaking(page == .failure && looks.failure == .shake)
    if let revealer {
      // Beside the label the indicator's page stays while the revealer fades it out.
      if page != .label {
        gtk_stack_set_visible_child_name(OpaquePointer(stack), page.rawValue)
      }
      gtk_revealer_set_reveal_child(OpaquePointer(revealer), page == .label ? 0 : 1)
    } else {
      gtk_stack_set_visible_child_name(OpaquePointer(stack), page.rawValue)
    }
    // A stopped spinner has no animation: nothing ticks while the label shows. Beside the label,
    // a spinner that is being hidden keeps turning until the revealer has slid it out
    // (`revealerClosed`).
    if page == .spinner || revealer == nil || page != .label {
      setSpinning(page == .spinner)
    }
    shownPage = page
  }

  /// Draws `value` (0…1) in the progress look.
  private func showProgress(_ value: Double) {
    fraction = value
    switch looks.progress {
    case .ring: ring.map { gtk_widget_queue_draw($0) }
    case .bar: bar.map { gtk_widget_queue_draw($0) }
    case .percent:
      let text = PercentFormat.string(value, locale: .current)
      percentLabel.map { gtk_label_set_text(OpaquePointer($0), text) }
    }
  }

  /// Starts or stops the label's pulse. With the `gtk-enable-animations` setting off, the label
  /// is dimmed instead: GTK runs no CSS animation then, and the label still says it is busy.
  private func setPulsing(_ pulsing: Bool) {
    guard pulsing != (pulse != nil) else { return }
    if let pulse {
      gtk_widget_remove_css_class(labelContent, pulse)
      self.pulse = nil
    } else {
      let name = aab_animations_enabled(labelContent) != 0 ? Self.pulseClass : Self.dimmedClass
      gtk_widget_add_css_class(labelContent, name)
      pulse = name
    }
  }

  /// Starts the one-shot shake of the whole content, or takes its class off so that the next
  /// failure plays it again. With the `gtk-enable-animations` setting off, nothing moves.
  private func setShaking(_ shaking: Bool) {
    guard shaking != isShaking else { return }
    if shaking {
      guard aab_animations_enabled(root) != 0 else { return }
      gtk_widget_add_css_class(root, Self.shakeClass)
    } else {
      gtk_widget_remove_css_class(root, Self.shakeClass)
    }
    isShaking = shaking
  }

  /// The revealer finished a transition: once it has hidden the indicator, the spinner stops.
  private func revealerChanged() {
    guard let revealer, gtk_revealer_get_child_revealed(OpaquePointer(revealer)) == 0 else { return }
    if shownPage == .label { setSpinning(false) }
  }

  /// Starts or stops the spinner; one scrolled out of view stays stopped until it scrolls back.
  private func setSpinning(_ spinning: Bool) {
    spinnerViewport.setWantsSpinning(spinning)
  }

  private func connectSignals() {
    // NB: unretained: the button that holds these widgets owns the object that owns this content,
    // and releases it only when the button is finalized, after its children are gone.
    let this = Unmanaged.passUnretained(self).toOpaque()
    if let revealer {
      typealias Notify =
        @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
      let changed: Notify = { _, _, this in
        MainActor.assumeIsolated {
          Unmanaged<IndicatorContent>.fromOpaque(this!).takeUnretainedValue().revealerChanged()
        }
      }
      aab_signal_connect(
        revealer, "notify::child-revealed", unsafeBitCast(changed, to: GCallback.self), this, nil)
    }
    connectBarDraw()
  }

  private typealias Draw =
    @convention(c) (
      OpaquePointer?, OpaquePointer?, Int32, Int32, UnsafeMutableRawPointer?
    ) -> Void

  private func connectRingDraw(_ ring: UnsafeMutablePointer<GtkWidget>) {
    let draw: Draw = { _, cairo, width, height, this in
      MainActor.assumeIsolated {
        Unmanaged<IndicatorContent>.fromOpaque(this!).takeUnretainedValue()
          .drawRing(cairo, width: width, height: height)
      }
    }
    // NB: unretained: the button that holds the ring owns the object that owns this content, and
    // releases it only when the button is finalized, after the ring is gone.
    gtk_drawing_area_set_draw_func(
      UnsafeMutablePointer(OpaquePointer(ring)), unsafeBitCast(draw, to: GtkDrawingAreaDrawFunc.self),
      Unmanaged.passUnretained(self).toOpaque(), nil)
  }

  private func connectBarDraw() {
    guard let bar else { return }
    let draw: Draw = { _, cairo, width, height, this in
      MainActor.assumeIsolated {
        Unmanaged<IndicatorContent>.fromOpaque(this!).takeUnretainedValue()
          .drawBar(cairo, width: width, height: height)
      }
    }
    // NB: unretained, as for the ring: the button owns this content's owner until it is finalized.
    gtk_drawing_area_set_draw_func(
      UnsafeMutablePointer(OpaquePointer(bar)), unsafeBitCast(draw, to: GtkDrawingAreaDrawFunc.self),
      Unmanaged.passUnretained(self).toOpaque(), nil)
  }

  /// Draws the progress bar in the label's colour: a faint track, filled from the leading edge.
  private func drawBar(_ cairo: OpaquePointer?, width: Int32, height: Int32) {
    guard let cairo, let bar else { return }
    var color = GdkRGBA()
    gtk_style_context_get_color(gtk_widget_get_style_context(bar), &color)
    let (red, green, blue, alpha) = (
      Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha)
    )
    cairo_set_source_rgba(cairo, red, green, blue, alpha * 0.3)
    cairo_rectangle(cairo, 0, 0, Double(width), Double(height))
    cairo_fill(cairo)
    guard fraction > 0 else { return }
    let filled = Double(width) * min(fraction, 1)
    let rightToLeft = gtk_widget_get_direction(bar) == GTK_TEXT_DIR_RTL
    cairo_set_source_rgba(cairo, red, green, blue, alpha)
    cairo_rectangle(cairo, rightToLeft ? Double(width) - filled : 0, 0, filled, Double(height))
    cairo_fill(cairo)
  }

  /// Draws the determinate progress ring in the label's colour.
  private func drawRing(_ cairo: OpaquePointer?, width: Int32, height: Int32) {
    guard let cairo, let ring else { return }
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
    guard fraction > 0 else { return }
    cairo_set_source_rgba(
      cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    cairo_arc(cairo, centerX, centerY, radius, -.pi / 2, -.pi / 2 + 2 * .pi * fraction)
    cairo_stroke(cairo)
  }

  private static var crossfadeMilliseconds: guint {
    let (seconds, attoseconds) = ActionConfiguration.crossfadeDuration.components
    return guint(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
  }

  /// The style class of the failure mark.
  static let failureClass = "async-action-failure"
  /// The style class of the label while it pulses.
  static let pulseClass = "async-action-pulse"
  /// The style class of the label while busy with the pulse look and animations off.
  static let dimmedClass = "async-action-dimmed"
  /// The style class of the content while it shakes.
  static let shakeClass = "async-action-shake"
  /// The style class of the progress bar.
  static let barClass = "async-action-bar"
  /// The style class of the percent text.
  static let percentClass = "async-action-percent"
  /// The progress bar's thickness, in logical pixels.
  private static let barThickness: Int32 = 2

  /// Installs the looks' CSS on the display, once:
  /// - the failure mark in the theme's error colour (`@error_color`), so that it reads as a
  ///   failure rather than as a grey "blocked" sign; on a filled button (`suggested-action`,
  ///   `destructive-action`) the mark keeps the label's colour: red on blue or on red would not
  ///   show;
  /// - the pulse: the label's opacity from 1 to 0.35 and back, 1 s each way, and the static dim
  ///   that stands for it with animations off;
  /// - the shake: sideways by 8, 6 and 3 pixels and back, in 0.6 s, as a `transform`, which
  ///   moves the drawing without laying anything out again;
  /// - the bar 3 pixels lower than the content's bottom edge, in the button's padding under the
  ///   label; the percent text with digits of one width.
  ///
  /// The rules sit at the fallback priority, below the theme and the app: an app's own CSS for
  /// these classes wins.
  private static func installStyle(for widget: UnsafeMutablePointer<GtkWidget>) {
    guard let display = gtk_widget_get_display(widget) else { return }
    let key = "async-action-style"
    let object = UnsafeMutablePointer<GObject>(display)
    guard g_object_get_data(object, key) == nil else { return }
    let provider = gtk_css_provider_new()!
    let css = """
      image.\(failureClass) { color: @error_color; }
      button.suggested-action image.\(failureClass),
      button.destructive-action image.\(failureClass) { color: inherit; }
      @keyframes async-action-pulse { from { opacity: 1; } to { opacity: 0.35; } }
      .\(pulseClass) { animation: async-action-pulse 1s ease-in-out infinite alternate; }
      .\(dimmedClass) { opacity: 0.55; }
      @keyframes async-action-shake {
        0% { transform: translateX(0); }
        15% { transform: translateX(-8px); }
        30% { transform: translateX(8px); }
        45% { transform: translateX(-6px); }
        60% { transform: translateX(6px); }
        75% { transform: translateX(-3px); }
        90% { transform: translateX(3px); }
        100% { transform: translateX(0); }
      }
      .\(shakeClass) { animation: async-action-shake 0.6s ease-in-out 1; }
      .\(barClass) { transform: translateY(3px); }
      .\(percentClass) { font-feature-settings: "tnum"; }
      """
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK))
    // NB: the display keeps the provider; the mark on the display says it is installed, once.
    g_object_set_data(object, key, provider)
    g_object_unref(provider)
  }

  private static func center(_ widget: UnsafeMutablePointer<GtkWidget>) {
    gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
  }
}

/// What a button object does when its `GtkButton` is clicked, mapped, unmapped or finalized.
@MainActor
protocol ButtonHost: AnyObject {
  func clicked()
  func mapped()
  func unmapped()
  func finalized()
}

extension ButtonHost {
  /// Makes `button` own `self` and forward its signals to it.
  ///
  /// The button keeps the object alive until the button is finalized, so the unretained pointer
  /// handed to the signal handlers is valid whenever GTK calls them: no signal is emitted on a
  /// finalized object.
  func bind(to button: UnsafeMutablePointer<GtkWidget>) {
    let owner = Unmanaged.passRetained(self as AnyObject).toOpaque()
    let releaseOwner: GDestroyNotify = { owner in
      guard let owner else { return }
      let object = Unmanaged<AnyObject>.fromOpaque(owner)
      MainActor.assumeIsolated { host(owner).finalized() }
      object.release()
    }
    g_object_set_data_full(button.cast(), "async-action-button", owner, releaseOwner)
    let this = Unmanaged.passUnretained(self as AnyObject).toOpaque()
    typealias Handler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    let clicked: Handler = { _, this in MainActor.assumeIsolated { host(this).clicked() } }
    let mapped: Handler = { _, this in MainActor.assumeIsolated { host(this).mapped() } }
    let unmapped: Handler = { _, this in MainActor.assumeIsolated { host(this).unmapped() } }
    for (signal, handler) in [
      ("clicked", clicked), ("map", mapped), ("unmap", unmapped), ("destroy", unmapped),
    ] {
      aab_signal_connect(button, signal, unsafeBitCast(handler, to: GCallback.self), this, nil)
    }
  }
}

@MainActor
private func host(_ pointer: UnsafeMutableRawPointer?) -> any ButtonHost {
  // Every pointer handed to GTK above is an object that conforms to ButtonHost.
  Unmanaged<AnyObject>.fromOpaque(pointer!).takeUnretainedValue() as! any ButtonHost
}
