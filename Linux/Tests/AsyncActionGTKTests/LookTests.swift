import Testing

@testable import AsyncActionGTK

/// The stylesheet's text, the style classes, and the drawing's geometry.
@Suite struct LookTests {
  @Test("the stylesheet as the looks draw it")
  func stylesheet() {
    let css = Stylesheet.css
    #expect(css.contains("@keyframes async-action-pulse { from { opacity: 1; } to { opacity: 0.35; } }"))
    #expect(
      css.contains(".async-action-pulse { animation: async-action-pulse 1s ease-in-out infinite alternate; }")
    )
    #expect(css.contains(".async-action-dimmed { opacity: 0.55; }"))
    #expect(css.contains(".async-action-shake { animation: async-action-shake 0.6s ease-in-out 1; }"))
    #expect(css.contains(".async-action-bar { transform: translateY(3px); }"))
    #expect(css.contains("image.async-action-failure { color: @error_color; }"))
    #expect(css.contains(#".async-action-percent { font-feature-settings: "tnum"; }"#))
  }

  @Test("the shake: 8, 6 and 3 pixels each way at 15 % steps, at rest at the end")
  func shakeKeyframes() {
    #expect(
      Stylesheet.shakeKeyframes == """
          0% { transform: translateX(0px); }
          15% { transform: translateX(-8px); }
          30% { transform: translateX(8px); }
          45% { transform: translateX(-6px); }
          60% { transform: translateX(6px); }
          75% { transform: translateX(-3px); }
          90% { transform: translateX(3px); }
          100% { transform: translateX(0px); }
        """)
  }

  @Test(
    "durations in CSS seconds and GTK milliseconds",
    arguments: [
      (Duration.seconds(1), "1s", UInt32(1000)), (.milliseconds(600), "0.6s", 600),
      (.milliseconds(150), "0.15s", 150),
    ])
  func durations(_ duration: Duration, _ css: String, _ milliseconds: UInt32) {
    #expect(Stylesheet.seconds(duration) == css)
    #expect(Stylesheet.milliseconds(duration) == milliseconds)
  }

  @Test("the crossfade is the engine's")
  func crossfade() {
    #expect(Stylesheet.crossfadeMilliseconds == 150)
  }

  @Test("the style classes")
  func styleClasses() {
    let classes: [AsyncActionButtonWidget.Style: String?] = [
      .standard: nil, .suggested: "suggested-action", .destructive: "destructive-action", .flat: "flat",
    ]
    for (style, cssClass) in classes { #expect(style.cssClass == cssClass) }
  }

  @Test("the ring: inside the area, clockwise from 12 o'clock")
  func ring() {
    let empty = RingGeometry(width: 16, height: 16, fraction: 0)
    #expect(empty.centerX == 8 && empty.centerY == 8)
    #expect(empty.radius + RingGeometry.lineWidth / 2 <= 8)
    #expect(empty.endAngle == empty.startAngle)
    #expect(empty.startAngle == -.pi / 2)
    let quarter = RingGeometry(width: 20, height: 16, fraction: 0.25)
    #expect(quarter.radius == 6.5)
    #expect(abs(quarter.endAngle - quarter.startAngle - .pi / 2) < 1e-12)
    #expect(RingGeometry(width: 16, height: 16, fraction: 3).endAngle == -.pi / 2 + 2 * .pi)
  }

  @Test("the bar fills from the leading edge", arguments: [false, true])
  func bar(rightToLeft: Bool) {
    let bar = BarGeometry(width: 100, fraction: 0.3, rightToLeft: rightToLeft)
    #expect(bar.filledWidth == 30)
    #expect(bar.filledX == (rightToLeft ? 70 : 0))
    #expect(BarGeometry(width: 100, fraction: 1.5, rightToLeft: rightToLeft).filledWidth == 100)
  }
}
