// The titles a button may show besides its label: a busy title while it runs ("Saving…"), and a
// retry title after failures ("Try Again"). Which one shows when, and how wide the button is, is
// decided by `ActionLooks.appearance`.

/// The titles a button shows besides its own label: one while it runs, one after it failed.
///
/// A shell hands its titles to ``ActionLooks/appearance(of:titles:reduceMotion:increasedContrast:supportsSymbolEffects:locale:)``, which
/// decides which title shows (``LookAppearance/title``) and which are measured
/// (``LookAppearance/measuredTitles``): every title is always measured, so the button is as
/// wide as the widest and never changes size when one replaces another.
///
/// - The busy title shows while the spinner would (after the show-delay, for at least the minimum
///   visible time, during a hold after success): under ``ActionLooks/Busy/overlay`` in place of the
///   spinner, under ``ActionLooks/Busy/leading`` and ``ActionLooks/Busy/trailing`` with the spinner beside it,
///   and in place of the label under the other looks.
/// - The retry title replaces the label while ``ActionPresentation/consecutiveFailureCount`` is
///   more than 0: after a failure, until a run succeeds.
///
/// ```swift
/// let titles = ActionTitles.tryAgain(busy: "Saving…")  // the built-in "Try Again"
/// let appearance = looks.appearance(of: engine.presentation, titles: titles, reduceMotion: false, supportsSymbolEffects: true)
/// ```
public struct ActionTitles: Hashable, Sendable {
  /// The title shown while the button runs, such as "Saving…", or `nil` for none.
  public let busy: String?
  /// The title shown in place of the label after a failed run until a run succeeds, such as
  /// "Try Again", or `nil` for none.
  public let retry: String?

  /// No titles besides the label. The default.
  public static let none = ActionTitles(unchecked: nil, nil)

  private init(unchecked busy: String?, _ retry: String?) {
    self.busy = busy
    self.retry = retry
  }

  /// Creates titles.
  ///
  /// ```swift
  /// let titles = ActionTitles(busy: "Saving…", retry: "Save Again")
  /// ```
  ///
  /// A title that is empty or only white space would show nothing where the label was: it is
  /// refused (as `nil`) with an ``ActionConfiguration/Warning`` naming `ActionTitles.busy` or
  /// `ActionTitles.retry`.
  ///
  /// - Parameters:
  ///   - busy: The title while the button runs; `nil` for none.
  ///   - retry: The title after a failed run, until a run succeeds; `nil` for none.
  public init(busy: String? = nil, retry: String? = nil) {
    self.busy = Self.resolve(busy, parameter: "ActionTitles.busy")
    self.retry = Self.resolve(retry, parameter: "ActionTitles.retry")
  }

  /// Titles with the built-in retry title: "Try Again" in the strings' language
  /// (``ActionStrings/tryAgain``).
  ///
  /// ```swift
  /// let titles = ActionTitles.tryAgain(busy: "Saving…")
  /// titles.retry  // "Try Again"
  /// ```
  ///
  /// - Parameters:
  ///   - busy: The title while the button runs; `nil` for none.
  ///   - strings: The strings the retry title comes from; the user's language by default.
  /// - Returns: The titles. A busy title that is empty or only white space is refused, as by
  ///   ``init(busy:retry:)``.
  public static func tryAgain(busy: String? = nil, strings: ActionStrings = .current) -> ActionTitles {
    ActionTitles(busy: busy, retry: strings.tryAgain)
  }

  private static func resolve(_ title: String?, parameter: String) -> String? {
    guard let title else { return nil }
    if title.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) {
      ActionConfiguration.Warning.report(
        parameter, value: "\"\(title)\"", requirement: "a title with a visible character", replacement: nil)
      return nil
    }
    return title
  }
}

/// A title a button shows or measures: its own label, or one of its ``ActionTitles``.
///
/// ```swift
/// switch appearance.title {
/// case .label: label
/// case .busy(let text), .retry(let text): Text(text)
/// }
/// ```
@_spi(Shell) public enum LookTitle: Hashable, Sendable {
  /// The titles of a button with neither a busy nor a retry title: its label alone. One array,
  /// shared, so that looking up an appearance, which happens on every change a button draws,
  /// allocates nothing for the common button.
  public static let labelAlone: [LookTitle] = [.label]

  /// The button's own label, as the app made it.
  case label
  /// The busy title (``ActionTitles/busy``).
  case busy(String)
  /// The retry title (``ActionTitles/retry``).
  case retry(String)
}
