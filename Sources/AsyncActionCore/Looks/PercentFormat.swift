public import Foundation

/// The percent text of the ``ProgressLook/percent`` look: one rounding rule, written as the
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
