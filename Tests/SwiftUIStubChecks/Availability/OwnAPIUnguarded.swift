// Our own `asyncActionSensoryFeedback` carries the availability of `SensoryFeedback`: using it
// unguarded is flagged, as the compiler on an Apple platform would.
// expect-flagged: SensoryFeedback visionOS 26.0
// expect-flagged: View.asyncActionSensoryFeedback(success:failure:) visionOS 26.0

import AsyncActionButton
import SwiftUI

@MainActor func payButton() -> some View {
  AsyncActionButton("Pay") {}.asyncActionSensoryFeedback()
}
