@_spi(Shell) import AsyncActionCore
@_spi(Shell) import AsyncActionGTK
import CGtk

/// What the window's tabs hold, under the ids the trace names them by: the action buttons, the
/// app-driven buttons, the other widgets and the labels. The tabs add to it as they are built;
/// the event handler, the size sampler, the layout report and the screenshot script read it.
@MainActor
final class WindowContents {
  /// The action buttons, in tab order.
  private(set) var buttons: [(id: String, button: AsyncActionButtonWidget)] = []
  /// The buttons whose loading flag the app owns.
  private(set) var loadingButtons: [(id: String, button: LoadingButtonWidget)] = []
  /// Widgets that are not action buttons, for the layout report: fields, their labels, plain
  /// buttons, the tab tabs.
  private(set) var widgets: [(id: String, widget: UnsafeMutablePointer<GtkWidget>)] = []
  /// Labels for the trace's `text` lines: titles and captions. A button's label is found in the
  /// button.
  private(set) var texts: [(kind: TraceTextKind, id: String, label: UnsafeMutablePointer<GtkWidget>)] = []
  /// What a tab does once a run of one of its buttons has ended and the status line says how.
  private var afterRuns: [String: @MainActor (ActionOutcome, AsyncActionButtonWidget) -> Void] = [:]
  private var ignoredHandlers: [String: @MainActor (ActionTapResult.IgnoredReason) -> Void] = [:]
  /// Whether the window is still open: its widgets exist.
  var isWindowOpen = true

  /// Every button the sampler, the layout report and the screenshot script look at.
  var sampled: [(id: String, button: any SampledButton)] {
    buttons.map { ($0.id, $0.button as any SampledButton) }
      + loadingButtons.map { ($0.id, $0.button as any SampledButton) }
  }

  /// The action button named `id`.
  func button(_ id: String) -> AsyncActionButtonWidget? {
    buttons.first { $0.id == id }?.button
  }

  /// Adds an action button, whose events name it by `id`; `afterRun` runs once a run of it has
  /// ended.
  func add(
    _ id: String, _ button: AsyncActionButtonWidget,
    afterRun: (@MainActor (ActionOutcome, AsyncActionButtonWidget) -> Void)? = nil
  ) {
    buttons.append((id, button))
    afterRuns[id] = afterRun
    // The identifier names the button in its events; a press registry, if any, is the tab's.
    if button.engine.pressIdentifier != id { button.claimIdentifier(id, in: nil) }
  }

  /// Calls `handler` with the reason of each tap of the action button named `id` that its engine
  /// ignores, after the tap's event has been traced.
  func onIgnored(_ id: String, _ handler: @escaping @MainActor (ActionTapResult.IgnoredReason) -> Void) {
    ignoredHandlers[id] = handler
  }

  /// What ``onIgnored(_:_:)`` set for the action button named `id`.
  func ignoredHandler(of id: String) -> (@MainActor (ActionTapResult.IgnoredReason) -> Void)? {
    ignoredHandlers[id]
  }

  /// Adds a button whose loading flag the app owns.
  func add(_ id: String, _ button: LoadingButtonWidget) {
    loadingButtons.append((id, button))
  }

  /// Adds a widget for the layout report.
  func add(_ id: String, widget: UnsafeMutablePointer<GtkWidget>) {
    widgets.append((id, widget))
  }

  /// Adds a label for the trace's `text` lines.
  func add(_ kind: TraceTextKind, _ id: String, label: UnsafeMutablePointer<GtkWidget>) {
    texts.append((kind, id, label))
  }

  /// What the tab of button `id` does once one of its runs has ended.
  func afterRun(of id: String) -> (@MainActor (ActionOutcome, AsyncActionButtonWidget) -> Void)? {
    afterRuns[id]
  }

  /// Lets go of every button and widget, once the window is gone and every run has ended.
  func removeAll() {
    buttons.removeAll()
    loadingButtons.removeAll()
    widgets.removeAll()
    texts.removeAll()
    afterRuns.removeAll()
    ignoredHandlers.removeAll()
  }
}

/// What the sampler and the layout report read of a button, whoever drives it.
@MainActor
protocol SampledButton: AnyObject {
  /// The `GtkButton`, or `nil` once it has been finalized.
  var gtkWidget: UnsafeMutablePointer<GtkWidget>? { get }
  /// The size GTK allocated to the button.
  var allocatedSize: (width: Int, height: Int) { get }
  var isAccessibleBusy: Bool { get }
  var isAccessibleDisabled: Bool { get }
  var isIndicatorAccessibleHidden: Bool { get }
  var isSensitive: Bool { get }
  /// Whether a run, or the app's loading flag, holds the button.
  var isBusyForSampling: Bool { get }
  /// Whether the button's engine shows its spinner.
  var isBusyIndicatorVisibleForSampling: Bool { get }
  /// Where the button puts its spinner, ring and marks.
  var tracedPlacement: TracePlacement { get }
  /// What the button draws now.
  var drawnContent: ShownContent { get }
  /// Called after every drawing that changes what the button draws.
  var onDrawnContentChange: (@MainActor (ShownContent) -> Void)? { get set }
  /// The natural widths of the label and of each title the button lays out, label first.
  var titleWidths: [Int] { get }
}

extension AsyncActionButtonWidget: SampledButton {
  var isBusyForSampling: Bool { engine.isBusy }
  var isBusyIndicatorVisibleForSampling: Bool { engine.isBusyIndicatorVisible }
  var tracedPlacement: TracePlacement {
    switch looks.busy {
    case .leading: .leading
    case .trailing: .trailing
    default: .overlay
    }
  }
}

extension LoadingButtonWidget: SampledButton {
  var isBusyForSampling: Bool { isBusy }
  var isBusyIndicatorVisibleForSampling: Bool { loading.isBusyIndicatorVisible }
  /// The demo gives its app-driven buttons the default look: the spinner replaces the label.
  var tracedPlacement: TracePlacement { .overlay }
}
