// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/Theme.h"

#include "ui/widgets/ThemeNotifier.h"
#include "ui/widgets/ThemedIconEngine.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>
#include <QVariant>
#include <QWidget>

#include <cmath>
#include <optional>

namespace volcano::ui {

namespace {

Theme::Choice g_choice = Theme::Choice::System;
std::optional<QPalette> g_desktopPalette;
QString g_desktopStyle;
bool g_applied = false;

// A toned widget's tone (an int, -1 for none) and extra CSS, for re-toning it.
constexpr char kToneProperty[] = "volcanoTone";
constexpr char kToneExtraProperty[] = "volcanoToneExtra";

// Lightness below the middle: a dark window background.
bool paletteIsDark(const QPalette& palette) {
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor hex(const char* rgb) {
    return QColor(QLatin1String(rgb));
}

} // namespace

void Theme::apply(Choice choice) {
    if (!g_desktopPalette) {
        g_desktopPalette = QApplication::palette();
        g_desktopStyle = QApplication::style()->name();
    }
    const bool running = g_applied;
    g_applied = true;
    g_choice = choice;
    const QString style = choice == Choice::System ? g_desktopStyle : QStringLiteral("fusion");
    // Fusion draws every control from the palette, so the console's own palettes hold on
    // any desktop.
    if (QApplication::style()->name().compare(style, Qt::CaseInsensitive) != 0) {
        if (QStyle* chosen = QStyleFactory::create(style))
            QApplication::setStyle(chosen);
    }
    QApplication::setPalette(choice == Choice::System ? *g_desktopPalette
                                                      : palette(choice == Choice::Dark));
    if (!running)
        return;
    for (QWidget* widget : QApplication::allWidgets()) {
        const QVariant tone = widget->property(kToneProperty);
        if (tone.isValid())
            setTone(widget,
                    tone.toInt() < 0 ? std::nullopt
                                     : std::optional(static_cast<Tone>(tone.toInt())),
                    widget->property(kToneExtraProperty).toString());
    }
    Q_EMIT ThemeNotifier::instance().changed();
}

Theme::Choice Theme::current() {
    return g_choice;
}

bool Theme::isDark() {
    switch (g_choice) {
    case Choice::Light:
        return false;
    case Choice::Dark:
        return true;
    case Choice::System:
        break;
    }
    return paletteIsDark(QApplication::palette());
}

QColor Theme::stateColor(LiveState state, bool dark) {
    // The states share the tones' colours: a free lock is a success, an ended lease an error.
    switch (state) {
    case LiveState::Free:
        return tone(Tone::Success, dark);
    case LiveState::Held:
        return tone(Tone::Info, dark);
    case LiveState::AtRisk:
        return tone(Tone::Warning, dark);
    case LiveState::Expired:
    case LiveState::TakeoverPossible:
        return tone(Tone::Error, dark);
    case LiveState::Stale:
        return hex(dark ? "#bcaaa4" : "#795548");
    case LiveState::NotRead:
        break;
    }
    return hex(dark ? "#bdbdbd" : "#616161");
}

QColor Theme::badgeText(bool dark) {
    return hex(dark ? "#121212" : "#ffffff");
}

QColor Theme::tone(Tone tone, bool dark) {
    switch (tone) {
    case Tone::Error:
        return hex(dark ? "#ef9a9a" : "#c62828");
    case Tone::Warning:
        return hex(dark ? "#ffb74d" : "#a65400");
    case Tone::Success:
        return hex(dark ? "#81c784" : "#2a7030");
    case Tone::Info:
        return hex(dark ? "#64b5f6" : "#1565c0");
    case Tone::Accent:
        return hex(dark ? "#ce93d8" : "#8e24aa");
    case Tone::Strong:
        return hex(dark ? "#eceff1" : "#37474f");
    case Tone::Muted:
        break;
    }
    return hex(dark ? "#b0bec5" : "#4e6570");
}

QString Theme::toneStyle(Tone tone) {
    return QStringLiteral("color: %1;").arg(Theme::tone(tone).name());
}

void Theme::setTone(QWidget* widget, std::optional<Tone> tone, const QString& extra) {
    widget->setProperty(kToneProperty, tone ? static_cast<int>(*tone) : -1);
    widget->setProperty(kToneExtraProperty, extra);
    const QString css =
        tone ? toneStyle(*tone) + (extra.isEmpty() ? QString() : QLatin1Char(' ') + extra) : extra;
    if (widget->styleSheet() != css)
        widget->setStyleSheet(css);
}

QString Theme::recoloured(QString html) {
    if (!isDark())
        return html;
    for (const auto& [light, tone] :
         {std::pair{"#c62828", Tone::Error}, std::pair{"#2e7d32", Tone::Success},
          std::pair{"#607d8b", Tone::Muted}})
        html.replace(QLatin1String(light), Theme::tone(tone, true).name());
    return html;
}

QString Theme::retoned(QString html) {
    const bool dark = isDark();
    for (const Tone each : {Tone::Error, Tone::Warning, Tone::Success, Tone::Muted, Tone::Info,
                            Tone::Accent, Tone::Strong})
        html.replace(tone(each, !dark).name(), tone(each, dark).name(), Qt::CaseInsensitive);
    // The force-release marker's colour, the one state colour written into texts.
    html.replace(stateColor(LiveState::Stale, !dark).name(),
                 stateColor(LiveState::Stale, dark).name(), Qt::CaseInsensitive);
    return html;
}

QIcon Theme::icon(const QString& path) {
    return QIcon(new ThemedIconEngine(path));
}

QPalette Theme::palette(bool dark) {
    if (!dark) {
        QPalette light(hex("#efefef"));
        light.setColor(QPalette::Base, Qt::white);
        light.setColor(QPalette::AlternateBase, hex("#f5f5f5"));
        light.setColor(QPalette::Text, hex("#1a1a1a"));
        light.setColor(QPalette::WindowText, hex("#1a1a1a"));
        light.setColor(QPalette::ButtonText, hex("#1a1a1a"));
        light.setColor(QPalette::Highlight, hex("#1e6bb8"));
        light.setColor(QPalette::HighlightedText, Qt::white);
        light.setColor(QPalette::PlaceholderText, hex("#6b6b6b"));
        return light;
    }
    QPalette palette;
    palette.setColor(QPalette::Window, hex("#2b2b2b"));
    palette.setColor(QPalette::WindowText, hex("#e6e6e6"));
    palette.setColor(QPalette::Base, hex("#1e1e1e"));
    palette.setColor(QPalette::AlternateBase, hex("#262626"));
    palette.setColor(QPalette::Text, hex("#e6e6e6"));
    palette.setColor(QPalette::Button, hex("#353535"));
    palette.setColor(QPalette::ButtonText, hex("#e6e6e6"));
    palette.setColor(QPalette::BrightText, hex("#ff8a80"));
    palette.setColor(QPalette::ToolTipBase, hex("#3a3a3a"));
    palette.setColor(QPalette::ToolTipText, hex("#e6e6e6"));
    palette.setColor(QPalette::Highlight, hex("#2f6aa8"));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Link, hex("#82b1ff"));
    palette.setColor(QPalette::PlaceholderText, hex("#9e9e9e"));
    palette.setColor(QPalette::Light, hex("#4a4a4a"));
    palette.setColor(QPalette::Midlight, hex("#3f3f3f"));
    palette.setColor(QPalette::Mid, hex("#5a5a5a"));
    palette.setColor(QPalette::Dark, hex("#1a1a1a"));
    palette.setColor(QPalette::Shadow, hex("#0a0a0a"));
    for (const QPalette::ColorRole role :
         {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, hex("#7a7a7a"));
    return palette;
}

double Theme::luminance(const QColor& color) {
    const auto channel = [](double value) {
        return value <= 0.03928 ? value / 12.92 : std::pow((value + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF()) +
           0.0722 * channel(color.blueF());
}

double Theme::contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QString Theme::name(Choice choice) {
    switch (choice) {
    case Choice::Light:
        return QStringLiteral("light");
    case Choice::Dark:
        return QStringLiteral("dark");
    case Choice::System:
        break;
    }
    return QStringLiteral("system");
}

std::optional<Theme::Choice> Theme::fromName(const QString& name) {
    for (const Choice choice : {Choice::System, Choice::Light, Choice::Dark}) {
        if (Theme::name(choice) == name)
            return choice;
    }
    return std::nullopt;
}

} // namespace volcano::ui
