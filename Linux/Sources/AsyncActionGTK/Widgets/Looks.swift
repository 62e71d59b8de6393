extension AsyncActionButtonWidget {
  /// What a button looks like while it runs, when a run fails, and as its action reports progress.
  ///
  /// Every look draws the engine's state, on the engine's timing: the busy look starts only once
  /// the engine shows its spinner, after the show-delay (a fast action shows nothing), and stays
  /// at least the minimum visible time; the failure look plays when the engine enters its failed
  /// phase, once per failure.
  ///
  /// ```swift
  /// let upload = AsyncActionButtonWidget(
  ///   label: "Upload", looks: .init(busy: .pulse, failure: .shake, progress: .bar)
  /// ) { try await photos.upload() }
  /// ```
  ///
  /// The defaults are the button's classic look: the spinner in place of the label, the failure
  /// mark alone, and a progress ring.
  public struct Looks: Hashable, Sendable {
    /// What the button shows while the engine shows its spinner.
    public var busy: Busy
    /// What the button does when a run fails.
    public var failure: Failure
    /// How the button shows the progress its action reports.
    public var progress: Progress

    /// Creates a choice of looks.
    ///
    /// - Parameters:
    ///   - busy: What the button shows while the engine shows its spinner.
    ///   - failure: What the button does when a run fails.
    ///   - progress: How the button shows the progress its action reports.
    public init(busy: Busy = .overlay, failure: Failure = .none, progress: Progress = .ring) {
      self.busy = busy
      self.failure = failure
      self.progress = progress
    }

    /// The look while the engine shows its spinner.
    public enum Busy: Hashable, Sendable, CaseIterable {
      /// The spinner, in the label's colour, crossfades in place of the label; the label stays in
      /// layout, invisible, so the button keeps its exact size. The default.
      case overlay
      /// The spinner slides in before the label, on the leading edge (the right in right-to-left
      /// languages). The label stays readable, and the button grows while the spinner shows.
      case leading
      /// The spinner slides in after the label, on the trailing edge. The label stays readable,
      /// and the button grows while the spinner shows.
      case trailing
      /// No spinner: the label's opacity breathes, a CSS animation on the label (1 s each way).
      /// The button keeps its size. With the `gtk-enable-animations` setting off, the label is
      /// dimmed instead, without movement.
      case pulse
      /// Nothing: the label stays as it is while busy. Clicks are still ignored, and the
      /// accessible BUSY state and description still say the button is busy.
      case none
    }

    /// The look when a run fails.
    public enum Failure: Hashable, Sendable, CaseIterable {
      /// The button's content shakes sideways once, a CSS animation of about half a second, as the
      /// failure mark appears. With the `gtk-enable-animations` setting off, nothing moves: only
      /// the failure mark shows.
      ///
      /// The shake plays when the engine enters its failed phase, so it needs a failure feedback
      /// time (`FeedbackTiming.failure`): with none, the button goes straight back to idle and
      /// nothing plays.
      case shake
      /// Only the failure mark, for the failure feedback time. The default.
      case none
    }

    /// How the button shows the progress its action reports (`AsyncAction(reportingProgress:)`).
    public enum Progress: Hashable, Sendable, CaseIterable {
      /// A ring filling clockwise, in the label's colour, where the busy look puts its spinner.
      /// The default.
      case ring
      /// A thin bar under the label, in the label's colour, filling from the leading edge. The
      /// label stays readable, and the button keeps its size.
      case bar
      /// The percentage, such as "42%", in the label's colour, where the busy look puts its
      /// spinner (in place of the label for ``Busy/overlay``, ``Busy/pulse`` and ``Busy/none``).
      /// The button is as wide as the wider of the label and "100%" whatever it shows, so it
      /// keeps its size.
      case percent
    }
  }
}
