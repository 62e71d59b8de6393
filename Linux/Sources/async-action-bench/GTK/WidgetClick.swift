@_spi(Shell) import AsyncActionCore
import AsyncActionGTK
import BenchCommandLine
import CBenchSupport
import CGtk
import Foundation

/// `widget_vs_handwritten_gtk`: a click through the widget against a hand-written GtkButton
/// that flips a GtkStack to a GtkSpinner around a `Task` (goal ≤ 1.25×).
///
/// The widget draws the engine's state through `onPresentationChange`, called synchronously in
/// the turn that changed it. Drawing through Observation instead would cost every drawing a task
/// and a hop to the main actor: `withObservationTracking` must be registered again after each
/// change, and its `onChange` fires before the change.
extension GTKBench {
  /// Emits "clicked" on `button` inside `aab_counted`, where scripts/bench-callgrind counts.
  static func click(_ button: UnsafeMutablePointer<GtkWidget>) {
    aab_counted({ cgtk_emit_clicked($0!.assumingMemoryBound(to: GtkWidget.self)) }, button)
  }

  /// Clicks (the "clicked" signal, as GTK emits it for a pointer or a key) until the click's run
  /// is over and every source it made ready has run: the widget's renders included.
  static func widgetVersusHandwritten(repetitions: Int, selfCheck: Bool = false) {
    let widget = ClickedWidget()
    let handwritten = HandwrittenButton(extraHops: 0)
    gtk_box_append(column.gtkCast(), widget.button.gtkWidget!)
    gtk_box_append(column.gtkCast(), handwritten.button)
    wait(milliseconds: 200)
    defer {
      gtk_box_remove(column.gtkCast(), widget.button.gtkWidget!)
      gtk_box_remove(column.gtkCast(), handwritten.button)
      settle()
    }
    func time(_ clicks: (Int) -> Void) -> Double {
      let start = ContinuousClock.now
      clicks(50)
      return (ContinuousClock.now - start).seconds / 50
    }
    if selfCheck {
      let slow = HandwrittenButton(extraHops: 3)
      gtk_box_append(column.gtkCast(), slow.button)
      wait(milliseconds: 100)
      let samples = pairs(
        20, baseline: { time(handwritten.click) }, measured: { time(slow.click) })
      gtk_box_remove(column.gtkCast(), slow.button)
      emitCheck(
        "widget_vs_handwritten_gtk", samples.ratios.median, threshold: 1.25,
        "the hand-written button against itself with 3 more main-actor hops per click (×)")
      return
    }
    _ = pairs(4, baseline: { time(handwritten.click) }, measured: { time(widget.click) })
    var figure = PairedFigure()
    for _ in 0..<repetitions {
      figure.add(
        pairs(20, baseline: { time(handwritten.click) }, measured: { time(widget.click) }))
    }
    emit(
      "widget_vs_handwritten_gtk", figure.ratio.median, goal: 1.25, unit: "×",
      figure.detail(
        measured: "AsyncActionButtonWidget", baseline: "GtkButton + Task + GtkStack", scale: 1e6,
        unit: "click")
        + "; the widget's stack ended on \"\(widget.visiblePage)\"; instructions: scripts/bench-callgrind")
  }

  /// `scripts/bench-callgrind`'s side of `widget_vs_handwritten_gtk`: `runs` clicks after a warm-up.
  static func callgrind(side: CallgrindSide, runs: Int) {
    let click: (Int) -> Void
    switch side {
    case .engine:
      let widget = ClickedWidget()
      gtk_box_append(column.gtkCast(), widget.button.gtkWidget!)
      click = widget.click
    case .baseline:
      let handwritten = HandwrittenButton(extraHops: 0)
      gtk_box_append(column.gtkCast(), handwritten.button)
      click = handwritten.click
    }
    wait(milliseconds: 200)
    click(200)
    click(runs)
    // The last clicks' renders and crossfades end before the count does.
    wait(milliseconds: 500)
  }
}

/// The widget, clicked: immediate timing, a trivial action.
@MainActor
final class ClickedWidget {
  let button: AsyncActionButtonWidget
  private let runs: Counter

  init() {
    let runs = Counter()
    self.runs = runs
    button = AsyncActionButtonWidget(
      label: "Save Changes", configuration: ActionConfiguration(timing: .immediate),
      action: AsyncAction { runs.value += 1 })
  }

  func click(_ count: Int) {
    for _ in 0..<count {
      let target = runs.value + 1
      GTKBench.click(button.gtkWidget!)
      GTKBench.iterate { runs.value == target && !button.engine.untrackedPresentation.isBusy }
      GTKBench.settle()
    }
  }

  /// The name of the visible page of the widget's stack.
  var visiblePage: String {
    guard let widget = button.gtkWidget,
      let stack = GTKBench.findDescendant(of: widget, typeName: "GtkStack"),
      let name = gtk_stack_get_visible_child_name(stack.gtkCast())
    else { return "?" }
    return String(cString: name)
  }
}

/// A count a `@Sendable` action bumps on the main actor.
@MainActor
final class Counter {
  var value = 0
}

/// What a user writes by hand: a GtkButton whose "clicked" handler flips a GtkStack from its
/// label to a started GtkSpinner and starts a `Task` that runs the action, then stops the
/// spinner and flips back. `extraHops` (self-check only) adds main-actor hops to each click.
@MainActor
final class HandwrittenButton {
  let button: UnsafeMutablePointer<GtkWidget>
  let stack: UnsafeMutablePointer<GtkWidget>
  let spinner: UnsafeMutablePointer<GtkWidget>
  let extraHops: Int
  private(set) var finished = 0

  init(extraHops: Int) {
    self.extraHops = extraHops
    button = gtk_button_new()!
    stack = gtk_stack_new()!
    spinner = gtk_spinner_new()!
    gtk_stack_add_named(stack.gtkCast(), gtk_label_new("Save Changes"), "label")
    gtk_stack_add_named(stack.gtkCast(), spinner, "spinner")
    gtk_button_set_child(button.gtkCast(), stack)
    // The bench keeps this object alive as long as the button is in its window.
    let this = Unmanaged.passUnretained(self).toOpaque()
    typealias Handler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    let clicked: Handler = { _, this in
      MainActor.assumeIsolated {
        Unmanaged<HandwrittenButton>.fromOpaque(this!).takeUnretainedValue().clicked()
      }
    }
    cgtk_signal_connect(button, "clicked", unsafeBitCast(clicked, to: GCallback.self), this, nil)
  }

  private func clicked() {
    gtk_stack_set_visible_child_name(stack.gtkCast(), "spinner")
    gtk_spinner_start(spinner.gtkCast())
    let action: @MainActor () async -> Void = {}
    Task { @MainActor in
      for _ in 0..<extraHops { await Task.yield() }
      await action()
      gtk_spinner_stop(spinner.gtkCast())
      gtk_stack_set_visible_child_name(stack.gtkCast(), "label")
      finished += 1
    }
  }

  func click(_ count: Int) {
    for _ in 0..<count {
      let target = finished + 1
      GTKBench.click(button)
      GTKBench.iterate { finished == target }
      GTKBench.settle()
    }
  }
}
