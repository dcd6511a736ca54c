// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Colour that carries meaning stays readable in both of the console's themes: every state
// colour, tone and banner, the series and axis labels of every chart, and the timeline's bars
// under their white labels keep a WCAG contrast of at least 4.5:1 with what they are drawn
// on. The charts are made as the console makes them, under each theme.

#include "timeline/TimelineStyle.h"
#include "ui/UiResources.h"
#include "ui/quota/CapacityChartView.h"
#include "ui/quota/QuotaChartView.h"
#include "ui/watch/FencingChartView.h"
#include "ui/widgets/MessageBanner.h"
#include "ui/widgets/Theme.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QTest>

#include <memory>

using namespace volcano;
using volcano::ui::Theme;

namespace {

constexpr LiveState kStates[] = {LiveState::NotRead, LiveState::Free,
                                 LiveState::Held,    LiveState::AtRisk,
                                 LiveState::Expired, LiveState::TakeoverPossible,
                                 LiveState::Stale};
constexpr Theme::Tone kTones[] = {Theme::Tone::Error, Theme::Tone::Warning, Theme::Tone::Success,
                                  Theme::Tone::Muted, Theme::Tone::Info,    Theme::Tone::Accent,
                                  Theme::Tone::Strong};

QString checked(const QString& what, const QColor& colour, const QColor& background) {
    const double ratio = Theme::contrast(colour, background);
    if (ratio >= Theme::kMinimumContrast)
        return {};
    return QStringLiteral("%1: %2 on %3 is %4:1")
        .arg(what, colour.name(), background.name())
        .arg(ratio, 0, 'f', 2);
}

// The colours a chart draws its data and axis labels in.
QList<std::pair<QString, QColor>> chartColours(const QChart* chart) {
    QList<std::pair<QString, QColor>> colours;
    for (QAbstractSeries* series : chart->series()) {
        if (auto* scatter = qobject_cast<QScatterSeries*>(series))
            colours.append({scatter->name(), scatter->color()});
        else if (auto* line = qobject_cast<QLineSeries*>(series))
            colours.append({line->name(), line->pen().color()});
        else if (auto* bars = qobject_cast<QAbstractBarSeries*>(series)) {
            for (QBarSet* set : bars->barSets())
                colours.append({set->label(), set->color()});
        }
    }
    for (const QAbstractAxis* axis : chart->axes())
        colours.append({QStringLiteral("axis labels"), axis->labelsBrush().color()});
    return colours;
}

} // namespace

class TestTheme : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { initVolcanoUiResources(); }
    void cleanupTestCase() { Theme::apply(Theme::Choice::System); }

    void theme_data() {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }

    void paletteTextsAreReadable_data() { theme_data(); }
    void paletteTextsAreReadable() {
        QFETCH(bool, dark);
        const QPalette palette = Theme::palette(dark);
        QStringList problems;
        problems << checked(QStringLiteral("text"), palette.color(QPalette::Text),
                            palette.color(QPalette::Base))
                 << checked(QStringLiteral("alternate rows"), palette.color(QPalette::Text),
                            palette.color(QPalette::AlternateBase))
                 << checked(QStringLiteral("window text"), palette.color(QPalette::WindowText),
                            palette.color(QPalette::Window))
                 << checked(QStringLiteral("buttons"), palette.color(QPalette::ButtonText),
                            palette.color(QPalette::Button))
                 << checked(QStringLiteral("selection"), palette.color(QPalette::HighlightedText),
                            palette.color(QPalette::Highlight))
                 << checked(QStringLiteral("placeholders"),
                            palette.color(QPalette::PlaceholderText),
                            palette.color(QPalette::Base));
        problems.removeAll(QString());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // A state's colour is its text in the table (on rows and alternate rows) and in the
    // detail, and the fill of the detail's badge under badge-coloured text.
    void stateColoursAreReadable_data() { theme_data(); }
    void stateColoursAreReadable() {
        QFETCH(bool, dark);
        const QPalette palette = Theme::palette(dark);
        QStringList problems;
        for (const LiveState state : kStates) {
            const QColor colour = Theme::stateColor(state, dark);
            const QString name = liveStateName(state);
            problems << checked(name, colour, palette.color(QPalette::Base))
                     << checked(name + QStringLiteral(" (alternate row)"), colour,
                                palette.color(QPalette::AlternateBase))
                     << checked(name + QStringLiteral(" (detail)"), colour,
                                palette.color(QPalette::Window))
                     << checked(name + QStringLiteral(" badge"), Theme::badgeText(dark), colour);
        }
        for (const Theme::Tone tone : kTones)
            problems << checked(QStringLiteral("tone %1").arg(int(tone)), Theme::tone(tone, dark),
                                palette.color(QPalette::Window))
                     << checked(QStringLiteral("tone %1 in a table").arg(int(tone)),
                                Theme::tone(tone, dark), palette.color(QPalette::Base));
        problems.removeAll(QString());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void bannersAreReadable_data() { theme_data(); }
    void bannersAreReadable() {
        QFETCH(bool, dark);
        QStringList problems;
        for (const auto kind :
             {ui::MessageBanner::Kind::Info, ui::MessageBanner::Kind::Warning,
              ui::MessageBanner::Kind::Error, ui::MessageBanner::Kind::ReadOnly}) {
            const QColor background = ui::MessageBanner::background(kind, dark);
            problems << checked(QStringLiteral("banner %1").arg(int(kind)),
                                ui::MessageBanner::bannerText(dark), background)
                     << checked(QStringLiteral("banner %1, muted").arg(int(kind)),
                                Theme::tone(Theme::Tone::Muted, dark), background);
        }
        problems.removeAll(QString());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // Each chart as the console makes it under the theme.
    void chartsAreReadable_data() { theme_data(); }
    void chartsAreReadable() {
        QFETCH(bool, dark);
        Theme::apply(dark ? Theme::Choice::Dark : Theme::Choice::Light);
        QCOMPARE(Theme::isDark(), dark);
        ui::QuotaChartView quota;
        ui::FencingChartView fencing;
        ui::CapacityChartView capacity;
        QStringList problems;
        for (const QChart* chart : {quota.chart(), fencing.chart(), capacity.chart()}) {
            const QColor background = chart->backgroundBrush().color();
            const auto colours = chartColours(chart);
            QVERIFY(colours.size() >= 3);
            for (const auto& [name, colour] : colours)
                problems << checked(name, colour, background);
        }
        problems.removeAll(QString());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The timeline writes fencing tokens in white on its bars, in either theme.
    void timelineBarsCarryTheirLabels() {
        QStringList problems;
        for (const auto end : {timeline::BarEnd::Ongoing, timeline::BarEnd::Released,
                               timeline::BarEnd::Expired, timeline::BarEnd::TakenOver,
                               timeline::BarEnd::ForceReleased, timeline::BarEnd::Unknown})
            problems << checked(timeline::barEndName(end), Qt::white,
                                QColor(timeline::style::barColour(end)));
        problems.removeAll(QString());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void contrastIsComputedAsWcagSays() {
        QCOMPARE(Theme::contrast(Qt::black, Qt::white), 21.0);
        QCOMPARE(Theme::contrast(Qt::white, Qt::white), 1.0);
        // #767676 on white is the classic 4.54:1.
        QVERIFY(qAbs(Theme::contrast(QColor(0x76, 0x76, 0x76), Qt::white) - 4.54) < 0.01);
    }
};

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
