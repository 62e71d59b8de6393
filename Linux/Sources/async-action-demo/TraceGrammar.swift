import AsyncActionCore

/// The kinds of `--trace` line, each with its template: the trace's grammar, declared once.
///
/// `--trace-grammar` prints it, and the UI tests' parser (`trace_lines.py`) reads it from there:
/// a line `grammar <kind> <template>` for each kind, then `example <kind> <line>` with a line of
/// that kind as ``TraceLine/text`` writes it, which the parser's self-check reads back. The raw
/// value is the kind's name in the tests (`trace.of("layout-button")`). ``TraceLine`` says what
/// each field means and when each line comes.
enum TraceKind: String, CaseIterable {
  case ready
  case windowTitle = "window-title"
  case windowDestroyed = "window-destroyed"
  case locale, text
  case layoutButton = "layout-button"
  case layoutWidget = "layout-widget"
  case shown, font, tab, panel, started, finished, ignored, drawn, titles, banner
  case tryAgain = "try-again"
  case field, check, size, flag, press
  case gtkClicked = "gtk-clicked"
  case trigger, cancel, returned, signal, exit, error, wrote
  case offscreenCheck = "offscreen-check"

  /// The line with its fields in braces.
  var template: String {
    switch self {
    case .ready: "ready"
    case .windowTitle: "window title={title:rest}"
    case .windowDestroyed: "window destroyed"
    case .locale: "locale language={language} direction={direction:\(Self.words(TraceDirection.self))}"
    case .text:
      "text {kind:\(Self.words(TraceTextKind.self))}={id} unknown-glyphs={unknown:int} value={value:rest}"
    case .layoutButton:
      "layout button={id} \(Self.bounds) a11y-indicator-hidden={indicator_hidden:bool}"
    case .layoutWidget: "layout widget={id} \(Self.bounds)"
    case .shown: "shown tab={tab:\(Self.words(DemoTab.self))}"
    case .font: "font step={step:int} line-height={line_height:int}"
    case .tab: "tab name={tab:\(Self.words(DemoTab.self))} mapped={mapped:bool}"
    case .panel: "panel name={panel} mapped={mapped:bool}"
    case .started: "event button={button} run={run:int} started"
    case .finished: "event button={button} run={run:int} finished outcome={outcome:rest}"
    case .ignored: "event button={button} ignored reason={reason}"
    case .drawn:
      "drawn button={button} page={page} title={title:label|busy|retry} stop-glyph={stop:bool} "
        + "mapped={mapped:bool} natural-width={natural:int} name={name:rest}"
    case .titles: "titles button={button} widths={widths:ints}"
    case .banner: "banner button={button} {state:shown|hidden}"
    case .tryAgain: "try-again button={button} result={result:rest}"
    case .field: "field id={id} editable={editable:bool} value={value:rest}"
    case .check: "check id={id} active={active:bool}"
    case .size:
      "size button={button} width={width:int} height={height:int} busy={busy:bool} spinner={spinner:bool} "
        + "a11y-busy={a11y_busy:bool} sensitive={sensitive:bool} a11y-disabled={a11y_disabled:bool} "
        + "placement={placement:\(Self.words(TracePlacement.self))}"
    case .flag: "flag button={button} {state:on|off}"
    case .press: "press id={id} result={result:rest}"
    case .gtkClicked: "gtk-clicked button={button}"
    case .trigger: "trigger button={button} value={value}"
    case .cancel: "cancel button={button} mapped={mapped:bool}"
    case .returned: "returned button={button}"
    case .signal: "signal {name}"
    case .exit: "exit live-widgets={widgets:int} closure-boxes={boxes:int}"
    case .error: "error: {message:rest}"
    case .wrote: "wrote {path:rest}"
    case .offscreenCheck:
      "offscreen-check position={position} spinning={spinning:ints} cpu-ms-per-s={cpu:int}"
    }
  }

  /// A line of this kind, for the parser's self-check.
  var example: TraceLine {
    let bounds = TraceBounds(x: 12, y: 40, width: 180, height: 34)
    return switch self {
    case .ready: .ready
    case .windowTitle: .windowTitle("Edit Profile")
    case .windowDestroyed: .windowDestroyed
    case .locale: .locale(language: "ar", direction: .rtl)
    case .text: .text(.caption, id: "upload", unknownGlyphs: 0, value: "Shows a failure mark")
    case .layoutButton: .layoutButton(id: "save", bounds, indicatorHidden: true)
    case .layoutWidget: .layoutWidget(id: "tab_gallery", bounds)
    case .shown: .shown(tab: DemoTab.looks.rawValue)
    case .font: .font(step: 1, lineHeight: 21)
    case .tab: .tab(.flows, isMapped: false)
    case .panel: .panel("address", isMapped: true)
    case .started: .started(button: "save", run: 3)
    case .finished: .finished(button: "save", run: 3, outcome: .cancelled(.timeout))
    case .ignored: .ignored(button: "save", reason: .scopeBusy)
    case .drawn:
      .drawn(
        button: "backup",
        TraceShown(page: "ring", title: "busy", showsStopGlyph: true, accessibleLabel: "Download Backup"),
        isMapped: true, naturalWidth: 164)
    case .titles: .titles(button: "save", widths: [96, 80])
    case .banner: .banner(button: "send", isShown: true)
    case .tryAgain: .tryAgain(button: "send", result: .tapped(.restartScheduled))
    case .field: .field(id: "name", isEditable: false, value: "Ada Lovelace")
    case .check: .check(id: "allow_send", isActive: true)
    case .size:
      .size(
        TraceSizeSample(
          button: "export", width: 120, height: 34, isBusy: true, isBusyIndicatorVisible: true,
          isAccessibleBusy: true, isSensitive: true, isAccessibleDisabled: false, placement: .leading))
    case .flag: .flag(button: "signin", isOn: true)
    case .press: .press(id: "draft", result: .notFound)
    case .gtkClicked: .gtkClicked(button: "save")
    case .trigger: .trigger(button: "refresh", value: "Unread")
    case .cancel: .cancel(button: "refresh", isMapped: true)
    case .returned: .returned(button: "connect")
    case .signal: .signal("SIGTERM")
    case .exit: .exit(liveWidgets: 0, closureBoxes: 0)
    case .error: .stillBusyAfterClose(["connect"])
    case .wrote: .wrote(path: "demo screenshots/01-idle.png")
    case .offscreenCheck: .offscreenCheck(position: "top", spinning: [0, 1, 2], cpuMillisecondsPerSecond: 9)
    }
  }

  /// What `--trace-grammar` prints: each kind's template, then an example of each kind (and of
  /// each other case of ``TraceLine``), named by ``TraceLine/kind``.
  static var listing: [String] {
    let examples = allCases.map(\.example) + [.cannotCreateDirectory("shots", reason: "Permission denied")]
    return allCases.map { "grammar \($0.rawValue) \($0.template)" }
      + examples.map { "example \($0.kind.rawValue) \($0.text)" }
  }

  private static let bounds = "x={x:int} y={y:int} width={width:int} height={height:int}"

  private static func words<Word: RawRepresentable<String> & CaseIterable>(_: Word.Type) -> String {
    Word.allCases.map(\.rawValue).joined(separator: "|")
  }
}

extension TraceLine {
  /// The kind of this line, whose template it fits.
  var kind: TraceKind {
    switch self {
    case .ready: .ready
    case .windowTitle: .windowTitle
    case .windowDestroyed: .windowDestroyed
    case .locale: .locale
    case .text: .text
    case .layoutButton: .layoutButton
    case .layoutWidget: .layoutWidget
    case .shown: .shown
    case .font: .font
    case .tab: .tab
    case .panel: .panel
    case .started: .started
    case .finished: .finished
    case .ignored: .ignored
    case .drawn: .drawn
    case .titles: .titles
    case .banner: .banner
    case .tryAgain: .tryAgain
    case .field: .field
    case .check: .check
    case .size: .size
    case .flag: .flag
    case .press: .press
    case .gtkClicked: .gtkClicked
    case .trigger: .trigger
    case .cancel: .cancel
    case .returned: .returned
    case .signal: .signal
    case .exit: .exit
    case .stillBusyAfterClose, .cannotCreateDirectory: .error
    case .wrote: .wrote
    case .offscreenCheck: .offscreenCheck
    }
  }
}
