// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "console/LiveState.h"

#include <QColor>
#include <QIcon>
#include <QPalette>
#include <QString>

class QWidget;

#include <optional>

namespace volcano::ui {

// The console's colours in a light and a dark variant. "System" keeps the desktop's palette
// and picks the variant that suits it (a dark desktop theme gets the dark colours); "Light"
// and "Dark" are the console's own palettes on the Fusion style. Every colour that carries
// meaning (lock states, errors, warnings) keeps a contrast of at least 4.5:1 (WCAG AA) with
// the background it is drawn on, in both variants (tests/ui/tst_theme.cpp computes it).
class Theme {
public:
    enum class Choice { System, Light, Dark };
    // Meanings, not hues: Accent and Strong for chart series that need a colour of their own.
    enum class Tone { Error, Warning, Success, Muted, Info, Accent, Strong };
    static constexpr double kMinimumContrast = 4.5;
    static constexpr char kSettingsKey[] = "appearance/theme"; // "system", "light" or "dark"

    // Applies a choice to the application; remembers the desktop's palette and style the
    // first time. Before the first window every widget is made with it; later, widgets drawn
    // from the palette follow at once, toned labels (setTone) are re-toned, and
    // ThemeNotifier::changed() tells the widgets with colours of their own.
    static void apply(Choice choice);
    static Choice current();
    // Whether the palette in use is dark (the desktop's, under System).
    static bool isDark();

    static QColor stateColor(LiveState state, bool dark);
    static QColor stateColor(LiveState state) { return stateColor(state, isDark()); }
    // Text on a badge filled with a state's colour.
    static QColor badgeText(bool dark);
    static QColor tone(Tone tone, bool dark);
    static QColor tone(Tone tone) { return Theme::tone(tone, isDark()); }
    // "color: #rrggbb;" for a label's style sheet.
    static QString toneStyle(Tone tone);
    // Sets a widget's style sheet to a tone's colour and the extra CSS ("font-weight: bold;"),
    // or to the extra CSS alone without a tone, and keeps it in that tone when the theme
    // changes while the console runs.
    static void setTone(QWidget* widget, std::optional<Tone> tone, const QString& extra = {});
    // Rich text written with the light tones' colours (#c62828 error, #2e7d32 success,
    // #607d8b muted, as in the translations) in the tones of the palette in use.
    static QString recoloured(QString html);
    // Rich text written in the other theme's tones and state colours, in the tones of the
    // theme in use: what a text made before a switch of theme becomes.
    static QString retoned(QString html);
    static QPalette palette(bool dark);
    // An icon of the console's (":/icons/x.svg"): as drawn in the light theme; in the dark one
    // its grey and black strokes in the window's text colour, coloured parts kept.
    static QIcon icon(const QString& path);

    // The WCAG 2 contrast ratio of two colours (1 to 21).
    static double contrast(const QColor& a, const QColor& b);

    static QString name(Choice choice); // "system", "light", "dark"
    static std::optional<Choice> fromName(const QString& name);

private:
    static double luminance(const QColor& color);
};

} // namespace volcano::ui
