import AsyncActionGTK
import CGtk
import Foundation

/// `gtk_cpu_spinning_ratio`: the CPU the whole process uses while the widget's spinner spins,
/// against the same while a bare `GtkSpinner` of the same window spins, in one-second windows.
///
/// A spinning spinner costs one frame of the frame clock per refresh: the frame's layout and
/// snapshot, the spinner's redraw, and the damaged region's paint. The widget's spinner is a
/// `GtkSpinner` inside its stack, so the figure's goal is that the widget adds nothing to what
/// a bare one costs: no redraw of its other pages, no tick callback of its own, no main-actor
/// work per frame while nothing changes (≤ 1.1×).
///
/// Each round measures every side once, back to back, in an order that rotates from round to
/// round, so a slow moment of the machine weighs on each side alike; the figure is the median of
/// the rounds' ratios.
extension GTKBench {
  /// One side of the figure.
  enum SpinningSide: CaseIterable {
    /// A bare `GtkSpinner`, started.
    case bare
    /// The widget, busy with an action that waits until the bench lets it go.
    case widget
    /// The self-check's side: the widget, and a surface beside it redrawn on every frame (a
    /// tick callback that queues its draw, a gradient and a ring painted with cairo), as a widget that
    /// repainted more than its spinner would.
    case widgetAndExtraSurface
  }

  /// With `measure`, the figure and its self-check from the same `rounds`; without, only the
  /// self-check (the bare spinner and the self-check's side).
  static func cpuWhileSpinning(rounds: Int, measure: Bool) {
    let gate = Gate()
    let widget = AsyncActionButtonWidget(
      label: "Save Changes", configuration: ActionConfiguration(timing: .immediate),
      action: AsyncAction { await gate.wait() })
    let bare = gtk_spinner_new()!
    let extra = ExtraSurface()
    gtk_box_append(column.gtkCast(), widget.gtkWidget!)
    gtk_box_append(column.gtkCast(), bare)
    gtk_box_append(column.gtkCast(), extra.area)
    wait(milliseconds: 200)
    defer {
      gtk_box_remove(column.gtkCast(), widget.gtkWidget!)
      gtk_box_remove(column.gtkCast(), bare)
      gtk_box_remove(column.gtkCast(), extra.area)
      settle()
    }
    var notSpinning = 0
    let clock = gtk_widget_get_frame_clock(window)!
    var frames: [SpinningSide: Samples] = [:]

    /// The process's CPU seconds over one second of `side` spinning.
    func spin(_ side: SpinningSide) -> Double {
      switch side {
      case .bare:
        gtk_spinner_start(bare.gtkCast())
      case .widget, .widgetAndExtraSurface:
        gate.close()
        cgtk_emit_clicked(widget.gtkWidget!)
        if side == .widgetAndExtraSurface { extra.start() }
      }
      // Past the crossfade to the spinner (0.15 s): only the spinning is measured.
      wait(milliseconds: 400)
      if side != .bare, !widget.engine.isBusyIndicatorVisible { notSpinning += 1 }
      let before = processCPUSeconds()
      let firstFrame = gdk_frame_clock_get_frame_counter(clock)
      wait(milliseconds: 1000)
      let used = processCPUSeconds() - before
      frames[side, default: Samples()].values.append(
        Double(gdk_frame_clock_get_frame_counter(clock) - firstFrame))
      switch side {
      case .bare:
        gtk_spinner_stop(bare.gtkCast())
      case .widget, .widgetAndExtraSurface:
        extra.stop()
        gate.open()
        iterate(timeoutMilliseconds: 2000) { !widget.engine.isBusy }
      }
      // The crossfade back to the label ends, and the spinner stops, before the next side.
      wait(milliseconds: 300)
      return used
    }

    let sides: [SpinningSide] = measure ? SpinningSide.allCases : [.bare, .widgetAndExtraSurface]
    var cpu: [SpinningSide: Samples] = [:]
    var ratios = Samples()
    var checkRatios = Samples()
    for round in 0..<rounds {
      var used: [SpinningSide: Double] = [:]
      for index in sides.indices {
        let side = sides[(index + round) % sides.count]
        used[side] = spin(side)
        cpu[side, default: Samples()].values.append(used[side]!)
      }
      if measure { ratios.values.append(used[.widget]! / used[.bare]!) }
      checkRatios.values.append(used[.widgetAndExtraSurface]! / used[.bare]!)
    }
    func milliseconds(_ side: SpinningSide) -> Double { (cpu[side]?.median ?? .nan) * 1000 }
    func framesPerSecond(_ side: SpinningSide) -> Double { frames[side]?.median ?? .nan }
    if notSpinning > 0 {
      print("gtk_cpu_spinning_ratio: the widget showed no spinner in \(notSpinning) of its windows")
    }
    if measure {
      emit(
        "gtk_cpu_spinning_ratio", notSpinning > 0 ? .infinity : ratios.median, goal: 1.1, unit: "×",
        String(
          format:
            "median of %d rounds of one-second windows (min %.3f×, max %.3f×); CPU of the whole process per second spinning: the widget %.1f ms in %.0f frames, a bare GtkSpinner %.1f ms in %.0f frames (medians)",
          rounds, ratios.min, ratios.values.max() ?? .nan, milliseconds(.widget), framesPerSecond(.widget),
          milliseconds(.bare), framesPerSecond(.bare)))
    }
    emitCheck(
      "gtk_cpu_spinning_ratio", checkRatios.median, threshold: 1.25,
      String(
        format:
          "the widget plus a %d × %d surface redrawn on every frame, against the bare GtkSpinner (×; %.1f ms and %.1f ms a second)",
        ExtraSurface.size, ExtraSurface.size, milliseconds(.widgetAndExtraSurface), milliseconds(.bare)))
  }
}

/// The self-check's extra surface: a drawing area that, once started, queues its own draw on
/// every frame of the frame clock and paints a gradient and a turning ring with cairo.
@MainActor
final class ExtraSurface {
  static let size: Int32 = 192
  let area: UnsafeMutablePointer<GtkWidget>
  private var tick: guint = 0

  init() {
    area = gtk_drawing_area_new()!
    gtk_drawing_area_set_content_width(area.gtkCast(), Self.size)
    gtk_drawing_area_set_content_height(area.gtkCast(), Self.size)
    gtk_drawing_area_set_draw_func(
      area.gtkCast(),
      { _, cairo, width, height, _ in
        let gradient = cairo_pattern_create_linear(0, 0, Double(width), Double(height))
        cairo_pattern_add_color_stop_rgba(gradient, 0, 0.95, 0.95, 1, 1)
        cairo_pattern_add_color_stop_rgba(gradient, 1, 0.75, 0.8, 0.95, 1)
        cairo_set_source(cairo, gradient)
        cairo_paint(cairo)
        cairo_pattern_destroy(gradient)
        let radius = Double(min(width, height)) / 2 - 4
        let angle = Double(g_get_monotonic_time() % 1_000_000) / 1_000_000 * 2 * .pi
        cairo_set_line_width(cairo, 4)
        cairo_set_source_rgba(cairo, 0.2, 0.4, 0.8, 1)
        cairo_arc(cairo, Double(width) / 2, Double(height) / 2, radius, angle, angle + 1.5 * .pi)
        cairo_stroke(cairo)
      }, nil, nil)
  }

  func start() {
    guard tick == 0 else { return }
    tick = gtk_widget_add_tick_callback(
      area,
      { widget, _, _ in
        gtk_widget_queue_draw(widget)
        return 1  // G_SOURCE_CONTINUE
      }, nil, nil)
  }

  func stop() {
    guard tick != 0 else { return }
    gtk_widget_remove_tick_callback(area, tick)
    tick = 0
  }
}
