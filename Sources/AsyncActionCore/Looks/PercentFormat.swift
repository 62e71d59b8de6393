public import Foundation

/// The percent text of the ``ActionLooks/Progress/percent`` look: one rounding rule, written as the
/// user's locale writes percentages.
///
/// The rule: the fraction is clamped to 0…1 (NaN counts as 0), turned into percent, given a
/// tolerance of ``tolerance`` and rounded down, so the text never claims more than is done;
/// "100%" shows only when the run is done (a fraction of 1 or more), never for 0.999.
/// The tolerance absorbs binary rounding: 0.29 is 28.999… percent as a `Double`, and shows 29.
///
/// ```swift
/// PercentFormat.string(0.29, locale: Locale(identifier: "en_US"))  // "29%"
/// PercentFormat.string(0.999, locale: Locale(identifier: "en_US"))  // "99%"
/// PercentFormat.string(0.29, locale: Locale(identifier: "fr_FR"))  // "29 %" (a no-break space)
/// ```
@_spi(Shell) public enum PercentFormat {
  /// How far below a whole percent a value may be and still count as that percent: one
  /// billionth of a percent, far above a `Double`'s rounding error and far below anything a
  /// progress report means.
  public static let tolerance = 1e-9

  /// The whole percent a fraction shows, from 0 to 100.
  ///
  /// ```swift
  /// PercentFormat.wholePercent(0.29)  // 29
  /// PercentFormat.wholePercent(0.999)  // 99
  /// PercentFormat.wholePercent(1)  // 100
  /// ```
  ///
  /// - Parameter fraction: The progress, from 0 to 1; values outside are clamped, NaN is 0.
  /// - Returns: The percent, rounded down after the tolerance; 100 only for a fraction of 1 or
  ///   more.
  public static func wholePercent(_ fraction: Double) -> Int {
    let clamped = ActionLooks.clamped(fraction)
    guard clamped < 1 else { return 100 }
    return min(Int((clamped * 100 + tolerance).rounded(.down)), 99)
  }

  /// How many percentage points apart the percentages are that a button's accessibility value
  /// says: 10, so the value says 0, 10, 20 … 90 %, and 100 % once the run is done.
  ///
  /// A screen reader speaks each change of the focused button's value (Orca every change of its
  /// description; VoiceOver re-reads an element that updates frequently), and "In progress, 40%"
  /// takes about a second and a half to say. A value that changed with every percent would queue
  /// speech far behind the ring; one in steps of 10 says at most eleven values in a run, each
  /// round, and a listener still hears the run move. (Steps of 5 would say twice as much for
  /// little more news.)
  public static let spokenStep = 10

  /// The whole percent a button's accessibility value says for a fraction: ``wholePercent(_:)``
  /// rounded down to a multiple of ``spokenStep``. A report of 41 % then 42 % says nothing new;
  /// 49 % then 50 % does. 100 only when the run is done, as for the percent text.
  ///
  /// ```swift
  /// PercentFormat.spokenPercent(0.42)  // 40
  /// PercentFormat.spokenPercent(0.999)  // 90
  /// PercentFormat.spokenPercent(1)  // 100
  /// ```
  ///
  /// - Parameter fraction: The progress, from 0 to 1; values outside are clamped, NaN is 0.
  /// - Returns: A multiple of ``spokenStep`` from 0 to 100.
  public static func spokenPercent(_ fraction: Double) -> Int {
    wholePercent(fraction) / spokenStep * spokenStep
  }

  /// The percent text for a fraction, as `locale` writes percentages.
  ///
  /// Foundation's locale data decides the sign, its side and the space: "29%" in English,
  /// "29 %" in French (with a no-break space, U+00A0), "٢٩٪؜" in Egyptian Arabic.
  ///
  /// ```swift
  /// PercentFormat.string(0.5, locale: Locale(identifier: "de_DE"))  // "50 %"
  /// ```
  ///
  /// - Parameters:
  ///   - fraction: The progress, from 0 to 1; values outside are clamped, NaN is 0.
  ///   - locale: The locale to write the percentage in.
  /// - Returns: The text, such as "29%".
  public static func string(_ fraction: Double, locale: Locale) -> String {
    let percent = Double(wholePercent(fraction)) / 100
    return percent.formatted(.percent.precision(.fractionLength(0)).locale(locale))
  }
}
