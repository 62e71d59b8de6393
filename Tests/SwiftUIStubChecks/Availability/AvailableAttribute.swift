// Inside a declaration marked `@available` for the newer platforms: clean.

import SwiftUI

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
@MainActor func haptic(_ view: some View, trigger: Int) -> some View {
  view.sensoryFeedback(trigger: trigger) { .success }
}
