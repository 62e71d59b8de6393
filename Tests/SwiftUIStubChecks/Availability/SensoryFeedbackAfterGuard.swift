// After `guard #available … else { return }`: clean; inside the `else` branch: flagged.
// expect-flagged: SensoryFeedback visionOS 26.0
// expect-flagged: SensoryFeedback.error visionOS 26.0

import SwiftUI

@MainActor func haptic(_ view: some View, trigger: Int) -> AnyView {
  guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *) else {
    print(SensoryFeedback.error)
    return AnyView(view)
  }
  return AnyView(view.sensoryFeedback(trigger: trigger) { .success })
}
