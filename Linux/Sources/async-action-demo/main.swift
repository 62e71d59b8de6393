// The "Edit Profile" demo: a GTK window (`--text` plays the same screen in the terminal,
// `--screenshot DIR` writes screenshots, and with no display the demo runs itself under Xvfb).
//
// NB: `main` stays synchronous. GTK must run on the main thread, and an `async` main would park
// the main thread and run main-actor code on a worker thread.

import Foundation

exit(GTKDemo.main(arguments: Array(CommandLine.arguments.dropFirst())))
