@_spi(Shell) import AsyncActionCore
@_spi(Shell) import AsyncActionGTK

/// One line of the demo's `--trace` output: the protocol the UI tests read, declared once.
///
/// With `--trace` the demo writes these lines to standard output, line-buffered, as things
/// happen. A line is a kind, then fields `name=value` separated by single spaces.
///
/// The grammar is ``TraceKind``: one template per kind of line, which `--trace-grammar` prints
/// for the UI tests' parser (`trace_lines.py`), each with an example line that ``text`` wrote.
/// In a template a field is `{name}` (a word: no space, no `=`), `{name:int}`, `{name:bool}`
/// (`true` or `false`), `{name:ints}` (integers joined by commas), `{name:a|b}` (one of those
/// words) or `{name:rest}` (the rest of the line, spaces included). What some fields hold:
///
///     outcome   = succeeded | failed(<error text>) | cancelled(<reason>)
///     <reason>  = explicit | left | trigger | timeout | restart | action | user
///     result    = tapped(<tap>) | notFound | disabled | noRegistry
///     <tap>     = started(run #<int>) | restartScheduled | cancelRequested | ignored(<ignored>)
///     <ignored> = busy | restartAlreadyScheduled | scopeBusy | offScreen | holdingSuccess
///                 (also the `reason` of an `event … ignored` line)
///     page      = label | spinner | ring | percent | succeeded | failed
///                 (of a `drawn` line: the page of the button's own stack that shows)
///     message   = still busy after close: ["<id>", …] | cannot create <path>: <cause>
///
/// An id is a word of letters, digits and `_` (`save`, `name_label`, `tab_gallery`).
///
/// The order: once the window is mapped, a `layout` line for each button and widget on the tab
/// shown, then `window`, `locale`, every `text` line, `shown` and `ready`. Showing another tab
/// writes its `layout` lines and a `shown` line. `event`, `drawn`, `banner`, `try-again`,
/// `field`, `check`, `press`, `gtk-clicked`, `trigger`, `cancel`, `returned`, `flag` and `size`
/// lines come as the user (or the screenshot script) acts. Closing writes `signal` (when a
/// signal closed it), `window destroyed`, and last `exit`.
///
/// Every `event` line comes from the one handler the window connects to all the buttons under it
/// (`AsyncActionButtonWidget.connectEvents(under:_:)`), and names the button by the identifier
/// the event carries. A `drawn` line comes each time a button draws another page of its stack
/// or another title, shows or hides its stop glyph, or changes its accessible label (`name=`);
/// `mapped=` says whether the button was on screen then (a button that leaves the screen draws
/// its next state after it has left), and `natural-width=` is its natural width then. A `titles`
/// line, in a layout report, gives the natural widths of a button's label and titles. `banner … shown` comes once the failure banner is laid out, after
/// its `layout widget=banner_try_again` and `banner_ok` lines and a `text banner=` line for each
/// of its labels (`description`, `reason`, `suggestion`, `try_again`, `ok`); `try-again` is the
/// result of its Try Again. A `field` line comes when the busy state of Save's scope changes a
/// field's editability or when the field's text changes; a `check` line when the user toggles a
/// check button.
///
/// Lines that one event writes come together, in the order the demo handles it, so a reader can
/// tell what caused what:
/// - A run that a press started: its `event … started` line comes right before the press's
///   `gtk-clicked` line (a click, Space or Return), `press` line (a press from code) or
///   `try-again` line (the failure banner's Try Again). An ignored press's `event … ignored` line
///   comes right before its `gtk-clicked`, `press` or `try-again` line too; a click that cancels a
///   run (`ActionConfiguration.TapPolicy.cancelWhileBusy`) writes the run's `cancel` line before its `gtk-clicked`.
/// - A tab's `tab … mapped=true` line (or the address panel's `panel … mapped=true`) comes once
///   its buttons are on screen, and its `mapped=false` line once they have left it: a run that
///   its button's leaving ended at once (its action had returned) reports `finished` before that
///   line; a run it cancelled reports it later.
/// - A `trigger` line comes right before the `cancel` line of the run the change cancelled (or,
///   if the run's action had not begun, the `cancel` line comes as it begins).
/// - A `returned` line comes right before the engine handles the action's return: an `event …
///   finished` line follows at once unless the spinner or the full ring is held.
///
/// Three kinds are written with or without `--trace`: `error` (something the user should know),
/// `wrote` (each screenshot `--screenshot` wrote, once the script is done) and `offscreen-check`
/// (the only output of `--offscreen-check`).
enum TraceLine {
  /// `ready`: the first layout report is complete; the window takes input.
  case ready
  /// `window title=`: the window's title, in the demo's language.
  case windowTitle(String)
  /// `locale language= direction=`: the language the strings come from, and the layout's
  /// direction.
  case locale(language: String, direction: TraceDirection)
  /// `shown tab=`: the tab the window shows; ends each layout report.
  case shown(tab: String)
  /// `font step= line-height=`: the text size the demo shows (0 the desktop's, each step up or
  /// down a ``TextSize/factor`` larger or smaller) and the height of a line of a button's label,
  /// in logical pixels; in each layout report, before its `shown` line.
  case font(step: Int, lineHeight: Int)
  /// `tab name= mapped=`: a tab's buttons came on screen, or left it (another tab shows, or the
  /// window closes).
  case tab(DemoTab, isMapped: Bool)
  /// `panel name= mapped=`: the buttons of a panel inside a tab (the Flows tab's address panel)
  /// came on screen, or left it.
  case panel(String, isMapped: Bool)
  /// `text`: a label's text and the number of its glyphs the fonts lack (drawn as boxes).
  case text(TraceTextKind, id: String, unknownGlyphs: Int, value: String)
  /// `layout button=`: an action button's place in the window, and whether its indicators are
  /// hidden from assistive technologies.
  case layoutButton(id: String, TraceBounds, indicatorHidden: Bool)
  /// `layout widget=`: the place in the window of a field, a caption, a plain button or a tab.
  case layoutWidget(id: String, TraceBounds)
  /// `size`: a sample of a button's size and states, every 20 ms while some button is busy.
  case size(TraceSizeSample)
  /// `event … started`: a button's engine started a run.
  case started(button: String, run: UInt64)
  /// `event … finished`: a button's run ended, and how.
  case finished(button: String, run: UInt64, outcome: ActionOutcome)
  /// `event … ignored`: a button ignored a click, a key or a press from code, and why.
  case ignored(button: String, reason: ActionTapResult.IgnoredReason)
  /// `drawn`: what a button draws changed: the page of its stack, the title, the stop glyph or
  /// the accessible label; and its natural width then.
  case drawn(button: String, TraceShown, isMapped: Bool, naturalWidth: Int)
  /// `titles`: the natural widths of a button's label and titles, label first.
  case titles(button: String, widths: [Int])
  /// `banner`: the failure banner shows a button's failure, or is hidden.
  case banner(button: String, isShown: Bool)
  /// `try-again`: the banner's Try Again pressed the failed button again.
  case tryAgain(button: String, result: ActionPressResult)
  /// `field`: a field's editability or text.
  case field(id: String, isEditable: Bool, value: String)
  /// `check`: the user toggled a check button.
  case check(id: String, isActive: Bool)
  /// `press`: a press from code (a button or Ctrl+S) through the window's press registry.
  case press(id: String, result: ActionPressResult)
  /// `gtk-clicked`: GTK's "clicked" signal on an action button (a click, or Space or Return on
  /// the focused button), once the button has handled it.
  case gtkClicked(button: String)
  /// `trigger`: the app changed a button's cancellation trigger to a new value.
  case trigger(button: String, value: String)
  /// `cancel`: the action of Refresh Inbox, Connect or Download Backup saw its run cancelled:
  /// while its button was on screen (the filter changed, the timeout came, a click cancelled it),
  /// or once it had left the screen.
  case cancel(button: String, isMapped: Bool)
  /// `returned`: the action of Refresh Inbox, Connect or Download Backup returned or threw.
  case returned(button: String)
  /// `flag`: the app turned the loading flag of an app-driven button on or off.
  case flag(button: String, isOn: Bool)
  /// `signal`: a signal closes the window.
  case signal(String)
  /// `window destroyed`: the window is gone; its runs are cancelled.
  case windowDestroyed
  /// `exit`: the widgets and signal-handler boxes still alive after the window is gone (0 and
  /// 0 unless something leaked).
  case exit(liveWidgets: Int, closureBoxes: Int)
  /// `error: still busy after close`: buttons whose actions had not returned 5 s after the
  /// window closed.
  case stillBusyAfterClose([String])
  /// `error: cannot create`: the screenshot directory could not be created, and why.
  case cannotCreateDirectory(String, reason: String)
  /// `wrote`: a screenshot written by `--screenshot`.
  case wrote(path: String)
  /// `offscreen-check`: the rows whose spinner turns at a scroll position, and the CPU used there.
  case offscreenCheck(position: String, spinning: [Int], cpuMillisecondsPerSecond: Int)

  /// The line, exactly as written.
  var text: String {
    switch self {
    case .ready: "ready"
    case .windowTitle(let title): "window title=\(title)"
    case .locale(let language, let direction): "locale language=\(language) direction=\(direction.rawValue)"
    case .shown(let tab): "shown tab=\(tab)"
    case .font(let step, let lineHeight): "font step=\(step) line-height=\(lineHeight)"
    case .tab(let tab, let isMapped): "tab name=\(tab.rawValue) mapped=\(isMapped)"
    case .panel(let name, let isMapped): "panel name=\(name) mapped=\(isMapped)"
    case .text(let kind, let id, let unknown, let value):
      "text \(kind.rawValue)=\(id) unknown-glyphs=\(unknown) value=\(value)"
    case .layoutButton(let id, let bounds, let hidden):
      "layout button=\(id) \(bounds.text) a11y-indicator-hidden=\(hidden)"
    case .layoutWidget(let id, let bounds): "layout widget=\(id) \(bounds.text)"
    case .size(let sample): sample.text
    case .started(let button, let run): "event button=\(button) run=\(run) started"
    case .finished(let button, let run, let outcome):
      "event button=\(button) run=\(run) finished outcome=\(Self.text(of: outcome))"
    case .ignored(let button, let reason): "event button=\(button) ignored reason=\(Self.text(of: reason))"
    case .drawn(let button, let drawn, let isMapped, let width):
      "drawn button=\(button) page=\(drawn.page) title=\(drawn.title) stop-glyph=\(drawn.showsStopGlyph) "
        + "mapped=\(isMapped) natural-width=\(width) name=\(drawn.accessibleLabel)"
    case .titles(let button, let widths):
      "titles button=\(button) widths=\(widths.map(String.init).joined(separator: ","))"
    case .banner(let button, let isShown): "banner button=\(button) \(isShown ? "shown" : "hidden")"
    case .tryAgain(let button, let result): "try-again button=\(button) result=\(Self.text(of: result))"
    case .field(let id, let isEditable, let value): "field id=\(id) editable=\(isEditable) value=\(value)"
    case .check(let id, let isActive): "check id=\(id) active=\(isActive)"
    case .press(let id, let result): "press id=\(id) result=\(Self.text(of: result))"
    case .gtkClicked(let button): "gtk-clicked button=\(button)"
    case .trigger(let button, let value): "trigger button=\(button) value=\(value)"
    case .cancel(let button, let isMapped): "cancel button=\(button) mapped=\(isMapped)"
    case .returned(let button): "returned button=\(button)"
    case .flag(let button, let isOn): "flag button=\(button) \(isOn ? "on" : "off")"
    case .signal(let name): "signal \(name)"
    case .windowDestroyed: "window destroyed"
    case .exit(let widgets, let boxes): "exit live-widgets=\(widgets) closure-boxes=\(boxes)"
    case .stillBusyAfterClose(let ids): "error: still busy after close: \(ids)"
    case .cannotCreateDirectory(let path, let reason): "error: cannot create \(path): \(reason)"
    case .wrote(let path): "wrote \(path)"
    case .offscreenCheck(let position, let spinning, let cpu):
      "offscreen-check position=\(position) spinning=\(spinning.map(String.init).joined(separator: ",")) "
        + "cpu-ms-per-s=\(cpu)"
    }
  }

  /// Whether the line is written without `--trace` too.
  var isAlwaysWritten: Bool {
    switch self {
    case .stillBusyAfterClose, .cannotCreateDirectory, .wrote, .offscreenCheck: true
    default: false
    }
  }

  private static func text(of outcome: ActionOutcome) -> String {
    switch outcome {
    case .succeeded: "succeeded"
    case .failed(let error): "failed(\(error))"
    case .cancelled(let reason): "cancelled(\(text(of: reason)))"
    }
  }

  private static func text(of reason: ActionOutcome.CancellationReason) -> String {
    switch reason {
    case .explicit: "explicit"
    case .left: "left"
    case .trigger: "trigger"
    case .timeout: "timeout"
    case .restart: "restart"
    case .action: "action"
    case .user: "user"
    }
  }

  private static func text(of result: ActionPressResult) -> String {
    switch result {
    case .tapped(.started(let run)): "tapped(started(run #\(run.rawValue)))"
    case .tapped(.restartScheduled): "tapped(restartScheduled)"
    case .tapped(.cancelRequested): "tapped(cancelRequested)"
    case .tapped(.ignored(let reason)): "tapped(ignored(\(text(of: reason))))"
    case .notFound: "notFound"
    case .disabled: "disabled"
    case .noRegistry: "noRegistry"
    }
  }

  private static func text(of reason: ActionTapResult.IgnoredReason) -> String {
    switch reason {
    case .busy: "busy"
    case .restartAlreadyScheduled: "restartAlreadyScheduled"
    case .scopeBusy: "scopeBusy"
    case .offScreen: "offScreen"
    case .holdingSuccess: "holdingSuccess"
    }
  }
}

/// The layout's direction in a `locale` line.
enum TraceDirection: String, CaseIterable {
  case ltr, rtl
}

/// What a `text` line's label is: a button's label, the page title, a field's caption, a
/// gallery row's caption or a label of the failure banner.
enum TraceTextKind: String, CaseIterable {
  case button, title, field, caption, banner
}

/// A widget's box in window coordinates, in whole logical pixels: `x= y= width= height=`.
struct TraceBounds {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  var text: String { "x=\(x) y=\(y) width=\(width) height=\(height)" }
}

/// Where a button puts its spinner, ring and marks, in a `size` line: in place of the label, or
/// beside it on the leading or trailing edge.
enum TracePlacement: String, CaseIterable {
  case overlay, leading, trailing
}

/// What a `drawn` line says a button draws.
struct TraceShown {
  /// The page of the button's stack that shows: `label`, `spinner`, `ring`, `percent`,
  /// `succeeded` or `failed`.
  var page: String
  /// `label`, `busy` or `retry`.
  var title: String
  var showsStopGlyph: Bool
  var accessibleLabel: String

  init(page: String, title: String, showsStopGlyph: Bool, accessibleLabel: String) {
    (self.page, self.title, self.showsStopGlyph, self.accessibleLabel) = (
      page, title, showsStopGlyph, accessibleLabel
    )
  }

  init(_ drawn: ShownContent) {
    self.init(
      page: drawn.page, title: drawn.title, showsStopGlyph: drawn.showsStopGlyph,
      accessibleLabel: drawn.accessibleLabel)
  }
}

/// The fields of a `size` line, in the order written.
struct TraceSizeSample {
  /// The button's id.
  var button: String
  /// The size GTK allocated to the button.
  var width: Int
  var height: Int
  /// Whether a run (or the app's loading flag) holds the button.
  var isBusy: Bool
  /// Whether the engine shows its spinner (after the show-delay).
  var isBusyIndicatorVisible: Bool
  /// Whether the accessible BUSY state is set.
  var isAccessibleBusy: Bool
  /// Whether the button takes clicks and keys.
  var isSensitive: Bool
  /// Whether the accessible DISABLED state is set.
  var isAccessibleDisabled: Bool
  /// Where the indicators go.
  var placement: TracePlacement

  var text: String {
    "size button=\(button) width=\(width) height=\(height) busy=\(isBusy) spinner=\(isBusyIndicatorVisible) "
      + "a11y-busy=\(isAccessibleBusy) sensitive=\(isSensitive) a11y-disabled=\(isAccessibleDisabled) "
      + "placement=\(placement.rawValue)"
  }
}

/// Where trace lines go: standard output with `--trace`, nowhere without (except the lines
/// written always).
struct TraceOutput {
  /// Whether `--trace` is on.
  let isEnabled: Bool

  /// Writes `line` if the trace is on or the line is always written.
  func write(_ line: TraceLine) {
    if isEnabled || line.isAlwaysWritten { print(line.text) }
  }
}
