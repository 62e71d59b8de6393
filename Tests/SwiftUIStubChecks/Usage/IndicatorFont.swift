// The indicator's size when the label sets its own font: a font on the button reaches the label
// and the indicator alike; a font set inside the label reaches its text only, so the same font is
// named for the indicator with `asyncActionIndicatorFont(_:)`.

import AsyncActionButton
import SwiftUI

struct IndicatorFontUsage: View {
  let sync: @MainActor () async throws -> Void

  var body: some View {
    VStack {
      // The font on the button: label and indicator follow it together, no modifier needed.
      AsyncActionButton("Sync", action: sync)
        .font(.title)

      // A font inside the label: the indicator is sized for the same font.
      AsyncActionButton(action: sync) {
        Text("Sync").font(.title)
      }
      .asyncActionIndicatorFont(.title)
      .asyncActionStyle(.trailing)

      // For every button of a screen, and back to the font around the label.
      AsyncActionButton("Sync", action: sync)
        .asyncActionIndicatorFont(nil)
    }
    .asyncActionIndicatorFont(.largeTitle)
  }
}
