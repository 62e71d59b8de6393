// Xcode 26's SDK has `SensoryFeedback` on visionOS from visionOS 26; the package supports visionOS 1.
// Leaving visionOS out with `#if !os(visionOS)`, as public code does, is clean.

import SwiftUI

@MainActor func haptic(_ view: some View, trigger: Int) -> some View {
  #if !os(visionOS)
    return view.sensoryFeedback(trigger: trigger) { SensoryFeedback.success }
  #else
    return view
  #endif
}
