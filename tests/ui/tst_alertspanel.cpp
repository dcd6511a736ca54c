// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The Alerts panel with an alert fired by a real sandbox key, and the rules dialog's checks,
// import and export.
#include "ConsoleFixture.h"
#include "alerts/RuleSet.h"
#include "client/LockClient.h"
#include "console/AlertMonitor.h"
#include "console/ConsoleApp.h"
#include "store/Watchlist.h"
#include "ui/MainWindow.h"
#include "ui/UiResources.h"
#include "ui/alerts/AlertListModel.h"
#include "ui/alerts/AlertRulesDialog.h"
#include "ui/timeline/TimelineView.h"
#include "ui/watch/WatchTableView.h"
#include "ui/widgets/FileDialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

using namespace volcano;
using namespace volcano::test;

namespace {

alerts::AlertRule rule(const QString& name, alerts::RuleKind kind, int seconds,
                       const QString& keys = {}) {
    alerts::AlertRule made;
    made.name = name;
    made.kind = kind;
    made.seconds = seconds;
    made.keys = keys;
    return made;
}

// One rule of each threshold shape, and a webhook the dialog must carry through.
alerts::RuleSet sampleRules() {
    alerts::RuleSet rules;
    rules.rules.append(rule(QStringLiteral("leader missing"), alerts::RuleKind::NoHolder, 10,
                            QStringLiteral("jobs:*")));
    rules.rules.last().severity = QStringLiteral("page");
    alerts::AlertRule flapping =
        rule(QStringLiteral("flapping"), alerts::RuleKind::Flapping, 300, QStringLiteral("db-?"));
    flapping.changes = 5;
    flapping.holdDownSeconds = 2;
    rules.rules.append(flapping);
    alerts::AlertRule quota = rule(QStringLiteral("quota"), alerts::RuleKind::Quota, 0);
    quota.percent = 90;
    quota.clearDownSeconds = 60;
    rules.rules.append(quota);
    rules.webhooks.append({QUrl(QStringLiteral("http://127.0.0.1:9999/hook"))});
    return rules;
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QPushButton* okButton(const QDialog& dialog) {
    return dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
}

} // namespace

class TestAlertsPanel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
    }

    void firedAlertIsListedAndEnterShowsItsKey() {
        const QString freeKey = QStringLiteral("jobs:free");
        const QString otherKey = QStringLiteral("billing:held");
        ConsoleFixture::Setup setup;
        setup.keys = {otherKey, freeKey};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        QVERIFY(console.wait(console.worker().acquire(otherKey, 300)).ok());
        ui::MainWindow& window = console.window();
        auto* panel = requireChild<QWidget>(window, QStringLiteral("alertsPanel"));
        auto* empty = requireChild<QLabel>(*panel, QStringLiteral("alertEmptyState"));
        QVERIFY(window.showPanel(QStringLiteral("alerts")));
        QVERIFY(empty->isVisible());
        QVERIFY(empty->text().contains(QStringLiteral("Alert Rules")));

        alerts::RuleSet rules;
        rules.rules.append(rule(QStringLiteral("nobody home"), alerts::RuleKind::NoHolder, 1,
                                QStringLiteral("jobs:*")));
        QVERIFY(console.app().saveAlertRules(rules));
        QCOMPARE(alerts::RuleSet::load(console.app().alertRulesPath()).value(), rules);
        QSignalSpy fired(&console.app().alerts(), &ui::AlertMonitor::alertFired);
        QVERIFY(fired.wait(15000));
        QCOMPARE(fired.at(0).at(0).value<alerts::AlertEvent>().key, freeKey);

        auto* table = requireChild<QTableView>(*panel, QStringLiteral("alertTable"));
        QVERIFY(table->isVisible());
        QVERIFY(!empty->isVisible());
        const QAbstractItemModel* model = table->model();
        QCOMPARE(model->rowCount(), 1);
        QCOMPARE(model->index(0, ui::AlertListModel::StatusColumn).data().toString(),
                 QStringLiteral("FIRING"));
        QCOMPARE(model->index(0, ui::AlertListModel::RuleColumn).data().toString(),
                 QStringLiteral("nobody home"));
        QCOMPARE(model->index(0, ui::AlertListModel::KeyColumn).data().toString(), freeKey);
        QVERIFY(model->index(0, ui::AlertListModel::DurationColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("so far")));
        QCOMPARE(requireChild<QDockWidget>(window, QStringLiteral("alertsDock"))->windowTitle(),
                 QStringLiteral("Alerts (1 firing)"));
        QCOMPARE(requireChild<QLabel>(window, QStringLiteral("alertStatus"))->text(),
                 QStringLiteral("1 alert firing"));

        // From another tab and another selected key: Enter on the alert goes to its key.
        auto* watchTable = requireChild<ui::WatchTableView>(window, QStringLiteral("watchTable"));
        window.selectKey(otherKey);
        QCOMPARE(watchTable->currentKey(), otherKey);
        QVERIFY(window.showPanel(QStringLiteral("quota")));
        auto* tabs = requireChild<QTabWidget>(window, QStringLiteral("mainTabs"));
        QVERIFY(tabs->currentIndex() != 0);
        table->setCurrentIndex(model->index(0, 0));
        table->setFocus();
        QTest::keyClick(table, Qt::Key_Return);
        QCOMPARE(watchTable->currentKey(), freeKey);
        QCOMPARE(tabs->currentIndex(), 0);

        // The key taken: the alert resolves and is listed after the active ones.
        QVERIFY(console.wait(console.worker().acquire(freeKey, 300)).ok());
        QSignalSpy resolved(&console.app().alerts(), &ui::AlertMonitor::alertResolved);
        QVERIFY(resolved.wait(15000));
        QCOMPARE(model->index(0, ui::AlertListModel::StatusColumn).data().toString(),
                 QStringLiteral("resolved"));
        // The list was reloaded; the operator's row is still the current one.
        QCOMPARE(table->currentIndex().row(), 0);
        QVERIFY(
            requireChild<QPushButton>(*panel, QStringLiteral("showAlertKeyButton"))->isEnabled());
        QCOMPARE(requireChild<QDockWidget>(window, QStringLiteral("alertsDock"))->windowTitle(),
                 QStringLiteral("Alerts"));

        // "Timeline": the Timeline tab, on the alert's key, five minutes either side of it.
        const auto event = static_cast<const ui::AlertListModel*>(model)->eventAt(0);
        requireChild<QPushButton>(*panel, QStringLiteral("showAlertTimelineButton"))->click();
        QCOMPARE(tabs->currentWidget()->objectName(), QStringLiteral("timelinePanel"));
        auto* view = requireChild<ui::TimelineView>(window, QStringLiteral("timelineView"));
        QCOMPARE(view->visibleFromMs(), event.since.addSecs(-300).toMSecsSinceEpoch());
        QCOMPARE(view->timeline().lanes.at(view->currentLane()).key, freeKey);
    }

    // The engine resolves alerts of keys outside the last list it got: a key added after
    // another was removed must be in the list, or its alert would resolve and fire again
    // every second.
    void keyAddedAfterARemovalAlertsSteadily() {
        const QString removed = QStringLiteral("jobs:gone");
        const QString added = QStringLiteral("jobs:added");
        ConsoleFixture::Setup setup;
        setup.keys = {removed};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        QVERIFY(console.wait(console.worker().acquire(removed, 300)).ok());
        alerts::RuleSet rules;
        rules.rules.append(rule(QStringLiteral("nobody home"), alerts::RuleKind::NoHolder, 1,
                                QStringLiteral("jobs:*")));
        QVERIFY(console.app().saveAlertRules(rules));
        QVERIFY(console.app().watchlist().remove(removed));
        console.app().watchlist().addMany({added});

        QSignalSpy fired(&console.app().alerts(), &ui::AlertMonitor::alertFired);
        QSignalSpy resolved(&console.app().alerts(), &ui::AlertMonitor::alertResolved);
        QVERIFY(fired.wait(15000));
        QCOMPARE(fired.at(0).at(0).value<alerts::AlertEvent>().key, added);
        QTest::qWait(2 * ui::AlertMonitor::kEvaluateEveryMs + 500);
        QCOMPARE(resolved.count(), 0);
        QCOMPARE(fired.count(), 1);
        QCOMPARE(console.app().alerts().activeCount(), 1);
    }

    void brokenRuleFileIsShownAtStart() {
        QTemporaryDir dir;
        {
            QFile file(dir.filePath(QStringLiteral("alert-rules.json")));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{\"rules\": [{\"name\": \"x\", \"kind\": \"no_holder\", "
                       "\"secnds\": 10}]}");
        }
        ConsoleFixture::Setup setup;
        setup.consoleDir = dir.path();
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        QVERIFY(console.app().alerts().rules().rules.isEmpty());
        QVERIFY(
            requireChild<QDockWidget>(console.window(), QStringLiteral("alertsDock"))->isVisible());
        auto* problem = requireChild<QLabel>(console.window(), QStringLiteral("alertRulesProblem"));
        QVERIFY(problem->isVisible());
        QVERIFY2(problem->text().contains(QStringLiteral("secnds")), qPrintable(problem->text()));
    }

    void rulesDialogRefusesAnInvalidRuleWithItsMessage() {
        ui::AlertRulesDialog dialog(sampleRules());
        dialog.show();
        auto* name = requireChild<QLineEdit>(dialog, QStringLiteral("ruleName"));
        auto* message = requireChild<QLabel>(dialog, QStringLiteral("ruleMessage"));
        auto* keys = requireChild<QLineEdit>(dialog, QStringLiteral("ruleKeys"));
        QVERIFY(okButton(dialog)->isEnabled());
        QVERIFY(!message->isVisible());

        name->setText(QString());
        QVERIFY(!okButton(dialog)->isEnabled());
        QVERIFY(message->isVisible());
        QCOMPARE(message->text(), QStringLiteral("a rule needs a name"));

        name->setText(QStringLiteral("flapping")); // the second rule's name
        QVERIFY(!okButton(dialog)->isEnabled());
        QVERIFY2(message->text().contains(QStringLiteral("flapping")), qPrintable(message->text()));

        name->setText(QStringLiteral("leader missing"));
        keys->setText(QStringLiteral("jobs/*")); // '/' is never in a key
        QVERIFY(!okButton(dialog)->isEnabled());
        QVERIFY2(message->text().contains(QStringLiteral("leader missing")),
                 qPrintable(message->text()));

        keys->setText(QStringLiteral("jobs:*"));
        QVERIFY(okButton(dialog)->isEnabled());
        QCOMPARE(dialog.rules(), sampleRules());
    }

    void rulesDialogShowsOnlyTheKindsThresholds() {
        ui::AlertRulesDialog dialog(sampleRules());
        dialog.show();
        auto* kind = requireChild<QComboBox>(dialog, QStringLiteral("ruleKind"));
        auto* seconds = requireChild<QWidget>(dialog, QStringLiteral("ruleSeconds"));
        auto* changes = requireChild<QWidget>(dialog, QStringLiteral("ruleChanges"));
        auto* percent = requireChild<QWidget>(dialog, QStringLiteral("rulePercent"));
        auto* keys = requireChild<QWidget>(dialog, QStringLiteral("ruleKeys"));
        QVERIFY(seconds->isVisible() && !changes->isVisible() && !percent->isVisible());
        kind->setCurrentIndex(kind->findData(QStringLiteral("flapping")));
        QVERIFY(seconds->isVisible() && changes->isVisible() && !percent->isVisible());
        kind->setCurrentIndex(kind->findData(QStringLiteral("quota")));
        QVERIFY(!seconds->isVisible() && !changes->isVisible() && percent->isVisible());
        QVERIFY(!keys->isVisible()); // the project, not a key
    }

    void rulesDialogExportsWhatItImported() {
        QTemporaryDir dir;
        const QString original = dir.filePath(QStringLiteral("original.json"));
        const QString exported = dir.filePath(QStringLiteral("exported.json"));
        {
            QFile file(original);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(sampleRules().toJson());
        }
        ui::AlertRulesDialog dialog(alerts::RuleSet{});
        dialog.show();
        auto* table = requireChild<QTableWidget>(dialog, QStringLiteral("ruleTable"));
        QCOMPARE(table->rowCount(), 0);
        ui::FileDialog::setNextFileName(original);
        requireChild<QPushButton>(dialog, QStringLiteral("importRulesButton"))->click();
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(dialog.rules(), sampleRules());

        ui::FileDialog::setNextFileName(exported);
        requireChild<QPushButton>(dialog, QStringLiteral("exportRulesButton"))->click();
        QCOMPARE(readAll(exported), readAll(original));
        const auto again = alerts::RuleSet::load(exported);
        QVERIFY(again);
        QCOMPARE(*again, sampleRules());

        // YAML by the name: written as YAML, read back by a fresh dialog as the same rules.
        const QString yaml = dir.filePath(QStringLiteral("exported.yaml"));
        ui::FileDialog::setNextFileName(yaml);
        requireChild<QPushButton>(dialog, QStringLiteral("exportRulesButton"))->click();
        QVERIFY2(readAll(yaml).startsWith("rules:"), readAll(yaml).constData());
        ui::AlertRulesDialog fromYaml(alerts::RuleSet{});
        ui::FileDialog::setNextFileName(yaml);
        requireChild<QPushButton>(fromYaml, QStringLiteral("importRulesButton"))->click();
        QCOMPARE(fromYaml.rules(), sampleRules());
    }

    void rulesDialogFromTheWindowSavesTheRuleFile() {
        ConsoleFixture console;
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::MainWindow& window = console.window();
        window.showPanel(QStringLiteral("alerts"));
        bool added = false;
        QTimer::singleShot(0, &window, [&added] {
            auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            requireChild<QPushButton>(*dialog, QStringLiteral("addRuleButton"))->click();
            requireChild<QLineEdit>(*dialog, QStringLiteral("ruleName"))
                ->setText(QStringLiteral("leader missing"));
            added = true;
            okButton(*dialog)->click();
        });
        requireChild<QPushButton>(window, QStringLiteral("alertRulesButton"))->click();
        QVERIFY(added);
        const auto saved = alerts::RuleSet::load(console.app().alertRulesPath());
        QVERIFY2(saved, saved ? "" : qPrintable(saved.error().message));
        QCOMPARE(saved->rules.size(), 1);
        QCOMPARE(saved->rules.constFirst().name, QStringLiteral("leader missing"));
        QCOMPARE(console.app().alerts().rules(), *saved);
    }
};

QTEST_MAIN(TestAlertsPanel)
#include "tst_alertspanel.moc"
