import AsyncActionGTK
import CGtk
import Foundation

// A window with one button; the app presses it, as a click would, and prints how the run ended
// and whether the button showed its spinner meanwhile. Exits 0 when the run succeeded on screen
// with its spinner shown.
gtk_init()
AsyncActionMainLoopBridge.install()

let window = gtk_window_new()!
let asWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
let save = AsyncActionButtonWidget(label: "Save") {
  try await Task.sleep(for: .seconds(1))
}
gtk_window_set_child(asWindow, UnsafeMutablePointer(save.widget))
gtk_window_present(asWindow)

var outcome: ActionOutcome?
var spinnerShown = false
save.onEvent = { event in
  if case .finished(_, let ended) = event.kind { outcome = ended }
}
while gtk_widget_get_mapped(window) == 0 { g_main_context_iteration(nil, 1) }
print("pressed: \(save.press())")
while outcome == nil {
  g_main_context_iteration(nil, 1)
  if save.engine.isBusyIndicatorVisible { spinnerShown = true }
}
print("finished: \(outcome!), spinner shown: \(spinnerShown)")
gtk_window_destroy(asWindow)
while g_main_context_iteration(nil, 0) != 0 {}
if case .succeeded = outcome, spinnerShown { exit(0) }
exit(1)
