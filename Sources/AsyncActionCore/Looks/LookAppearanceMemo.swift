public import Foundation

/// The appearances of the last two presentations a button drew, so that a shell goes from each
/// ``ActionPresentation`` the engine publishes straight to its ``LookAppearance`` and computes
/// nothing when it draws again what it drew before: a click alternates between two presentations
/// (idle, then busy, then idle), whose look inputs stay the same from run to run.
///
/// An entry is kept under what the look reads of the presentation (its indicator, whether the
/// spinner shows, whether a retry title is due, whether a tap cancels: not the counts that change
/// with every run) with the reduced-motion and contrast settings it was drawn for.
/// ``ActionLooks/appearance(of:titles:reduceMotion:increasedContrast:supportsSymbolEffects:locale:)``
/// runs only on a miss. An object, changed in place: a hit copies no appearance but the one it
/// returns, and new titles forget every entry.
///
/// ```swift
/// let memo = LookAppearanceMemo(looks: ActionLooks(busy: .pulse), supportsSymbolEffects: false)
/// memo.appearance(of: presentation, reduceMotion: false).titleAnimation  // .pulse while busy
/// ```
@_spi(Shell) public final class LookAppearanceMemo {
  /// What an appearance is computed from besides the looks, titles and locale: plain values,
  /// compared without copying an appearance.
  private struct Key: Equatable {
    let inputs: ActionPresentation.LookInputs
    let reduceMotion: Bool
    let increasedContrast: Bool
  }

  /// The looks the appearances are drawn for.
  public let looks: ActionLooks
  /// The locale the percent text is written in.
  public let locale: Locale
  /// Whether the shell plays SF Symbols effects; without them the core answers a pulse.
  public let supportsSymbolEffects: Bool
  /// The button's busy and retry titles. Setting them forgets every appearance kept.
  public var titles: ActionTitles {
    didSet { (firstKey, secondKey) = (nil, nil) }
  }

  // Two entries, each valid while its key is set. The appearances are not optional: a hit copies
  // its appearance once, into the drawing that returns it.
  private var firstKey: Key?
  private var firstAppearance: LookAppearance
  private var secondKey: Key?
  private var secondAppearance: LookAppearance
  /// Which entry was used last: the other one is replaced next.
  private var firstIsLatest = false
  /// How many appearances the memo has computed, for its tests.
  private(set) var computedCount = 0

  /// Creates a memo that keeps nothing yet.
  ///
  /// ```swift
  /// let memo = LookAppearanceMemo(looks: looks, titles: titles, supportsSymbolEffects: false, locale: locale)
  /// ```
  ///
  /// - Parameters:
  ///   - looks: The looks to draw.
  ///   - titles: The button's busy and retry titles; none by default.
  ///   - supportsSymbolEffects: Whether the shell plays SF Symbols effects (SwiftUI: `true`;
  ///     GTK: `false`).
  ///   - locale: The locale the percent text is written in; the user's by default.
  public init(
    looks: ActionLooks, titles: ActionTitles = .none, supportsSymbolEffects: Bool, locale: Locale = .current
  ) {
    self.looks = looks
    self.titles = titles
    self.supportsSymbolEffects = supportsSymbolEffects
    self.locale = locale
    let idle = LookAppearance(titleVisibility: .visible)
    (firstAppearance, secondAppearance) = (idle, idle)
  }

  /// What the looks show for `presentation`: the same as
  /// ``ActionLooks/appearance(of:titles:reduceMotion:increasedContrast:supportsSymbolEffects:locale:)``
  /// with this memo's titles, symbol-effect support and locale, computed only when it is not one
  /// of the last two drawn.
  ///
  /// ```swift
  /// let appearance = memo.appearance(of: engine.presentation, reduceMotion: false)
  /// ```
  ///
  /// - Parameters:
  ///   - presentation: What the engine publishes.
  ///   - reduceMotion: Whether the user asked for reduced motion.
  ///   - increasedContrast: Whether the user asked for more contrast; `false` by default.
  /// - Returns: What to draw.
  public func appearance(
    of presentation: ActionPresentation, reduceMotion: Bool, increasedContrast: Bool = false
  ) -> LookAppearance {
    let key = Key(
      inputs: presentation.lookInputs, reduceMotion: reduceMotion, increasedContrast: increasedContrast)
    // A hit makes its entry the latest: the other one is replaced next.
    if key == firstKey {
      firstIsLatest = true
      return firstAppearance
    }
    if key == secondKey {
      firstIsLatest = false
      return secondAppearance
    }
    computedCount += 1
    let appearance = looks.appearance(
      for: key.inputs, titles: titles, reduceMotion: reduceMotion, increasedContrast: increasedContrast,
      supportsSymbolEffects: supportsSymbolEffects, locale: locale)
    if firstIsLatest {
      (secondKey, secondAppearance) = (key, appearance)
    } else {
      (firstKey, firstAppearance) = (key, appearance)
    }
    firstIsLatest.toggle()  // The entry just written is the latest.
    return appearance
  }
}
