// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The Timeline tab: the view on a scripted incident (hit testing, zoom and pan by keyboard,
// clicks) and the panel in a whole console against a real sandbox (its own reads on the
// timeline; PNG, SVG, CSV, JSON and the incident report written).

#include "ConsoleFixture.h"
#include "client/Clock.h"
#include "client/LockClient.h"
#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "store/AppDatabase.h"
#include "store/TimelineSource.h"
#include "support/ScriptedIncident.h"
#include "timeline/TimelineBuilder.h"
#include "ui/MainWindow.h"
#include "ui/UiResources.h"
#include "ui/timeline/TimelinePanel.h"
#include "ui/timeline/TimelineView.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <memory>

using namespace volcano;
using namespace volcano::test;
using volcano::ui::TimelineView;

namespace {

timeline::Timeline scriptedTimeline(const QTemporaryDir& dir) {
    AppDatabase db(dir.filePath(QStringLiteral("console.sqlite")));
    if (!db.open() || !ScriptedIncident::write(db, QStringLiteral("prod")))
        qFatal("cannot write the scripted incident");
    const TimelineQuery query{QStringLiteral("prod"),
                              ScriptedIncident::keys(),
                              ScriptedIncident::start(),
                              ScriptedIncident::end(),
                              {},
                              {}};
    timeline::TimelineBuilder::Options options;
    options.from = query.from;
    options.to = query.to;
    options.keys = query.keys;
    return timeline::TimelineBuilder::build(TimelineSource(db).load(query).value(), options);
}

// The middle of a lane at a time.
QPoint pointAt(const TimelineView& view, int lane, int second) {
    return {int(view.xOf(ScriptedIncident::ms(second))), TimelineView::kAxisHeight +
                                                             lane * TimelineView::kLaneHeight +
                                                             TimelineView::kLaneHeight / 2};
}

} // namespace

class TestTimelinePanel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
    }

    void hoverTellsWhatIsUnderThePointer() {
        QTemporaryDir dir;
        TimelineView view;
        view.resize(1200, 400);
        view.setTimeline(scriptedTimeline(dir));
        // Lanes: cold:key, jobs:leader, quiet:key, reports:nightly.
        const TimelineView::Hit bar = view.hitAt(pointAt(view, 1, 40));
        QCOMPARE(bar.key, QStringLiteral("jobs:leader"));
        QVERIFY(bar.bar.has_value());
        QCOMPARE(bar.bar->token, FencingToken(100));
        QVERIFY2(bar.text.contains(QStringLiteral("expired")), qPrintable(bar.text));
        const TimelineView::Hit unknown = view.hitAt(pointAt(view, 0, 300));
        QVERIFY(!unknown.bar);
        QVERIFY2(unknown.text.contains(QStringLiteral("not seen")), qPrintable(unknown.text));
        const TimelineView::Hit forced = view.hitAt(pointAt(view, 1, 90));
        QVERIFY2(forced.text.contains(QStringLiteral("alice")), qPrintable(forced.text));
    }

    void keyboardZoomsPansAndOpens() {
        QTemporaryDir dir;
        TimelineView view;
        view.resize(1200, 400);
        view.setTimeline(scriptedTimeline(dir));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.visibleToMs() - view.visibleFromMs(), 600'000);
        QTest::keyClick(&view, Qt::Key_Plus);
        QCOMPARE(view.visibleToMs() - view.visibleFromMs(), 300'000);
        const qint64 from = view.visibleFromMs();
        QTest::keyClick(&view, Qt::Key_Right);
        QCOMPARE(view.visibleFromMs(), from + 75'000);
        for (int i = 0; i < 5; ++i)
            QTest::keyClick(&view, Qt::Key_Plus);
        QCOMPARE(view.visibleToMs() - view.visibleFromMs(), TimelineView::kMinSpanMs);
        QTest::keyClick(&view, Qt::Key_Home);
        QCOMPARE(view.visibleFromMs(), ScriptedIncident::ms(0));
        QVERIFY(view.isShowingWholeRange());
        QSignalSpy opened(&view, &TimelineView::keyActivated);
        QTest::keyClick(&view, Qt::Key_Down);
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.at(0).at(0).toString(), QStringLiteral("jobs:leader"));
        // A click on a bar opens its key; a drag pans and opens nothing.
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, pointAt(view, 3, 10));
        QCOMPARE(opened.size(), 2);
        QCOMPARE(opened.at(1).at(0).toString(), QStringLiteral("reports:nightly"));
        const QPoint start = pointAt(view, 1, 300);
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, start);
        QTest::mouseMove(view.viewport(), start + QPoint(100, 0));
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, start + QPoint(100, 0));
        QVERIFY(view.visibleFromMs() < ScriptedIncident::ms(0));
        QCOMPARE(opened.size(), 2);
    }

    // The console's own reads of a lock a worker holds, on the tab, and every export.
    void consoleReadsOnTheTimelineAndExports() {
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("held-key"), QStringLiteral("free-key")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        QVERIFY(
            ConsoleFixture::wait(console.worker().acquire(QStringLiteral("held-key"), 30)).ok());
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("held-key")), WatchState::Held,
                                  8000);
        QVERIFY(console.window().showPanel(QStringLiteral("timeline")));
        auto* panel =
            requireChild<ui::TimelinePanel>(console.window(), QStringLiteral("timelinePanel"));
        panel->reload();
        const timeline::Timeline& shown = panel->view().timeline();
        QCOMPARE(shown.lanes.size(), 2);
        const timeline::Lane* held = shown.lane(QStringLiteral("held-key"));
        QVERIFY(held != nullptr);
        QCOMPARE(held->bars.size(), 1);
        QCOMPARE(held->bars[0].end, timeline::BarEnd::Ongoing);
        QVERIFY(held->reads > 0);
        QVERIFY(shown.lane(QStringLiteral("free-key"))->bars.isEmpty());

        QTemporaryDir out;
        const QString png = out.filePath(QStringLiteral("timeline.png"));
        QVERIFY(panel->exportImage(png).has_value());
        QCOMPARE(QImage(png).height(), TimelineView::kAxisHeight + 3 * TimelineView::kLaneHeight);
        const QString svg = out.filePath(QStringLiteral("timeline.svg"));
        QVERIFY(panel->exportImage(svg).has_value());
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&svgFile);
        while (!xml.atEnd())
            xml.readNext();
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        const QString csv = out.filePath(QStringLiteral("events.csv"));
        QVERIFY(panel->exportEvents(csv).has_value());
        QFile csvFile(csv);
        QVERIFY(csvFile.open(QIODevice::ReadOnly));
        const QByteArray events = csvFile.readAll();
        QVERIFY(events.startsWith("Time (UTC),Key,Event,Details,Request id\r\n"));
        // Acquired after the console's first read, or before it (first seen): either way a row.
        QVERIFY2(events.contains("held-key,acquired") || events.contains("held-key,first-seen"),
                 events.constData());
        const QString report = out.filePath(QStringLiteral("report.json"));
        QVERIFY(panel->writeReport(report).has_value());
        QFile reportFile(report);
        QVERIFY(reportFile.open(QIODevice::ReadOnly));
        const QJsonObject json = QJsonDocument::fromJson(reportFile.readAll()).object();
        QCOMPARE(json.value(QStringLiteral("keys")).toArray().size(), 2);
        QVERIFY(
            json.value(QStringLiteral("source")).toString().contains(QStringLiteral("profile")));
        const QString html = out.filePath(QStringLiteral("report.html"));
        QVERIFY(panel->writeReport(html).has_value());
        QVERIFY(!panel->exportImage(QStringLiteral("/nonexistent/dir/t.png")).has_value());

        // From an alert: its key, five minutes either side (the report's range from then on).
        const QDateTime now = console.app().session().client().clock().utcNow();
        panel->showAround(QStringLiteral("held-key"), now.addSecs(-90), now.addSecs(-60));
        QCOMPARE(panel->view().visibleFromMs(), now.addSecs(-390).toMSecsSinceEpoch());
        QVERIFY(panel->view().visibleToMs() >= now.toMSecsSinceEpoch() - 1000);
        const int lane = panel->view().currentLane();
        QCOMPARE(panel->view().timeline().lanes.at(lane).key, QStringLiteral("held-key"));
    }

    // Lanes for the watched keys, what the Locks tab shows or has selected, or every key
    // read, narrowed by text or a wildcard; a console started a moment ago shows its first
    // reads, not 15 minutes of hatching; a view zoomed in at the end follows the end.
    void lanesFollowTheLocksTabAndAFilter() {
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("jobs:a"), QStringLiteral("jobs:b"), QStringLiteral("mail:c")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        QTRY_VERIFY_WITH_TIMEOUT(console.shownState(QStringLiteral("mail:c")) == WatchState::Free,
                                 8000);
        QVERIFY(console.window().showPanel(QStringLiteral("timeline")));
        auto* panel =
            requireChild<ui::TimelinePanel>(console.window(), QStringLiteral("timelinePanel"));
        auto laneKeys = [panel] {
            QStringList keys;
            for (const timeline::Lane& lane : panel->view().timeline().lanes)
                keys.append(lane.key);
            return keys;
        };
        panel->reload();
        QCOMPARE(laneKeys(), setup.keys);
        // Fitted to what is known: the console's first read, not the range's start.
        const timeline::Timeline& shown = panel->view().timeline();
        QVERIFY(panel->view().visibleFromMs() > shown.fromMs + 10 * 60'000);
        QCOMPARE(panel->view().visibleToMs(), shown.toMs);

        console.window().selectKey(QStringLiteral("jobs:b"));
        panel->setLaneChoice(ui::TimelinePanel::LaneChoice::SelectedInLocksTab);
        QCOMPARE(laneKeys(), QStringList{QStringLiteral("jobs:b")});
        console.window().selectKey(QStringLiteral("mail:c")); // the lanes follow the selection
        QCOMPARE(laneKeys(), QStringList{QStringLiteral("mail:c")});
        panel->setLaneChoice(ui::TimelinePanel::LaneChoice::ShownInLocksTab);
        QCOMPARE(laneKeys(), setup.keys);
        panel->setLaneFilter(QStringLiteral("JOBS"));
        QCOMPARE(laneKeys(), (QStringList{QStringLiteral("jobs:a"), QStringLiteral("jobs:b")}));
        panel->setLaneFilter(QStringLiteral("*:?"));
        QCOMPARE(laneKeys(), setup.keys);
        panel->setLaneFilter(QStringLiteral("nothing-like-it"));
        QVERIFY(laneKeys().isEmpty());
        auto* summary = requireChild<QLabel>(*panel, QStringLiteral("timelineSummary"));
        QVERIFY2(summary->text().contains(QStringLiteral("No key matches the filter")),
                 qPrintable(summary->text()));
        panel->setLaneFilter(QString());
        panel->setLaneChoice(ui::TimelinePanel::LaneChoice::EveryKeyRead);
        QCOMPARE(laneKeys(), setup.keys);

        // Zoomed in at the end: a reload a few seconds later moves the view along.
        panel->view().setVisibleRange(shown.toMs - 60'000, shown.toMs);
        const qint64 before = panel->view().visibleToMs();
        QTest::qWait(1100);
        panel->reload();
        QVERIFY(!panel->feed().lastUpdateWasFull()); // only what is new was read
        QVERIFY(panel->view().visibleToMs() >= before + 1000);
        QCOMPARE(panel->view().visibleToMs(), panel->view().timeline().toMs);
        QCOMPARE(panel->view().visibleToMs() - panel->view().visibleFromMs(), 60'000);
    }
};

QTEST_MAIN(TestTimelinePanel)
#include "tst_timeline.moc"
