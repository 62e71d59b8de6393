// Guarding for iOS alone leaves visionOS unchecked: still flagged.
// expect-flagged: SensoryFeedback visionOS 26.0
// expect-flagged: SensoryFeedback.success visionOS 26.0
// expect-flagged: View.sensoryFeedback(trigger:_:) visionOS 26.0

import SwiftUI

@MainActor @ViewBuilder func haptic(_ view: some View, trigger: Int) -> some View {
  if #available(iOS 17.0, *) {
    view.sensoryFeedback(trigger: trigger) { .success }
  } else {
    view
  }
}
