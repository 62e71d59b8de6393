#ifndef ASYNC_ACTION_GTK_SHIM_H
#define ASYNC_ACTION_GTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <sys/eventfd.h>

// libdispatch's hooks for running its main queue inside another event loop (CoreFoundation uses
// them). Not in an installed header; declared here with libdispatch's own signatures.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *_Nullable msg);

// Macros and variadic functions do not import into Swift: small wrappers.

// Every GtkWidget is a GtkAccessible (GtkWidget implements the interface): a plain cast. The
// checked GTK_ACCESSIBLE() looks the interface up in the type system on every call, which a
// button pays for each accessible update (about 350 instructions), and every
// gtk_accessible_* function checks its argument again anyway.
static inline GtkAccessible *_Nonnull aab_accessible(GtkWidget *_Nonnull widget) {
  return (GtkAccessible *)widget;
}

static inline void aab_accessible_set_busy(GtkWidget *_Nonnull widget, gboolean busy) {
  gtk_accessible_update_state(aab_accessible(widget), GTK_ACCESSIBLE_STATE_BUSY, busy, -1);
}

// Whether an accessible state is set to TRUE (not merely present: a state set to FALSE is
// present too), as the accessible tree reports it. GTK sets DISABLED on an insensitive widget.
static inline gboolean aab_accessible_state_is_true(GtkWidget *_Nonnull widget, GtkAccessibleState state) {
  if (!gtk_test_accessible_has_state(aab_accessible(widget), state)) return FALSE;
  char *mismatch = gtk_test_accessible_check_state(aab_accessible(widget), state, TRUE);
  gboolean set = mismatch == NULL;
  g_free(mismatch);
  return set;
}

static inline void aab_accessible_set_hidden(GtkWidget *_Nonnull widget, gboolean hidden) {
  gtk_accessible_update_state(aab_accessible(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

// Sets a string property (LABEL, DESCRIPTION, VALUE_TEXT), or removes it for NULL.
static inline void aab_accessible_set_text(GtkWidget *_Nonnull widget, GtkAccessibleProperty property,
                                           const char *_Nullable text) {
  if (text) {
    gtk_accessible_update_property(aab_accessible(widget), property, text, -1);
  } else {
    gtk_accessible_reset_property(aab_accessible(widget), property);
  }
}

// The accessible DESCRIPTION and VALUE_TEXT, both set to `text` in one update (one notification),
// or both reset for NULL, also in one update: a NULL string resets a string property (GTK 4.8
// collects no value for it, which removes the property, as gtk_accessible_reset_property does).
static inline void aab_accessible_set_description_and_value(GtkWidget *_Nonnull widget,
                                                            const char *_Nullable text) {
  gtk_accessible_update_property(aab_accessible(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                 GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
}

static inline gulong aab_signal_connect(gpointer _Nonnull instance, const char *_Nonnull signal,
                                        GCallback _Nonnull handler, gpointer _Nullable data,
                                        GClosureNotify _Nullable destroy) {
  return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

/// A `GtkOverlay` that assistive technologies see as a plain container (the GROUP role, as a
/// `GtkBox`), not as GTK 4.8's default "filler": the role can only be set at construction.
static inline GtkWidget *_Nonnull aab_overlay_new_group(void) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_OVERLAY, "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL));
}

/// The `gtk-enable-animations` setting of a display's settings (`g_object_get` is variadic).
static inline gboolean aab_settings_animations_enabled(GtkSettings *_Nonnull settings) {
  gboolean enabled = TRUE;
  g_object_get(settings, "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

/// The `gtk-theme-name` setting of a display's settings, to be freed with `g_free`; `NULL` when
/// none is set.
static inline gchar *_Nullable aab_settings_theme_name(GtkSettings *_Nonnull settings) {
  gchar *name = NULL;
  g_object_get(settings, "gtk-theme-name", &name, NULL);
  return name;
}

#endif
