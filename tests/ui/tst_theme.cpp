// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Colour that carries meaning stays readable in both of the console's themes: every state
// colour, tone and banner, the series and axis labels of every chart, and the timeline's bars
// under their white labels keep a WCAG contrast of at least 4.5:1 with what they are drawn
// on. The charts are made as the console makes them, under each theme. A theme chosen while
// the console runs applies at once, to the charts, toned labels, banners and icons too.

#include "ConsoleFixture.h"
#include "timeline/TimelineStyle.h"
#include "ui/ConsoleActions.h"
#include "ui/MainWindow.h"
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
#include <QChartView>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSettings>
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

// Every colour that carries meaning in a whole window, as it is now: chart series and axis
// labels against the chart's background, toned labels' style sheets, banners.
QStringList problemsIn(QWidget& window, bool dark) {
    QStringList problems;
    for (const QChartView* view : window.findChildren<QChartView*>()) {
        const QChart* chart = view->chart();
        const QColor background = chart->backgroundBrush().color();
        if (background != Theme::palette(dark).color(QPalette::Base))
            problems << QStringLiteral("chart %1 on %2").arg(chart->title(), background.name());
        for (const auto& [name, colour] : chartColours(chart))
            problems << checked(name, colour, background);
    }
    const QColor window_ = Theme::palette(dark).color(QPalette::Window);
    for (const QWidget* widget : window.findChildren<QWidget*>()) {
        const QString css = widget->styleSheet();
        for (const Theme::Tone tone : kTones) {
            // A tone of the other theme left behind.
            if (Theme::tone(tone, !dark) != Theme::tone(tone, dark) &&
                css.contains(Theme::tone(tone, !dark).name(), Qt::CaseInsensitive))
                problems << QStringLiteral("%1 keeps %2").arg(widget->objectName(), css);
        }
        if (widget->property("volcanoTone").toInt() >= 0 &&
            widget->property("volcanoTone").isValid()) {
            const auto tone = static_cast<Theme::Tone>(widget->property("volcanoTone").toInt());
            problems << checked(QStringLiteral("toned ") + widget->objectName(),
                                Theme::tone(tone, dark), window_);
        }
    }
    problems.removeAll(QString());
    return problems;
}

// How many pixels of an icon are drawn in a colour near the given one.
int pixelsNear(const QIcon& icon, const QColor& colour) {
    const QImage image = icon.pixmap(24, 24).toImage().convertToFormat(QImage::Format_ARGB32);
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor pixel = image.pixelColor(x, y);
            if (pixel.alpha() > 128 && std::abs(pixel.red() - colour.red()) < 24 &&
                std::abs(pixel.green() - colour.green()) < 24 &&
                std::abs(pixel.blue() - colour.blue()) < 24)
                ++count;
        }
    }
    return count;
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

    // View > Theme while the console runs: the whole window takes the new colours at once.
    void aThemeChosenLiveAppliesAtOnce() {
        Theme::apply(Theme::Choice::Light);
        test::ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("jobs:leader"), QStringLiteral("shard-0")};
        test::ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::MainWindow& window = console.window();
        // Shown, as the console is: a palette reaches a top-level widget through its window.
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const QString& panel :
             {QStringLiteral("quota"), QStringLiteral("planner"), QStringLiteral("locks")})
            window.showPanel(panel);
        QAction* refresh = window.findChild<ui::ConsoleActions*>()->refresh;
        const QColor darkText = Theme::palette(true).color(QPalette::WindowText);
        QCOMPARE(pixelsNear(refresh->icon(), darkText), 0);
        QVERIFY2(problemsIn(window, false).isEmpty(),
                 qPrintable(problemsIn(window, false).join(QLatin1Char('\n'))));

        window.findChild<ui::ConsoleActions*>()->themeDark->trigger();
        QVERIFY(Theme::isDark());
        QCOMPARE(console.app().settings()->value(QLatin1String(Theme::kSettingsKey)).toString(),
                 QStringLiteral("dark"));
        // The application's palette reaches the window through a posted event.
        QTRY_COMPARE(window.palette().color(QPalette::Window),
                     Theme::palette(true).color(QPalette::Window));
        QVERIFY2(problemsIn(window, true).isEmpty(),
                 qPrintable(problemsIn(window, true).join(QLatin1Char('\n'))));
        // The slate toolbar icons are redrawn in the dark theme's text colour.
        QVERIFY(pixelsNear(refresh->icon(), darkText) > 10);

        window.findChild<ui::ConsoleActions*>()->themeLight->trigger();
        QVERIFY(!Theme::isDark());
        QTRY_COMPARE(window.palette().color(QPalette::Window),
                     Theme::palette(false).color(QPalette::Window));
        QVERIFY2(problemsIn(window, false).isEmpty(),
                 qPrintable(problemsIn(window, false).join(QLatin1Char('\n'))));
        QCOMPARE(pixelsNear(refresh->icon(), darkText), 0);
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
