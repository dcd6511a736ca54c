// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The audit log view's exports and the request log's copyable request ids, with a real
// sandbox producing the requests.
#include "ConsoleFixture.h"
#include "console/ConsoleApp.h"
#include "store/AuditLog.h"
#include "store/RequestLog.h"
#include "ui/MainWindow.h"
#include "ui/UiResources.h"
#include "ui/logs/AuditLogModel.h"
#include "ui/logs/AuditLogView.h"
#include "ui/logs/RequestFilterProxy.h"
#include "ui/logs/RequestLogModel.h"
#include "ui/logs/RequestLogView.h"
#include "ui/widgets/CopyTableView.h"
#include "ui/widgets/FileDialog.h"

#include <QAbstractItemModelTester>
#include <QClipboard>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTest>

using namespace volcano;
using namespace volcano::test;

namespace {

void appendForceRelease(AuditLog& log, const QString& key, FencingToken before) {
    AuditEntry entry;
    entry.profileId = QStringLiteral("p");
    entry.profileName = QStringLiteral("Prod, EU");
    entry.key = key;
    entry.action = AuditAction::ForceRelease;
    entry.requestId = QStringLiteral("4d0d1b7c-6b09-4a8e-9b7c-30f3a2f1c8e2");
    entry.outcome = QStringLiteral("ok");
    entry.httpStatus = 204;
    entry.tokenBefore = before;
    QVERIFY(log.append(entry));
}

} // namespace

class TestLogViews : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
    }

    void auditViewExportsWhatItShows_data() {
        QTest::addColumn<bool>("json");
        QTest::newRow("csv") << false;
        QTest::newRow("json") << true;
    }

    void auditViewExportsWhatItShows() {
        QFETCH(bool, json);
        ConsoleFixture console;
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        AuditLog& log = console.app().audit();
        appendForceRelease(log, QStringLiteral("jobs:leader"), 9007199254740993ULL);
        appendForceRelease(log, QStringLiteral("billing"), 7);
        ui::AuditLogView* view =
            requireChild<ui::AuditLogView>(console.window(), QStringLiteral("auditLogView"));
        console.window().showPanel(QStringLiteral("audit")); // the docks start closed
        QCOMPARE(view->model()->rowCount(), 2);
        view->keyFilter()->setText(QStringLiteral("jobs"));
        QCOMPARE(view->model()->rowCount(), 1);

        QTemporaryDir dir;
        const QString path =
            dir.filePath(json ? QStringLiteral("audit.json") : QStringLiteral("audit.csv"));
        ui::FileDialog::setNextFileName(path);
        QVERIFY(view->exportAs(json));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray content = file.readAll();
        QVERIFY2(content.contains("9007199254740993"), content.constData());
        QVERIFY(!content.contains("billing"));
        if (json) {
            const QJsonDocument document = QJsonDocument::fromJson(content);
            QVERIFY(document.isArray() || document.isObject());
        } else {
            QVERIFY2(content.contains("\"Prod, EU\""), content.constData());
        }

        ui::FileDialog::setNextFileName(QString()); // cancelled
        QVERIFY(!view->exportAs(json));
    }

    // A force release's intent and outcome rows name each other; the reason is shown.
    void auditViewPairsIntentAndOutcome() {
        ConsoleFixture console;
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        AuditLog& log = console.app().audit();
        ui::AuditLogView* view =
            requireChild<ui::AuditLogView>(console.window(), QStringLiteral("auditLogView"));
        console.window().showPanel(QStringLiteral("audit"));
        AuditEntry intent;
        intent.key = QStringLiteral("jobs:leader");
        intent.phase = AuditPhase::Intent;
        intent.reason = QStringLiteral("INC-5: host lost");
        intent.operatorName = QStringLiteral("oncall");
        QVERIFY(log.appendSynced(intent));
        AuditEntry unfinished = intent;
        unfinished.key = QStringLiteral("jobs:other");
        QVERIFY(log.appendSynced(unfinished));
        QAbstractItemModel* model = view->model();
        QTRY_COMPARE(model->rowCount(), 2);
        const auto cell = [model](int row, int column) {
            return model->index(row, column).data().toString();
        };
        // Newest first: row 0 is the unfinished intent.
        QCOMPARE(cell(0, ui::AuditLogModel::PairColumn),
                 QStringLiteral("intent #%1: no outcome recorded").arg(unfinished.id));
        AuditEntry outcome = intent;
        outcome.phase = AuditPhase::Outcome;
        outcome.intentId = intent.id;
        outcome.outcome = QStringLiteral("ok; follow-up read: free");
        QVERIFY(log.append(outcome));
        QTRY_COMPARE(model->rowCount(), 3);
        QCOMPARE(cell(0, ui::AuditLogModel::PairColumn),
                 QStringLiteral("outcome of #%1").arg(intent.id));
        QCOMPARE(cell(2, ui::AuditLogModel::PairColumn),
                 QStringLiteral("intent #%1 → outcome #%2").arg(intent.id).arg(outcome.id));
        QCOMPARE(cell(2, ui::AuditLogModel::ReasonColumn), intent.reason);
        QCOMPARE(cell(2, ui::AuditLogModel::OperatorColumn), QStringLiteral("oncall"));
    }

    void requestLogShowsAndCopiesRequestIds() {
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("a")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::RequestLogView* view =
            requireChild<ui::RequestLogView>(console.window(), QStringLiteral("requestLogView"));
        console.window().showPanel(QStringLiteral("requests")); // the docks start closed
        QAbstractItemModelTester tester(view->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_VERIFY_WITH_TIMEOUT(view->model()->rowCount() > 0, 8000);
        const RequestRecord& first = console.app().requestLog().at(0);
        QCOMPARE(view->model()->index(0, ui::RequestLogModel::MethodColumn).data().toString(),
                 QStringLiteral("GET"));
        QCOMPARE(view->model()->index(0, ui::RequestLogModel::PathColumn).data().toString(),
                 QStringLiteral("/locks/a"));
        QCOMPARE(view->model()->index(0, ui::RequestLogModel::StatusColumn).data().toInt(), 200);

        ui::CopyTableView* table = view->table();
        view->proxy()->setErrorsOnly(false);
        table->selectRow(0);
        QApplication::setActiveWindow(&console.window());
        QVERIFY(QTest::qWaitForWindowActive(&console.window()));
        table->setFocus();
        QGuiApplication::clipboard()->clear();
        QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QGuiApplication::clipboard()->text(), first.requestId);
        QVERIFY(!first.requestId.isEmpty());

        // Errors only hides the successful reads.
        view->proxy()->setErrorsOnly(true);
        QCOMPARE(view->proxy()->rowCount(), 0);
        console.sandbox().setRegionAvailable(false);
        QTRY_VERIFY_WITH_TIMEOUT(view->proxy()->rowCount() > 0, 8000);
        QCOMPARE(view->proxy()->index(0, ui::RequestLogModel::CodeColumn).data().toString(),
                 QStringLiteral("region_unavailable"));
    }
};

QTEST_MAIN(TestLogViews)
#include "tst_logviews.moc"
