@_spi(Shell) import AsyncActionCore
import Testing

@testable import AsyncActionGTK

/// The stylesheet's text, the style classes, and the drawing's geometry.
@Suite struct LookTests {
  @Test("the stylesheet as the looks draw it, in the core's constants")
  func stylesheet() {
    let css = Stylesheet.css
    #expect(css.contains("@keyframes async-action-pulse { from { opacity: 1; } to { opacity: 0.35; } }"))
    // The core's pulse period is 2 s: 1 s from full opacity to the dimmest, 1 s back.
    #expect(
      css.contains(".async-action-pulse { animation: async-action-pulse 1s ease-in-out infinite alternate; }")
    )
    #expect(css.contains(".async-action-dimmed { opacity: 0.55; }"))
    #expect(css.contains(".async-action-shake { animation: async-action-shake 0.4s ease-in-out 1; }"))
    #expect(css.contains(".async-action-bar { transform: translateY(3px); }"))
    #expect(css.contains("image.async-action-failure { color: @error_color; }"))
    #expect(css.contains(#".async-action-percent { font-feature-settings: "tnum"; }"#))
    #expect(LookConstants.pulsePeriod == .seconds(2))
    #expect(LookConstants.shakeDuration == .milliseconds(400))
  }

  @Test("the shake: the core's offsets at even steps, at rest at both ends")
  func shakeKeyframes() {
    #expect(LookConstants.shakeOffsets == [0, -8, 8, -6, 6, -3, 3, 0])
    #expect(
      Stylesheet.shakeKeyframes == """
          0% { transform: translateX(0px); }
          14.29% { transform: translateX(-8px); }
          28.57% { transform: translateX(8px); }
          42.86% { transform: translateX(-6px); }
          57.14% { transform: translateX(6px); }
          71.43% { transform: translateX(-3px); }
          85.71% { transform: translateX(3px); }
          100% { transform: translateX(0px); }
        """)
  }

  @Test(
    "durations in CSS seconds and GTK milliseconds",
    arguments: [
      (Duration.seconds(1), "1s", UInt32(1000)), (.milliseconds(400), "0.4s", 400),
      (.milliseconds(150), "0.15s", 150),
    ])
  func durations(_ duration: Duration, _ css: String, _ milliseconds: UInt32) {
    #expect(Stylesheet.seconds(duration) == css)
    #expect(Stylesheet.milliseconds(duration) == milliseconds)
  }

  @Test("the crossfade is the core's")
  func crossfade() {
    #expect(Stylesheet.crossfadeMilliseconds == 150)
    #expect(LookConstants.crossfade == .milliseconds(150))
  }

  @Test("the style classes")
  func styleClasses() {
    let classes: [AsyncActionButtonWidget.Style: String?] = [
      .standard: nil, .suggested: "suggested-action", .destructive: "destructive-action", .flat: "flat",
    ]
    for (style, cssClass) in classes { #expect(style.cssClass == cssClass) }
  }

  @Test("the ring: the core's proportions, inside the area, clockwise from 12 o'clock")
  func ring() {
    #expect(RingGeometry.diameter(lineHeight: 20) == 16)
    #expect(RingGeometry.diameter(lineHeight: 17) == 14)
    let empty = RingGeometry(width: 16, height: 16, fraction: 0)
    #expect(empty.centerX == 8 && empty.centerY == 8)
    #expect(empty.lineWidth == 2)
    #expect(empty.radius == 7)
    #expect(empty.endAngle == empty.startAngle)
    #expect(empty.startAngle == -.pi / 2)
    let quarter = RingGeometry(width: 20, height: 16, fraction: 0.25)
    #expect(quarter.radius + quarter.lineWidth / 2 == 8)
    #expect(abs(quarter.endAngle - quarter.startAngle - .pi / 2) < 1e-12)
    #expect(RingGeometry(width: 16, height: 16, fraction: 3).endAngle == -.pi / 2 + 2 * .pi)
    #expect(RingGeometry.trackOpacity == 0.3)
  }

  @Test("the bar fills from the leading edge", arguments: [false, true])
  func bar(rightToLeft: Bool) {
    let bar = BarGeometry(width: 100, fraction: 0.3, rightToLeft: rightToLeft)
    #expect(bar.filledWidth == 30)
    #expect(bar.filledX == (rightToLeft ? 70 : 0))
    #expect(BarGeometry(width: 100, fraction: 1.5, rightToLeft: rightToLeft).filledWidth == 100)
    #expect(BarGeometry.thickness == 3)
  }
}
