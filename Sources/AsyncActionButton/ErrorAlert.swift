#if canImport(SwiftUI)
  public import SwiftUI

  extension View {
    /// Presents an alert for each failed run of the async action buttons in this view, with Try
    /// Again and OK.
    ///
    /// ```swift
    /// VStack {
    ///   AsyncActionButton("Save") { try await profile.save() }
    ///   AsyncActionButton("Delete", role: .destructive) { try await profile.delete() }
    /// }
    /// .asyncActionErrorAlert()
    /// ```
    ///
    /// The alert shows the error the action threw, as a `LocalizedError` describes itself: its
    /// `errorDescription` as the title (`localizedDescription` for another error), and its
    /// `failureReason` and `recoverySuggestion` as the message. It is presented once per failed run,
    /// when the run ends, however often the view redraws; a failure that comes while it shows
    /// replaces the one it shows.
    ///
    /// Try Again presses the button that failed again, through its engine (`ActionEvent.pressAgain()`),
    /// as a tap on it would: the press obeys the button's busy state, policy, scope and `disabled(_:)`,
    /// and does nothing where a tap would do nothing (another button of the scope runs, the button is
    /// disabled, or it has left the screen). OK dismisses the alert. Both titles come from the
    /// package's strings (`ActionStrings.tryAgain`, `ActionStrings.ok`) in the language of the view's
    /// locale (`\.locale`), so the alert is localized in every language the package ships.
    ///
    /// One alert presents each failure: the modifier closest to the button that failed. Handlers
    /// such as ``SwiftUI/View/onAsyncActionFailure(_:)`` still hear every failure. For a
    /// presentation of your own, use ``SwiftUI/View/onAsyncActionEvent(_:)``, keep the event of the
    /// failed run, and call its `pressAgain()` from your Try Again.
    ///
    /// - Returns: A view that presents the failures of its async action buttons.
    nonisolated public func asyncActionErrorAlert() -> some View {
      ErrorAlertHost(content: self)
    }
  }

  /// A failed run as an error alert shows it: the title and message from its error, and the event
  /// its Try Again presses again.
  struct PresentedFailure {
    /// The run's `finished` event: it names the button, which Try Again presses.
    let event: ActionEvent
    /// The alert's title: the error's `errorDescription`, else its `localizedDescription`.
    let title: String
    /// The alert's message: the error's `failureReason` and `recoverySuggestion`, one per line, or
    /// `nil` when it has neither.
    let message: String?

    /// The failure an event reports, or `nil` for any event but a failed run's end.
    ///
    /// - Parameter event: An event of a button.
    init?(_ event: ActionEvent) {
      guard case .finished(_, .failed(let error)) = event.kind else { return nil }
      self.event = event
      let described = error as? any LocalizedError
      title = described?.errorDescription ?? error.localizedDescription
      let lines = [described?.failureReason, described?.recoverySuggestion]
        .compactMap { $0 }.filter { !$0.isEmpty }
      message = lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// Presses the button that failed again, as a tap would: the alert's Try Again.
    ///
    /// - Returns: What became of the press (`ActionEvent.pressAgain()`).
    @MainActor @discardableResult
    func tryAgain() -> ActionPressResult {
      event.pressAgain()
    }
  }

  /// The inputs of the view that presents its buttons' failures: `nonisolated`, so that the
  /// nonisolated modifier can build it.
  nonisolated private struct ErrorAlertHost<Content: View>: View {
    let content: Content

    @MainActor var body: some View {
      ErrorAlertContent(content: content)
    }
  }

  /// Hands its buttons a presenter that keeps each failed run in state, and presents the alert from
  /// that state. A value in state, not an object: the presenter writes it from the button's event,
  /// which comes exactly once per run.
  private struct ErrorAlertContent<Content: View>: View {
    let content: Content
    @State private var failure: PresentedFailure? = nil
    @State private var isPresented = false
    @Environment(\.locale) private var locale

    var body: some View {
      let strings = ActionStrings(environmentLocale: locale)
      let present: (ActionEvent) -> Void = { event in
        guard let presented = PresentedFailure(event) else { return }
        failure = presented
        isPresented = true
      }
      // The presenter goes into a box the writer keeps, so the environment stays equal; the box
      // calls the latest closure.
      HandlerWriter(content: content, listeners: ActionEventListeners(present)) { $0.errorPresenter = $1 }
        .alert(failure?.title ?? "", isPresented: $isPresented, presenting: failure) { failure in
          Button {
            failure.tryAgain()
          } label: {
            Text(strings.tryAgain)
          }
          Button(role: .cancel) {
          } label: {
            Text(strings.ok)
          }
        } message: { failure in
          if let message = failure.message { Text(message) }
        }
    }
  }

  extension ActionStrings {
    /// The strings in the language of a SwiftUI locale (`\.locale`).
    ///
    /// The locale is tried as its BCP 47 tag, then with its script made explicit: `zh_CN` is
    /// `zh-CN`, which the package has no strings for, then `zh-Hans-CN`, which it has (as
    /// `zh-Hans`); `pt_BR` is `pt-BR` at once.
    ///
    /// - Parameter locale: The locale, such as the environment's.
    init(locale: Locale) {
      self.init(preferredLanguages: [locale.identifier(.bcp47), locale.language.maximalIdentifier])
    }

    /// The strings a button speaks under the environment's locale: the app's own language
    /// (``ActionStrings/current``) while the locale is the app's, else the language of the locale
    /// a view set (`.environment(\.locale, …)`).
    ///
    /// - Parameter locale: The environment's locale.
    init(environmentLocale locale: Locale) {
      self = locale.identifier == Locale.current.identifier ? .current : ActionStrings(locale: locale)
    }
  }
#endif
