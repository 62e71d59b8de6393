// A newer type is caught where it appears only as a generic argument.
// expect-flagged: SensoryFeedback visionOS 26.0

import AsyncActionButton
import SwiftUI

@MainActor func choice() -> Any {
  OutcomeFeedback<SensoryFeedback>?.none as Any
}
