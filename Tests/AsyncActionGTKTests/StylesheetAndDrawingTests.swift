#if GTK
  @_spi(Shell) import AsyncActionCore
  internal import CAsyncActionGtk
  import Testing

  @testable import AsyncActionGTK

  /// The stylesheet's text, the style classes, and the drawing's geometry.
  @Suite struct StylesheetAndDrawingTests {
    @Test("the stylesheet as the looks draw it, in the core's constants")
    func stylesheet() {
      let css = Stylesheet.css
      #expect(css.contains("@keyframes async-action-pulse { from { opacity: 1; } to { opacity: 0.35; } }"))
      // The core's pulse period is 2 s: 1 s from full opacity to the dimmest, 1 s back.
      #expect(
        css.contains(
          ".async-action-pulse { animation: async-action-pulse 1s ease-in-out infinite alternate; }")
      )
      #expect(css.contains(".async-action-dimmed { opacity: 0.55; }"))
      #expect(css.contains(".async-action-shake { animation: async-action-shake 0.4s ease-in-out 1; }"))
      #expect(!css.contains(".async-action-bar"), "the content places the bar at the core's offset")
      #expect(css.contains("image.async-action-failure { color: @error_color; }"))
      #expect(css.contains(#".async-action-percent { font-feature-settings: "tnum"; }"#))
      #expect(LookConstants.pulsePeriod == .seconds(2))
      #expect(LookConstants.shakeDuration == .milliseconds(400))
    }

    @Test("under a high-contrast theme, the pulse and the dim at the core's stronger opacities")
    func contrastClasses() {
      let css = Stylesheet.css
      #expect(
        css.contains(
          "@keyframes async-action-pulse-contrast { from { opacity: 1; } to { opacity: 0.6; } }"))
      #expect(
        css.contains(
          ".async-action-pulse-contrast { animation: async-action-pulse-contrast 1s ease-in-out infinite alternate; }"
        ))
      #expect(css.contains(".async-action-dimmed-contrast { opacity: 0.75; }"))
      let more = LookOpacities.increasedContrast
      #expect(Stylesheet.titleClass(.visible, .pulse, opacities: more) == "async-action-pulse-contrast")
      #expect(Stylesheet.titleClass(.dimmed, .none, opacities: more) == "async-action-dimmed-contrast")
    }

    @Test("the themes GTK and the desktops name as high-contrast are read as increased contrast")
    @MainActor
    func highContrastThemes() {
      for name in ["Default-hc", "Default-hc-dark", "HighContrast", "HighContrastInverse"] {
        #expect(DisplaySettings.isHighContrast(themeName: name), "\(name)")
      }
      for name in ["Default", "Default-dark", "Adwaita", "Adwaita-dark", "Chicago95", ""] {
        #expect(!DisplaySettings.isHighContrast(themeName: name), "\(name)")
      }
    }

    @Test(
      "the appearances carry the core's opacities for the contrast, and slide beside the label only with motion"
    )
    func contrastAndMotionAppearances() {
      for looks in AppearancePageTests.allLooks {
        for indicator in AppearancePageTests.indicators {
          let presentation = AppearancePageTests.presentation(indicator)
          for reduceMotion in [false, true] {
            // A memo that drew the standard appearance draws the other when the theme changes.
            let memo = AppearancePageTests.memo(looks)
            let standard = memo.appearance(
              of: presentation, reduceMotion: reduceMotion, increasedContrast: false)
            let more = memo.appearance(of: presentation, reduceMotion: reduceMotion, increasedContrast: true)
            #expect(standard.opacities == .standard && more.opacities == .increasedContrast)
            #expect(
              more
                == looks.appearance(
                  of: presentation, reduceMotion: reduceMotion, increasedContrast: true,
                  supportsSymbolEffects: false, locale: AppearancePageTests.english))
            let beside = looks.busy == .leading || looks.busy == .trailing
            #expect(
              standard.slidesBeside == (beside && !reduceMotion), "\(looks) reduceMotion=\(reduceMotion)")
          }
        }
      }
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

    @Test("the CSS classes")
    func cssClasses() {
      let names: [AsyncActionButtonWidget.CSSClass: String?] = [
        .standard: nil, .suggested: "suggested-action", .destructive: "destructive-action", .flat: "flat",
      ]
      for (cssClass, name) in names { #expect(cssClass.name == name) }
    }

    @Test("the ring's line ends are the core's")
    @MainActor
    func lineCap() {
      #expect(LookGeometry.standard.lineCap == .round)
      #expect(ProgressDrawing.lineCap(LookGeometry.standard.lineCap) == CAIRO_LINE_CAP_ROUND)
    }
  }
#endif
