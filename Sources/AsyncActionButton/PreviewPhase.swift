#if canImport(SwiftUI)
  @_spi(Shell) import AsyncActionCore
  public import SwiftUI

  extension View {
    /// Holds the async action buttons in this view in one phase, running nothing: for an Xcode
    /// preview, or a snapshot test, of what a button looks like while busy, at a progress, after a
    /// success or after a failure.
    ///
    /// ```swift
    /// #Preview("Saving") {
    ///   SaveButton()
    ///     .asyncActionPreviewPhase(.busy)
    /// }
    ///
    /// #Preview("Uploading, right to left") {
    ///   UploadButton()
    ///     .asyncActionPreviewPhase(.progress(0.4))
    ///     .environment(\.layoutDirection, .rightToLeft)
    /// }
    /// ```
    ///
    /// Every ``AsyncActionButton`` in the view draws the phase as a run draws it at that moment,
    /// from the engine's own presentation of it (`ActionPreviewPhase` says which moment), through
    /// the button's style, progress style, titles, failure style, font, colour, Dynamic Type size
    /// and layout direction: what the preview shows is the real look. `.busy` shows the spinner,
    /// `.progress(0.4)` the progress look at 40 % (the ring, the bar or "40%"), `.succeeded` and
    /// `.failed` the success and failure marks, `.idle` the label. The tap policy applies as in a
    /// run: a held busy button looks disabled under `ActionConfiguration.TapPolicy.disableWhileBusy`, and shows
    /// the stop glyph in its ring under `ActionConfiguration.TapPolicy.cancelWhileBusy`.
    ///
    /// A held button runs nothing, and makes no engine: a tap, a keyboard activation or a press
    /// from code (`pressAsyncAction`) does nothing, no event is sent (no handler runs, no error
    /// alert shows, nothing is announced, no haptic plays), and no time passes for it: it stays in
    /// the phase until the modifier is gone or says `nil`. A button held in `.failed` from the
    /// start plays no failure cue (no shake); one whose held phase turns to `.failed` plays it
    /// once, as after a run. Assistive technologies hear what the phase says, in the button's
    /// language: "In progress", "In progress, 40%", "Done", "Failed".
    ///
    /// Meant for previews and tests: a screen that ships lets its buttons run. The innermost
    /// modifier wins. A loading label (``SwiftUI/View/asyncActionLoading(_:)``) and
    /// ``LoadingButtonStyle`` show what their flag says and are not held: pass `true` to preview
    /// them loading.
    ///
    /// - Parameter phase: `ActionPreviewPhase.idle`, `.busy`, `.progress(_:)`, `.succeeded` or
    ///   `.failed`; `nil` (the default when this modifier is not used) to let the buttons run.
    /// - Returns: A view whose async action buttons show the phase and run nothing.
    nonisolated public func asyncActionPreviewPhase(_ phase: ActionPreviewPhase?) -> some View {
      transformEnvironment(\.asyncActionButton) { $0.previewPhase = phase }
    }
  }

  /// What a button held in a preview phase draws and tells assistive technologies, as plain values,
  /// so that a test can check them without SwiftUI: the core's presentation of the phase under the
  /// button's configuration, and what that presentation says in the button's strings.
  struct PreviewHold: Equatable {
    /// What the button draws: the presentation an engine publishes in the phase.
    let presentation: ActionPresentation
    /// The accessibility value: "In progress, 40%", or `nil` when idle.
    let accessibilityValue: String?
    /// The accessibility hint: "Press to cancel" while busy under `ActionConfiguration.TapPolicy.cancelWhileBusy`.
    let accessibilityHint: String?

    /// A button held in `phase`.
    ///
    /// - Parameters:
    ///   - phase: The phase of ``SwiftUI/View/asyncActionPreviewPhase(_:)``.
    ///   - configuration: The button's configuration; its tap policy is drawn.
    ///   - strings: The strings the button speaks.
    init(_ phase: ActionPreviewPhase, configuration: ActionConfiguration, strings: ActionStrings) {
      presentation = ActionPresentation(previewing: phase, configuration: configuration)
      accessibilityValue = presentation.accessibilityValue(in: strings)
      accessibilityHint = presentation.accessibilityHint(in: strings)
    }
  }

  /// An ``AsyncActionButton`` held in a preview phase: the button's `Button`, label, style and
  /// failure style, drawn from the held presentation as `EngineButton` draws its engine's, with the
  /// same disabled state, accessibility value, hint and traits. It holds no action and makes no
  /// engine, so nothing it does can run one.
  struct HeldButton<Label: View>: View {
    let role: ButtonRole?
    let label: Label
    let hold: PreviewHold
    let settings: AsyncActionSettings
    let strings: ActionStrings

    var body: some View {
      let presentation = hold.presentation
      Button(role: role) {
        // Held: a tap and a keyboard activation do nothing.
      } label: {
        IndicatorLabel(label: label, presentation: presentation, settings: settings, strings: strings)
      }
      .failureLook(presentation, style: settings.failureStyle)
      .disabled(presentation.isDisabled)
      .accessibilityValue(hold.accessibilityValue ?? "")
      .accessibilityHint(Text(verbatim: hold.accessibilityHint ?? ""))
      .accessibilityAddTraits(presentation.progress != nil ? .updatesFrequently : [])
    }
  }
#endif
