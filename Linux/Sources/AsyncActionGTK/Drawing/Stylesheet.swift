import AsyncActionCore

/// The looks' CSS, and the style classes it styles.
///
/// The text only: `Stylesheet.install(on:)` loads it into the display. Its rules:
/// - the failure mark in the theme's error colour (`@error_color`), so that it reads as a
///   failure rather than as a grey "blocked" sign; on a filled button (`suggested-action`,
///   `destructive-action`) the mark keeps the label's colour: red on blue or on red would not
///   show;
/// - the pulse: the label's opacity from 1 to ``pulseOpacity`` and back, ``pulseHalfPeriod``
///   each way, and the static dim (``dimmedOpacity``) that stands for it with animations off;
/// - the shake: sideways by ``shakeAmplitudes`` pixels, each way and back, in ``shakeDuration``,
///   as a `transform`, which moves the drawing without laying anything out again;
/// - the bar ``BarGeometry/offset`` pixels lower than the content's bottom edge, in the button's
///   padding under the label; the percent text with digits of one width.
///
/// ```swift
/// Stylesheet.css.contains(".async-action-pulse")  // true
/// ```
enum Stylesheet {
  /// The style class of the failure mark.
  static let failureClass = "async-action-failure"
  /// The style class of the label while it pulses.
  static let pulseClass = "async-action-pulse"
  /// The style class of the label while busy with the pulse look and animations off.
  static let dimmedClass = "async-action-dimmed"
  /// The style class of the content while it shakes.
  static let shakeClass = "async-action-shake"
  /// The style class of the progress bar.
  static let barClass = "async-action-bar"
  /// The style class of the percent text.
  static let percentClass = "async-action-percent"

  /// How long the pulse takes from full opacity to its dimmest, and again back.
  static let pulseHalfPeriod = Duration.seconds(1)
  /// The label's opacity at the dimmest of the pulse.
  static let pulseOpacity = 0.35
  /// The label's opacity while busy with the pulse look and animations off.
  static let dimmedOpacity = 0.55
  /// How long the shake takes, out and back.
  static let shakeDuration = Duration.milliseconds(600)
  /// The shake's swings, in logical pixels, each one to the left and then to the right.
  static let shakeAmplitudes = [8, 6, 3]

  /// The stylesheet's text.
  static var css: String {
    """
    image.\(failureClass) { color: @error_color; }
    button.suggested-action image.\(failureClass),
    button.destructive-action image.\(failureClass) { color: inherit; }
    @keyframes async-action-pulse { from { opacity: 1; } to { opacity: \(pulseOpacity); } }
    .\(pulseClass) { animation: async-action-pulse \(seconds(pulseHalfPeriod)) ease-in-out infinite alternate; }
    .\(dimmedClass) { opacity: \(dimmedOpacity); }
    @keyframes async-action-shake {
    \(shakeKeyframes)
    }
    .\(shakeClass) { animation: async-action-shake \(seconds(shakeDuration)) ease-in-out 1; }
    .\(barClass) { transform: translateY(\(BarGeometry.offset)px); }
    .\(percentClass) { font-feature-settings: "tnum"; }
    """
  }

  /// The shake's keyframes: at rest, then each amplitude to the left and to the right at even
  /// steps over the first 90 % of the time, and at rest again at the end.
  static var shakeKeyframes: String {
    let offsets = [0] + shakeAmplitudes.flatMap { [-$0, $0] } + [0]
    return offsets.enumerated().map { index, offset in
      let percent = index == offsets.count - 1 ? 100 : index * 90 / (offsets.count - 2)
      return "  \(percent)% { transform: translateX(\(offset)px); }"
    }.joined(separator: "\n")
  }

  /// A duration as CSS seconds, such as `0.6s`.
  static func seconds(_ duration: Duration) -> String {
    let milliseconds = milliseconds(duration)
    return milliseconds % 1000 == 0 ? "\(milliseconds / 1000)s" : "\(Double(milliseconds) / 1000)s"
  }

  /// A duration in whole milliseconds, as GTK's transition durations take it.
  static func milliseconds(_ duration: Duration) -> UInt32 {
    let (seconds, attoseconds) = duration.components
    return UInt32(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
  }

  /// The crossfade between the label and the indicator, in milliseconds.
  static var crossfadeMilliseconds: UInt32 { milliseconds(ActionConfiguration.crossfadeDuration) }
}
