// `#Preview` is a macro, and macros need a compiler plug-in built with swift-syntax, which
// Linux does not have here; the Linux type-check against the SwiftUI stub therefore skips this
// file's previews. Each preview is one line that shows a view type-checked elsewhere.
#if !os(Linux)
  import AsyncActionButton
  import SwiftUI

  #Preview("Edit Profile") { EditProfileDemo() }
  #Preview("Failure") { FailureDemo() }
  #Preview("Progress") { ProgressDemo() }
  #Preview("Scope") { ScopeDemo() }
  #Preview("Cancel trigger") { CancelTriggerDemo() }
  #Preview("Disabled while busy") { DisabledWhileBusyDemo() }
  #Preview("Sign in (app-driven loading)") { SignInDemo() }
  #Preview("Indicator placement") { IndicatorPlacementDemo() }
  #Preview("Looks gallery") { LooksGalleryDemo() }
  #Preview("Looks: while busy") { BusyLooksDemo().padding() }
  #Preview("Looks: failure") { FailureLooksDemo().padding() }
  #Preview("Looks: progress") { ProgressLooksDemo().padding() }
  #Preview("Looks: custom style") { CustomLookDemo().padding() }
  #Preview("Red label (set inside the label)") { RedLabelDemo() }
  #Preview("Large control, title font") { LargeControlDemo() }
  #Preview("List of 50 rows") { ListOfButtonsDemo() }
  #Preview("Navigation push") { NavigationPushDemo() }
  #Preview("Profile form: errors, busy fields, titles") { ProfileFormDemo() }
  #Preview("Tap to cancel") { TapToCancelDemo() }
  #Preview("Hold on success") { SuccessHoldDemo() }
  #Preview("Looks: held idle") { HeldPhaseRow(phase: .idle).padding() }
  #Preview("Looks: held busy") { HeldPhaseRow(phase: .busy).padding() }
  #Preview("Looks: held at 40%") { HeldPhaseRow(phase: .progress(0.4)).padding() }
  #Preview("Looks: held succeeded") { HeldPhaseRow(phase: .succeeded).padding() }
  #Preview("Looks: held failed") { HeldPhaseRow(phase: .failed).padding() }
  #Preview("Looks: held phases") { HeldPhasesDemo() }
  #Preview("Looks: held phases, right to left") { HeldPhasesRightToLeftDemo() }
  #Preview("Looks: held phases, largest text") { HeldPhasesLargestTextDemo() }
#endif
