import AsyncActionCore
import AsyncActionGTK
import CGtk

/// The looks, one row each with a caption: between them the rows show every look of the core (a
/// busy look in every row, a failure look in a row whose action fails, a progress look in one whose
/// action reports progress), as the UI tests check. A tab of its own: the gallery already fills
/// most of a 768-pixel-high screen. The rows are ``rows``; `--list-looks` prints them with the
/// core's looks, for the UI tests and `scripts/screenshots`.
@MainActor
enum LooksTab {
  /// A row of the tab: a button that shows one look.
  struct Row {
    /// What the action does.
    enum Work: String {
      /// Sleeps as long as the row's `duration`, then returns.
      case sleep
      /// Sleeps 800 ms, then throws: the row shows the failure mark, and its failure look plays.
      case fail
      /// Reports its progress in 25 steps of 100 ms.
      case progress
    }

    /// The button's id in the trace, and its caption's.
    let id: String
    /// The button's label, before translation.
    let label: String
    let looks: ActionLooks
    let work: Work
    /// How long a ``Work/sleep`` action sleeps.
    var duration: Duration = .seconds(3)
    /// What the row shows, in plain words, before translation.
    let caption: String
  }

  /// The rows, in the order they stand on the tab.
  static let rows = [
    Row(
      id: "pulse", label: "Check Mail", looks: ActionLooks(busy: .pulse), work: .sleep,
      caption: "The label fades in and out while the action runs"),
    Row(
      id: "quiet", label: "Save Draft", looks: ActionLooks(busy: .none), work: .sleep,
      duration: .milliseconds(1500),
      caption: "Shows no spinner at all, and still ignores clicks while it runs"),
    Row(
      id: "shake", label: "Sign Up", looks: ActionLooks(failure: .shake), work: .fail,
      caption: "Shakes once and shows a failure mark when the action throws"),
    Row(
      id: "symbols", label: "Refresh Feed", looks: ActionLooks(busy: .symbolEffect, failure: .symbolEffect),
      work: .fail, caption: "Without symbol effects, the label pulses while it runs and shakes when it fails"),
    Row(
      id: "trailing", label: "Send Invoice", looks: ActionLooks(busy: .trailing), work: .fail,
      caption: "The spinner goes after the label, and the failure mark too when the action throws"),
    Row(
      id: "bar", label: "Sync Photos", looks: ActionLooks(progress: .bar), work: .progress,
      caption: "A thin bar under the label fills as the action reports progress"),
    Row(
      id: "percent", label: "Install Update", looks: ActionLooks(progress: .percent), work: .progress,
      caption: "The percentage replaces the label as the action reports progress"),
    Row(
      id: "leading", label: "Upload Files", looks: ActionLooks(busy: .leading), work: .progress,
      caption: "A progress ring before the label fills as the action reports progress"),
  ]

  /// What `--list-looks` prints: a line `look kind= name=` for each look of the core, then a
  /// line `row id= busy= failure= progress= work=` for each row of the tab, `work` one of
  /// `sleep`, `fail` and `progress`.
  static var listing: [String] {
    ActionLooks.Busy.allCases.map { "look kind=busy name=\($0)" }
      + ActionLooks.Failure.allCases.map { "look kind=failure name=\($0)" }
      + ActionLooks.Progress.allCases.map { "look kind=progress name=\($0)" }
      + rows.map {
        "row id=\($0.id) busy=\($0.looks.busy) failure=\($0.looks.failure) progress=\($0.looks.progress) "
          + "work=\($0.work)"
      }
  }

  /// Builds the tab.
  ///
  /// - Returns: The tab, for the window's stack.
  static func make(_ builder: TabBuilder) -> UnsafeMutablePointer<GtkWidget> {
    let strings = builder.strings
    let tab = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)!
    for row in rows {
      var configuration = ActionConfiguration()
      let action: AsyncAction
      switch row.work {
      case .sleep:
        let duration = row.duration
        action = AsyncAction { try await Task.sleep(for: duration) }
      case .fail:
        configuration.feedback = ActionConfiguration.FeedbackTiming(
          success: nil, failure: .milliseconds(2500))
        let unreachable = DemoError.serverUnreachable(strings)
        action = AsyncAction {
          try await Task.sleep(for: .milliseconds(800))
          throw unreachable
        }
      case .progress:
        action = SampleActions.reportingProgress(steps: 25)
      }
      let button = AsyncActionButtonWidget(
        label: strings(row.label), configuration: configuration, looks: row.looks, action: action)
      builder.add(row.id, button, to: builder.row(in: tab, id: row.id, caption: row.caption))
    }
    return tab
  }
}
