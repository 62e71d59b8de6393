@_spi(Shell) import AsyncActionCore
import AsyncActionGTK
import CGtk

/// The looks, one row each with a caption: the pulse, no spinner, the shake, the progress bar
/// and the percent text. A page of its own: the gallery already fills most of a 768-pixel-high
/// screen.
@MainActor
enum LooksPage {
  /// Builds the page.
  ///
  /// - Returns: The page, for the window's stack.
  static func make(_ builder: PageBuilder) -> UnsafeMutablePointer<GtkWidget> {
    let strings = builder.strings
    let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)!

    let pulse = AsyncActionButtonWidget(label: strings("Check Mail"), looks: .init(busy: .pulse)) {
      try await Task.sleep(for: .seconds(3))
    }
    builder.add(
      "pulse", pulse,
      to: builder.row(in: page, id: "pulse", caption: "The label fades in and out while the action runs"))

    let quiet = AsyncActionButtonWidget(label: strings("Save Draft"), looks: .init(busy: .none)) {
      try await Task.sleep(for: .milliseconds(1500))
    }
    builder.add(
      "quiet", quiet,
      to: builder.row(
        in: page, id: "quiet", caption: "Shows no spinner at all, and still ignores clicks while it runs"))

    var shaking = ActionConfiguration()
    shaking.feedback = try! ActionFeedbackTiming(success: nil, failure: .milliseconds(2500))
    let unreachable = DemoError.serverUnreachable(strings)
    let signUp = AsyncActionButtonWidget(
      label: strings("Sign Up"), configuration: shaking, looks: .init(failure: .shake)
    ) {
      try await Task.sleep(for: .milliseconds(800))
      throw unreachable
    }
    builder.add(
      "shake", signUp,
      to: builder.row(
        in: page, id: "shake", caption: "Shakes once and shows a failure mark when the action throws"))

    let bar = AsyncActionButtonWidget(
      label: strings("Sync Photos"), looks: .init(progress: .bar),
      action: SampleActions.reportingProgress(steps: 25))
    builder.add(
      "bar", bar,
      to: builder.row(
        in: page, id: "bar", caption: "A thin bar under the label fills as the action reports progress"))

    let percent = AsyncActionButtonWidget(
      label: strings("Install Update"), looks: .init(progress: .percent),
      action: SampleActions.reportingProgress(steps: 25))
    builder.add(
      "percent", percent,
      to: builder.row(
        in: page, id: "percent",
        caption: "The percentage replaces the label as the action reports progress"))
    return page
  }
}
