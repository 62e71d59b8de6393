#ifndef ASYNC_ACTION_DEMO_CGTK_SHIM_H
#define ASYNC_ACTION_DEMO_CGTK_SHIM_H

// The demo's and the bench's own view of GTK 4, as an app has one: the widget's C module is
// internal to it, so code that places the widget imports GTK by a module of its own. Its name is
// the one Swift GTK frameworks give theirs, which the widget's module never clashes with.

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <stdio.h>

// Macros and variadic functions do not import into Swift: small wrappers.

static inline gulong cgtk_signal_connect(gpointer _Nonnull instance, const char *_Nonnull signal,
                                         GCallback _Nonnull handler, gpointer _Nullable data,
                                         GClosureNotify _Nullable destroy) {
  return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

static inline void cgtk_line_buffer_stdout(void) {
  setvbuf(stdout, NULL, _IOLBF, 0);
}

static inline void cgtk_emit_clicked(GtkWidget *_Nonnull widget) {
  g_signal_emit_by_name(widget, "clicked");
}

// GtkSettings' font, as "Family Size" (`gtk-font-name`): the caller frees the name it gets.
static inline char *_Nullable cgtk_settings_font_name(GtkSettings *_Nonnull settings) {
  char *name = NULL;
  g_object_get(settings, "gtk-font-name", &name, NULL);
  return name;
}

static inline void cgtk_settings_set_font_name(GtkSettings *_Nonnull settings, const char *_Nonnull name) {
  g_object_set(settings, "gtk-font-name", name, NULL);
}

#endif
