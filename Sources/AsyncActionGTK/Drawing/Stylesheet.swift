#if GTK
  @_spi(Shell) import AsyncActionCore

  /// The looks' CSS, and the style classes it styles.
  ///
  /// The text only: `Stylesheet.install(on:)` loads it into the display. Its rules:
  /// - the failure mark in the theme's error colour (`@error_color`), so that it reads as a
  ///   failure rather than as a grey "blocked" sign; on a filled button (`suggested-action`,
  ///   `destructive-action`) the mark keeps the label's colour: red on blue or on red would not
  ///   show;
  /// - the pulse: the label's opacity from 1 to the core's `LookOpacities.pulseLowest` and back,
  ///   half of `LookConstants.pulsePeriod` each way, and the static dim (`LookOpacities.dimmed`)
  ///   that stands for it with animations off; each twice, for the core's standard opacities and
  ///   for its increased-contrast ones (the classes ending in `-contrast`);
  /// - the shake: sideways through `LookConstants.shakeOffsets`, in
  ///   `LookConstants.shakeDuration`, as a `transform`, which moves the drawing without laying
  ///   anything out again;
  /// - the percent text with digits of one width. (The bar has no rule: the content places it at
  ///   the core's offset, `LookSizes.barTop(labelBottom:)`.)
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
    /// What the name of a pulse or dim class ends with under a high-contrast theme.
    static let contrastSuffix = "-contrast"
    /// Every class the pulse and the dim put on the label.
    static let titleClasses = [
      pulseClass, dimmedClass, pulseClass + contrastSuffix, dimmedClass + contrastSuffix,
    ]
    /// The style class of the content while it shakes.
    static let shakeClass = "async-action-shake"
    /// The style class of the progress bar.
    static let barClass = "async-action-bar"
    /// The style class of the percent text.
    static let percentClass = "async-action-percent"

    /// The stylesheet's text.
    static var css: String {
      """
      image.\(failureClass) { color: @error_color; }
      button.suggested-action image.\(failureClass),
      button.destructive-action image.\(failureClass) { color: inherit; }
      \(labelRules(LookOpacities.standard, suffix: ""))
      \(labelRules(LookOpacities.increasedContrast, suffix: contrastSuffix))
      @keyframes async-action-shake {
      \(shakeKeyframes)
      }
      .\(shakeClass) { animation: async-action-shake \(seconds(LookConstants.shakeDuration)) ease-in-out 1; }
      .\(percentClass) { font-feature-settings: "tnum"; }
      """
    }

    /// The class that draws the label as the appearance says (`LookAppearance.titleVisibility` and
    /// `LookAppearance.titleAnimation`) with its `opacities`, or `nil` for a plain label: the
    /// pulse for a visible label that pulses, the dim for a dimmed one. A hidden label is under an
    /// indicator and still; a symbol effect never comes to GTK (`PageTable.supportsSymbolEffects`).
    static func titleClass(
      _ label: TitleVisibility, _ animation: TitleAnimation, opacities: LookOpacities
    ) -> String? {
      let suffix = opacities == .increasedContrast ? contrastSuffix : ""
      return switch (label, animation) {
      case (.dimmed, _): dimmedClass + suffix
      case (.visible, .pulse): pulseClass + suffix
      case (.visible, .none), (.visible, .symbolEffect), (.hidden, _): nil
      }
    }

    /// The pulse's keyframes and class, and the dim's class, for one set of opacities.
    private static func labelRules(_ opacities: LookOpacities, suffix: String) -> String {
      let pulse = "async-action-pulse" + suffix
      let period = seconds(LookConstants.pulsePeriod / 2)
      return [
        "@keyframes \(pulse) { from { opacity: 1; } to { opacity: \(decimal(opacities.pulseLowest)); } }",
        ".\(pulseClass + suffix) { animation: \(pulse) \(period) ease-in-out infinite alternate; }",
        ".\(dimmedClass + suffix) { opacity: \(decimal(opacities.dimmed)); }",
      ].joined(separator: "\n")
    }

    /// The shake's keyframes: the core's offsets, at even steps.
    static var shakeKeyframes: String {
      let offsets = LookConstants.shakeOffsets
      return offsets.enumerated().map { index, offset in
        let percent = Double(index) * 100 / Double(offsets.count - 1)
        return "  \(decimal(percent))% { transform: translateX(\(decimal(offset))px); }"
      }.joined(separator: "\n")
    }

    /// A number in CSS: at most two decimals, none when whole.
    static func decimal(_ value: Double) -> String {
      let rounded = (value * 100).rounded() / 100
      return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
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
    static var crossfadeMilliseconds: UInt32 { milliseconds(LookConstants.crossfade) }
  }
#endif
