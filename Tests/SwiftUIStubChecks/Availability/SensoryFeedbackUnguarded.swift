// `sensoryFeedback` exists on visionOS from 26 only, and the package supports visionOS 1.
// expect-flagged: SensoryFeedback visionOS 26.0
// expect-flagged: SensoryFeedback.success visionOS 26.0
// expect-flagged: View.sensoryFeedback(trigger:_:) visionOS 26.0

import SwiftUI

@MainActor func haptic(_ view: some View, trigger: Int) -> some View {
  view.sensoryFeedback(trigger: trigger) { .success }
}
