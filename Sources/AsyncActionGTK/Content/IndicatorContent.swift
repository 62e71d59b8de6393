#if GTK
  @_spi(Shell) import AsyncActionCore
  internal import CAsyncActionGtk
  import Foundation

  /// The child of a button: its label (text, or icon and text), its busy and retry titles, and the
  /// `ActionEngine.Indicator` pages — a `GtkSpinner`, a progress ring drawn in the label's CSS colour, the
  /// percent text and the success and failure icons — painting the core's `LookAppearance` of each
  /// presentation, at the core's sizes for the label's line height.
  ///
  /// In place of the label, one `GtkStack` with homogeneous pages crossfades between the label and
  /// the indicator, so the button keeps its size. Beside the label, a sliding `GtkRevealer` holds
  /// the indicator pages before or after the label, and the button grows while it shows. The
  /// progress bar is an overlay under the label, which does not count in the size; the pulse and
  /// the shake are CSS animations of the label and of the whole content (``Stylesheet``).
  ///
  /// A button with titles holds its label and each title in a second homogeneous `GtkStack`, in
  /// the label's place: the button is as wide as the widest title whichever shows. A button whose
  /// click can cancel its run holds its spinner in an overlay with the stop glyph; the ring draws
  /// the glyph itself. Both are built the first time they are needed: most buttons never need them.
  ///
  /// The spinner, the marks, the ring and the stop glyph are the core's diameter across, and the
  /// gap beside the label the core's gap (``sizes``), for the label's line height and the screen's
  /// scale: computed again at every presentation drawn, when the font or the resolution of the
  /// settings changes, and when the scale factor changes (``applySizes()``).
  @MainActor
  final class IndicatorContent {
    /// The widget to set as the button's child.
    let root: UnsafeMutablePointer<GtkWidget>
    /// What the looks show for each presentation, the last two kept.
    let appearances: LookAppearanceMemo
    /// The looks the button draws.
    let looks: ActionLooks
    /// Whether the looks draw differently under reduced motion: only then is the setting read.
    private let respondsToReduceMotion: Bool
    let labelWidget: UnsafeMutablePointer<GtkWidget>
    /// The label with its icon.
    let labelContent: UnsafeMutablePointer<GtkWidget>
    /// The stack of the label and the titles, once the button has titles.
    var titleStack: UnsafeMutablePointer<GtkWidget>?
    /// The busy and retry titles' labels, by page name, once created.
    var titleLabels: [String: UnsafeMutablePointer<GtkWidget>] = [:]
    /// The titles laid out now.
    var laidOutTitles: [LookTitle] = [.label]
    /// What the pulse and the dim apply to: the titles' stack, or the label with its icon.
    var titleArea: UnsafeMutablePointer<GtkWidget> { titleStack ?? labelContent }
    /// The stop glyph over the spinner, once a click has been able to cancel a run.
    var stopGlyph: UnsafeMutablePointer<GtkWidget>?
    /// Whether the ring draws the stop glyph.
    var ringShowsStopGlyph = false
    /// The button's own label text.
    var label: String
    /// The accessible label last set on the button.
    var accessibleLabel: String?
    /// The accessible BUSY state last set on the button; `nil` before the first drawing.
    var accessibleBusy: Bool?
    /// The accessible description and value text last set on the button (`.some(nil)`: reset);
    /// `nil` before the first drawing.
    var accessibleValue: String??
    /// Called after a drawing that changed ``drawn``.
    var onDrawnChange: (@MainActor (ShownContent) -> Void)?
    /// The title the titles' stack shows; the label until there is one (it is made showing the
    /// label).
    var displayedTitle: LookTitle = .label
    /// What ``onDrawnChange`` was last told.
    var reportedDrawn: ShownContent?
    let stack: UnsafeMutablePointer<GtkWidget>
    /// The revealer that holds the stack beside the label; `nil` in place of the label.
    let revealer: UnsafeMutablePointer<GtkWidget>?
    let spinner: UnsafeMutablePointer<GtkWidget>
    /// The progress ring, once a run has reported progress under the ring look.
    var ring: UnsafeMutablePointer<GtkWidget>?
    /// The percent text, for the `percent` progress look only.
    let percentLabel: UnsafeMutablePointer<GtkWidget>?
    /// The bar under the label, for the `bar` progress look only.
    let bar: UnsafeMutablePointer<GtkWidget>?
    let spinnerViewport: SpinnerViewport
    /// What shows now: the appearance last painted.
    var shown: LookAppearance
    /// The sizes the widgets were last given; `nil` before the first.
    var appliedSizes: LookSizes?
    /// The serial of the label's Pango context when the sizes were last measured.
    var appliedFontSerial: UInt32 = 0
    /// The class that sizes the spinner (`Stylesheet.spinnerSizeClass(_:for:)`); `nil` before the
    /// sizes are first applied.
    var spinnerSizeClass: String?
    /// The settings whose font and resolution the sizes follow, held while watched, and the
    /// handlers connected to them: disconnected when the content's widgets go (``releaseSettings()``).
    var watchedSettings: (settings: OpaquePointer, handlers: [gulong])?
    /// The tick callback that applies the sizes after the settings changed; 0 while none runs.
    var sizesTick: UInt32 = 0
    /// How many more frames it applies them at.
    var framesToSize = 0
    /// How many handlers all contents have connected to settings objects and not yet
    /// disconnected: 0 once every button is gone.
    static var liveSettingsHandlers = 0
    /// How the ring or the bar moves to the last progress reported (the core's `ProgressMotion`,
    /// on the frame clock), kept while the ring crossfades out.
    var motion = ProgressMotion(at: 0)
    /// The last progress reported: where ``motion`` goes.
    var fraction: Double { motion.target }
    /// The tick callback that draws the ring and the bar while they move; 0 while none runs.
    var motionTick: UInt32 = 0
    /// When the failure cue plays: the core's rule, from the failure counts this content drew.
    var failureCues = FailureCueTracker()
    /// Whether the content carries the shake's class.
    var isShaking = false

    init(label: String, iconName: String?, looks: ActionLooks, titles: ActionTitles, strings: ActionStrings) {
      let locale = Locale(identifier: strings.language)
      appearances = LookAppearanceMemo(
        looks: looks, titles: titles, supportsSymbolEffects: PageTable.supportsSymbolEffects, locale: locale)
      self.looks = looks
      respondsToReduceMotion = looks.respondsToReduceMotion
      self.label = label
      // The structure: built once, for where these looks put their indicators.
      let layout = PageTable.Layout(looks)
      shown = appearances.appearance(of: .idle, reduceMotion: false)
      stack = gtk_stack_new()
      gtk_stack_set_transition_type(OpaquePointer(stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
      gtk_stack_set_transition_duration(OpaquePointer(stack), Stylesheet.crossfadeMilliseconds)
      // Homogeneous pages (GtkStack's default, stated here because the size depends on it): the
      // stack is as large as its largest page whatever page shows, so the button never resizes.
      gtk_stack_set_hhomogeneous(OpaquePointer(stack), 1)
      gtk_stack_set_vhomogeneous(OpaquePointer(stack), 1)

      labelWidget = gtk_label_new(label)
      labelContent = Self.labelContent(labelWidget, iconName: iconName)
      spinner = gtk_spinner_new()
      // The button's accessible description and value ("In progress", "Done", "Failed") say it all.
      aab_accessible_set_hidden(spinner, 1)

      let base: UnsafeMutablePointer<GtkWidget>
      if layout.placement == .overlay {
        gtk_stack_add_named(OpaquePointer(stack), labelContent, PageTable.pageName(for: nil).cString)
        revealer = nil
        base = stack
      } else {
        let (row, revealer) = Self.beside(labelContent, stack: stack, leading: layout.placement == .leading)
        self.revealer = revealer
        base = row
      }
      Self.center(spinner)
      gtk_stack_add_named(OpaquePointer(stack), spinner, PageTable.pageName(for: .spinner).cString)
      percentLabel = layout.hasPercentPage ? Self.addPercentPage(to: stack, locale: locale) : nil
      if layout.hasBar {
        (root, bar) = Self.overlayBar(on: base)
      } else {
        (root, bar) = (base, nil)
      }
      Self.show(layout.initialIndicator, in: stack)
      Stylesheet.install(for: stack)
      spinnerViewport = SpinnerViewport(spinner: spinner, anchor: root)
      connectSignals()
      layOutTitles(shown.measuredTitles)
    }

    /// The natural width of the label with its icon and of each title laid out, in logical pixels,
    /// in the order of ``laidOutTitles``.
    var titleWidths: [Int] {
      laidOutTitles.map { title in
        let widget = title == .label ? labelContent : titleLabels[Self.pageName(of: title)]
        var natural: Int32 = 0
        widget.map { gtk_widget_measure($0, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil) }
        return Int(natural)
      }
    }

    /// The titles the button shows besides its label.
    var titles: ActionTitles { appearances.titles }

    /// Sets the titles, laid out from the next presentation drawn on.
    func setTitles(_ titles: ActionTitles) {
      appearances.titles = titles
    }

    /// Draws a button's state on `button`, whose child this content is: the indicator, the
    /// failure cue, the accessible BUSY state and the accessible description and value, then the
    /// title and the accessible label.
    ///
    /// The phase text (`value`: "In progress", "In progress, 40%", "Done", "Failed", with "Press
    /// to cancel" after it while a click cancels the run) goes to the DESCRIPTION property, which
    /// GTK 4.8 exports over AT-SPI, and to VALUE_TEXT, which it does not; set only when it changes,
    /// which the core's steps of the percentage make rare. The name stays the title alone, so a
    /// screen reader says the title once and the phase after it.
    func render(
      on button: UnsafeMutablePointer<GtkWidget>, _ presentation: ActionPresentation, value: String?
    ) {
      // With the `gtk-enable-animations` setting off GTK runs no CSS animation: the looks that
      // move stand still (the pulse becomes a dim, the shake nothing, the slide beside the label
      // a change in place). A high-contrast theme makes the track, the pulse and the dim stronger.
      let reduceMotion = respondsToReduceMotion && !DisplaySettings.animationsEnabled(on: root)
      let increasedContrast = DisplaySettings.highContrast(on: root)
      let appearance = appearances.appearance(
        of: presentation, reduceMotion: reduceMotion, increasedContrast: increasedContrast)
      // The label's font may have changed since the last drawing (a font set on it, a theme):
      // the sizes follow it. In the same font this measures nothing.
      applySizes()
      show(appearance, tapCancels: presentation.tapCancels)
      // Read, then stored back: no access to the tracker spans a call.
      var cues = failureCues
      let cue = cues.cue(
        for: presentation.failureCount, looks: looks, reduceMotion: reduceMotion,
        supportsSymbolEffects: PageTable.supportsSymbolEffects)
      failureCues = cues
      setShaking(cue == .shake)
      // Set only when changed: each update of an accessible property is a notification to
      // assistive technologies.
      if presentation.isBusy != accessibleBusy {
        accessibleBusy = presentation.isBusy
        aab_accessible_set_busy(button, presentation.isBusy ? 1 : 0)
      }
      if value != accessibleValue {
        accessibleValue = value
        Self.setDescriptionAndValue(value, on: button)
      }
      showTitle(on: button)
    }

    /// Sets the accessible DESCRIPTION and VALUE_TEXT of `button` to `text` in one update, or
    /// resets both for `nil`.
    private nonisolated static func setDescriptionAndValue(
      _ text: String?, on button: UnsafeMutablePointer<GtkWidget>
    ) {
      guard let text else { return aab_accessible_set_description_and_value(button, nil) }
      text.withCString { aab_accessible_set_description_and_value(button, $0) }
    }

    /// Shows the page of `indicator` in `stack`.
    private static func show(_ indicator: LookIndicator?, in stack: UnsafeMutablePointer<GtkWidget>) {
      gtk_stack_set_visible_child_name(OpaquePointer(stack), PageTable.pageName(for: indicator).cString)
    }

    /// Whether `a` and `b` show on the same page.
    nonisolated static func samePage(_ a: LookIndicator?, _ b: LookIndicator?) -> Bool {
      PageTable.pageName(for: a).utf8Start == PageTable.pageName(for: b).utf8Start
    }

    /// The fraction the ring or the bar draws for `appearance`, while one shows.
    nonisolated static func fraction(of appearance: LookAppearance) -> Double? {
      if case .ring(let fraction) = appearance.indicator { return fraction }
      return appearance.bar
    }

    /// Whether `appearance`'s title is dimmed, and whether it pulses: what its CSS class says
    /// (`Stylesheet.titleClass`).
    nonisolated static func titleEffect(
      _ appearance: borrowing LookAppearance
    ) -> (dimmed: Bool, pulsing: Bool) {
      (
        appearance.titleVisibility == .dimmed,
        appearance.titleVisibility == .visible && appearance.titleAnimation == .pulse
      )
    }

    /// Whether `appearance` shows the ring.
    nonisolated static func showsRing(_ appearance: LookAppearance) -> Bool {
      if case .ring = appearance.indicator { return true }
      return false
    }

    /// Paints `appearance`: what differs from ``shown``. `tapCancels` is whether a click now
    /// cancels the run (`ActionPresentation.tapCancels`), for which the stop glyph is built.
    private func show(_ appearance: consuming LookAppearance, tapCancels: Bool) {
      let indicator = appearance.indicator
      addPageIfNeeded(indicator)
      if appearance.measuredTitles != laidOutTitles { layOutTitles(appearance.measuredTitles) }
      if tapCancels { addStopGlyphIfNeeded() }
      if let stopGlyph {
        gtk_widget_set_visible(stopGlyph, appearance.showsStopGlyph && indicator == .spinner ? 1 : 0)
      }
      let ringGlyph = appearance.showsStopGlyph && Self.showsRing(appearance)
      if ringGlyph != ringShowsStopGlyph {
        ringShowsStopGlyph = ringGlyph
        ring.map { gtk_widget_queue_draw($0) }
      }

      if let fraction = Self.fraction(of: appearance), fraction != self.fraction {
        // A ring or a bar already in view moves to the new fraction; one coming into view starts
        // at it.
        moveProgress(to: fraction, inView: Self.showsRing(shown) || shown.bar != nil)
      } else if appearance.opacities != shown.opacities {
        ring.map { gtk_widget_queue_draw($0) }
        bar.map { gtk_widget_queue_draw($0) }
      }
      if let revealer, appearance.slidesBeside != shown.slidesBeside {
        // With reduced motion the indicator beside the label shows and goes at once.
        gtk_revealer_set_transition_type(
          OpaquePointer(revealer),
          appearance.slidesBeside
            ? Self.slide(leading: looks.busy.indicatorPlacement == .leading)
            : GTK_REVEALER_TRANSITION_TYPE_NONE)
      }
      if case .percent(let text) = indicator, indicator != shown.indicator {
        percentLabel.map { gtk_label_set_text(OpaquePointer($0), text) }
      }
      if let bar, (appearance.bar != nil) != (shown.bar != nil) {
        gtk_widget_set_visible(bar, appearance.bar != nil ? 1 : 0)
      }
      // The title's class changes only between plain, pulsing and dimmed (a title hidden under an
      // indicator is plain): a spinner that comes and goes over the label changes no class.
      if Self.titleEffect(appearance) != Self.titleEffect(shown) || appearance.opacities != shown.opacities {
        setTitleClass(appearance)
      }
      let placement = appearance.indicatorPlacement
      let pageChanges = !Self.samePage(indicator, shown.indicator) || placement != shown.indicatorPlacement
      // The appearance's last use: it moves into `shown`, uncopied.
      shown = appearance
      guard pageChanges else { return }
      // The spinner starts before the stack shows its page and stops before the stack hides it,
      // in the same turn (what is drawn is the same either way): GTK never restyles a spinner that
      // the stack has just mapped or unmapped. A stopped spinner has no animation: nothing ticks
      // while the label shows. Beside the label, a spinner that is being hidden keeps turning until
      // the revealer has slid it out (`revealerChanged`).
      if indicator == .spinner {
        spinnerViewport.setWantsSpinning(true)
      } else if revealer == nil || indicator != nil {
        spinnerViewport.setWantsSpinning(false)
      }
      if let revealer {
        // Beside the label the indicator's page stays while the revealer fades it out.
        if indicator != nil {
          Self.show(indicator, in: stack)
        }
        let beside = placement == .leading || placement == .trailing
        gtk_revealer_set_reveal_child(OpaquePointer(revealer), beside ? 1 : 0)
      } else {
        // In place of the label: the indicator's page, where the appearance puts it there.
        Self.show(placement == .overlay ? indicator : nil, in: stack)
      }
    }

    /// Puts the label's pulse or dim class on, for the user's contrast, as `appearance` says
    /// (`LookAppearance.titleVisibility` and `LookAppearance.titleAnimation`), or takes it off.
    func setTitleClass(_ appearance: borrowing LookAppearance) {
      for name in Stylesheet.titleClasses {
        gtk_widget_remove_css_class(titleArea, name)
      }
      if let name = Stylesheet.titleClass(
        appearance.titleVisibility, appearance.titleAnimation, opacities: appearance.opacities)
      {
        gtk_widget_add_css_class(titleArea, name)
      }
    }

    /// Starts the one-shot shake of the whole content when `shaking`, or takes its class off at
    /// the next drawing after one, so that the next failure plays it again: a failed run is
    /// followed by another run before it can fail.
    private func setShaking(_ shaking: Bool) {
      guard shaking != isShaking else { return }
      if shaking {
        gtk_widget_add_css_class(root, Stylesheet.shakeClass)
      } else {
        gtk_widget_remove_css_class(root, Stylesheet.shakeClass)
      }
      isShaking = shaking
    }

    /// The revealer finished a transition: once it has hidden the indicator, the spinner stops.
    func revealerChanged() {
      guard let revealer, gtk_revealer_get_child_revealed(OpaquePointer(revealer)) == 0 else { return }
      if shown.indicator == nil { spinnerViewport.setWantsSpinning(false) }
    }

  }
#endif
