// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The test-leases panel against a real sandbox: take a lease, watch it renew, release it,
// lose it (and be told plainly), refuse bad input and read-only profiles, release on quit.
// Renewals are counted on the lease; acquire, release and loss are audited.
#include "ConsoleFixture.h"
#include "client/LockClient.h"
#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "console/Notifier.h"
#include "console/TestLeaseManager.h"
#include "lease/LeaseKeeper.h"
#include "lease/PollScheduler.h"
#include "protocol/Validation.h"
#include "secrets/SecretStore.h"
#include "store/AuditLog.h"
#include "store/ProfileStore.h"
#include "store/ResumableLeaseStore.h"
#include "ui/ConsoleActions.h"
#include "ui/MainWindow.h"
#include "ui/UiResources.h"
#include "ui/leases/TestLeaseModel.h"
#include "ui/leases/TestLeasePanel.h"
#include "ui/watch/WatchTableModel.h"
#include "ui/widgets/MessageBanner.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace volcano;
using namespace volcano::test;
using Model = volcano::ui::TestLeaseModel;

namespace {

const QString kKey = QStringLiteral("jobs:leader");

ConsoleFixture::Setup watching(const QString& key) {
    ConsoleFixture::Setup setup;
    setup.keys = {key};
    return setup;
}

// Fills the form and presses Take, as an operator would.
void takeFromForm(ui::TestLeasePanel& panel, const QString& key, int ttl, bool autoRenew = true) {
    panel.keyEdit()->clear();
    QTest::keyClicks(panel.keyEdit(), key);
    panel.ttlBox()->setValue(ttl);
    panel.autoRenewBox()->setChecked(autoRenew);
    QTest::mouseClick(panel.takeButton(), Qt::LeftButton);
}

QString cell(ui::TestLeasePanel& panel, const QString& key, int column,
             int role = Qt::DisplayRole) {
    Model* model = panel.model();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 0).data(Model::KeyRole).toString() == key)
            return model->index(row, column).data(role).toString();
    }
    return {};
}

// Takes a lease on kKey through the form and waits until the table shows it held.
// The test-lease panel, opened as a user opens it (the docks start closed).
ui::TestLeasePanel& openPanel(ConsoleFixture& console) {
    console.window().showPanel(QStringLiteral("leases"));
    return *requireChild<ui::TestLeasePanel>(console.window(), QStringLiteral("testLeasePanel"));
}

bool holdFromForm(ui::TestLeasePanel& panel, int ttl) {
    takeFromForm(panel, kKey, ttl);
    return QTest::qWaitFor(
        [&panel] { return cell(panel, kKey, Model::StateColumn) == QStringLiteral("held"); }, 8000);
}

QList<AuditEntry> auditOf(ConsoleFixture& console, AuditAction action) {
    AuditFilter filter;
    filter.action = action;
    return console.app().audit().query(filter);
}

// The panel's parts, by object name.
QPushButton* button(ui::TestLeasePanel& panel, const QString& name) {
    return requireChild<QPushButton>(panel, name);
}

QLabel* label(ui::TestLeasePanel& panel, const QString& name) {
    return requireChild<QLabel>(panel, name);
}

// Shown in the panel (the dock itself may be behind another one).
bool shown(const QLabel* widget) {
    return !widget->isHidden() && !widget->text().isEmpty();
}

bool checkable(ui::TestLeasePanel& panel, int column) {
    return panel.model()->flags(panel.model()->index(0, column)) & Qt::ItemIsUserCheckable;
}

// Types into the TTL spin box as an operator would: select what is there, type, leave.
void typeTtl(ui::TestLeasePanel& panel, const QString& text) {
    auto* ttl = requireChild<QSpinBox>(panel, QStringLiteral("testLeaseTtl"));
    ttl->selectAll();
    QTest::keyClicks(ttl, text);
    QFocusEvent leave(QEvent::FocusOut, Qt::TabFocusReason);
    QApplication::sendEvent(ttl, &leave);
}

} // namespace

class TestTestLeases : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
    }

    void takenLeaseShowsItsFiguresAndRenews() {
        ConsoleFixture console(watching(kKey));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::TestLeasePanel& panel = openPanel(console);
        QAbstractItemModelTester tester(panel.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        takeFromForm(panel, kKey, 6);
        QCOMPARE(panel.errorText(), QString());
        QTRY_COMPARE_WITH_TIMEOUT(cell(panel, kKey, Model::StateColumn), QStringLiteral("held"),
                                  8000);

        // The fencing token is the server's: a worker's read says the same.
        const OperationResult read = ConsoleFixture::wait(console.worker().read(kKey));
        QVERIFY(read.ok() && read.state && read.state->held);
        QCOMPARE(cell(panel, kKey, Model::FencingTokenColumn),
                 QString::number(*read.state->fencingToken));
        QVERIFY(validation::isValidLockToken(cell(panel, kKey, Model::LockTokenColumn)));
        QCOMPARE(cell(panel, kKey, Model::LockTokenColumn),
                 cell(panel, kKey, 0, Model::LockTokenRole));
        QVERIFY(!cell(panel, kKey, Model::ExpiresInColumn).isEmpty());
        QVERIFY(!cell(panel, kKey, Model::LocalDeadlineColumn).isEmpty());
        QVERIFY2(cell(panel, kKey, Model::NextRenewalColumn).startsWith(QStringLiteral("in ")),
                 qPrintable(cell(panel, kKey, Model::NextRenewalColumn)));
        QVERIFY(cell(panel, kKey, Model::AbsoluteDeadlineColumn).contains(QStringLiteral("UTC")));

        // Renewed at a third of the TTL (2 s), with its latency shown, and counted on the
        // lease with the time of the last one...
        static const QRegularExpression counted(
            QStringLiteral("^(\\d+), last \\d\\d:\\d\\d:\\d\\d$"));
        QTRY_VERIFY_WITH_TIMEOUT(
            counted.match(cell(panel, kKey, Model::RenewalsColumn)).captured(1).toInt() >= 2, 8000);
        QVERIFY(cell(panel, kKey, Model::LastLatencyColumn).endsWith(QStringLiteral(" ms")));
        QCOMPARE(cell(panel, kKey, Model::RenewalsColumn).section(QLatin1Char(','), 0, 0).toInt(),
                 console.app().testLeases().keeper(kKey)->renewalsDone());

        // ...and not audited one row each: the audit log has the acquire, and the release.
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(kKey), WatchState::Held, 5000);
        const QList<AuditEntry> acquires = auditOf(console, AuditAction::TestLeaseAcquire);
        QCOMPARE(acquires.size(), 1);
        QCOMPARE(acquires.first().outcome, QStringLiteral("ok"));
        QCOMPARE(acquires.first().tokenAfter, read.state->fencingToken);
        QVERIFY(!acquires.first().requestId.isEmpty());
        QCOMPARE(auditOf(console, AuditAction::TestLeaseRenew).size(), 0);
        // Renewals have room in the polling budget.
        QVERIFY(console.app().session().scheduler().planner().reservedPerMinute() > 0);

        panel.selectLease(kKey);
        QTest::mouseClick(button(panel, QStringLiteral("releaseLeaseButton")), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(cell(panel, kKey, Model::StateColumn), QStringLiteral("released"),
                                  8000);
        QCOMPARE(console.app().audit().count(), 2);
        QCOMPARE(auditOf(console, AuditAction::TestLeaseRelease).size(), 1);
    }

    void releaseFreesTheLockAndIsAudited() {
        ConsoleFixture console(watching(kKey));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::TestLeasePanel& panel = openPanel(console);
        QVERIFY(holdFromForm(panel, 30));
        panel.selectLease(kKey);
        QPushButton* renew = button(panel, QStringLiteral("renewLeaseButton"));
        QPushButton* release = button(panel, QStringLiteral("releaseLeaseButton"));
        QPushButton* dismiss = button(panel, QStringLiteral("dismissLeaseButton"));
        QVERIFY(renew->isEnabled());
        QVERIFY(release->isEnabled());
        QVERIFY(!dismiss->isEnabled());
        QTest::mouseClick(release, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(cell(panel, kKey, Model::StateColumn), QStringLiteral("released"),
                                  8000);
        // Nothing left to renew or release; the switches change nothing any more.
        QVERIFY(!renew->isEnabled());
        QVERIFY(!release->isEnabled());
        QVERIFY(!checkable(panel, Model::AutoRenewColumn));
        QVERIFY(!checkable(panel, Model::ResumeColumn));
        const OperationResult read = ConsoleFixture::wait(console.worker().read(kKey));
        QVERIFY(read.ok() && read.state && !read.state->held);
        const QList<AuditEntry> releases = auditOf(console, AuditAction::TestLeaseRelease);
        QCOMPARE(releases.size(), 1);
        QCOMPARE(releases.first().outcome, QStringLiteral("ok"));
        QVERIFY(releases.first().tokenBefore.has_value());

        // A finished row can be dismissed, and the key taken again.
        QVERIFY(panel.dismissButton()->isEnabled());
        QTest::mouseClick(panel.dismissButton(), Qt::LeftButton);
        QCOMPARE(panel.model()->rowCount(), 0);
    }

    void aLostLeaseCannotBeMissed() {
        ConsoleFixture console(watching(kKey));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::TestLeasePanel& panel = openPanel(console);
        QSignalSpy notified(&console.app().notifier(), &ui::Notifier::notified);
        QVERIFY(holdFromForm(panel, 30));
        // Another panel in front: the loss must bring the test leases forward.
        auto* requestDock =
            requireChild<QDockWidget>(console.window(), QStringLiteral("requestLogDock"));
        requestDock->show();
        requestDock->raise();

        // The server's clock jumps past the lease (a paused holder, seen from the server):
        // the next renewal is refused with lock_ownership_lost.
        QCOMPARE(console.sandbox().advanceClock(40), 204);
        panel.selectLease(kKey);
        QTest::mouseClick(panel.renewButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(cell(panel, kKey, Model::StateColumn), QStringLiteral("LOST"),
                                  8000);
        QVERIFY(cell(panel, kKey, 0, Model::LostRole) == QStringLiteral("true"));
        QVERIFY(panel.model()->index(0, 0).data(Qt::BackgroundRole).isValid());
        const QString reason = cell(panel, kKey, Model::NoteColumn);
        QVERIFY2(reason.contains(QStringLiteral("lock_ownership_lost")) ||
                     reason.contains(QStringLiteral("no longer")),
                 qPrintable(reason));
        // A desktop notification with the reason, a banner, and the panel brought forward.
        QTRY_VERIFY(!notified.isEmpty());
        const QList<QVariant> notice = notified.last();
        QVERIFY(notice.at(0).toString().contains(kKey));
        QCOMPARE(notice.at(2).value<ui::Notifier::Urgency>(), ui::Notifier::Urgency::Critical);
        QVERIFY(panel.lossBanner()->isVisible());
        QVERIFY(panel.lossBanner()->text().contains(kKey));
        QVERIFY(!requireChild<QDockWidget>(console.window(), QStringLiteral("testLeaseDock"))
                     ->visibleRegion()
                     .isEmpty());

        // A lost lease cannot be renewed or released from here (someone else holds it), and
        // its switches change nothing; the row can be dismissed.
        QVERIFY(!button(panel, QStringLiteral("renewLeaseButton"))->isEnabled());
        QVERIFY(!button(panel, QStringLiteral("releaseLeaseButton"))->isEnabled());
        QVERIFY(button(panel, QStringLiteral("dismissLeaseButton"))->isEnabled());
        QVERIFY(!checkable(panel, Model::AutoRenewColumn));

        // The loss is audited once, with the refused renewal's request id; the renewal
        // itself is not a row of its own.
        const QList<AuditEntry> losses = auditOf(console, AuditAction::TestLeaseLoss);
        QCOMPARE(losses.size(), 1);
        QVERIFY2(losses.first().outcome.startsWith(QStringLiteral("lost: ownership lost")),
                 qPrintable(losses.first().outcome));
        QVERIFY2(losses.first().outcome.contains(QStringLiteral("lock_ownership_lost (409)")),
                 qPrintable(losses.first().outcome));
        QCOMPARE(losses.first().httpStatus, 409);
        QVERIFY(!losses.first().requestId.isEmpty());
        QVERIFY(losses.first().tokenBefore.has_value());
        QCOMPARE(losses.first().profileId, console.profile().id);
        QCOMPARE(auditOf(console, AuditAction::TestLeaseRenew).size(), 0);
        QCOMPARE(auditOf(console, AuditAction::TestLeaseAcquire).size(), 1);
    }

    void withoutAutoRenewTheLeaseEndsAtItsLocalDeadline() {
        ConsoleFixture console(watching(kKey));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::TestLeasePanel& panel = openPanel(console);
        takeFromForm(panel, kKey, 5, false);
        QTRY_COMPARE_WITH_TIMEOUT(cell(panel, kKey, Model::StateColumn),
                                  QStringLiteral("held, no renew"), 8000);
        QCOMPARE(cell(panel, kKey, Model::NextRenewalColumn), QStringLiteral("off"));
        QCOMPARE(cell(panel, kKey, Model::AutoRenewColumn, Qt::CheckStateRole).toInt(),
                 int(Qt::Unchecked));
        QTRY_COMPARE_WITH_TIMEOUT(cell(panel, kKey, Model::StateColumn), QStringLiteral("LOST"),
                                  9000);
        QCOMPARE(cell(panel, kKey, Model::RenewalsColumn).toInt(), 0);
        QVERIFY(auditOf(console, AuditAction::TestLeaseRenew).isEmpty());
        // Lost without any request: audited with the reason and no request id.
        const QList<AuditEntry> losses = auditOf(console, AuditAction::TestLeaseLoss);
        QCOMPARE(losses.size(), 1);
        QCOMPARE(losses.first().outcome, QStringLiteral("lost: local deadline passed"));
        QVERIFY(losses.first().requestId.isEmpty());
    }

    void autoRenewCanBeSwitchedInTheTable() {
        ConsoleFixture console(watching(kKey));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::TestLeasePanel& panel = openPanel(console);
        QVERIFY(holdFromForm(panel, 30));
        const QModelIndex autoRenew = panel.model()->index(0, Model::AutoRenewColumn);
        QVERIFY(panel.model()->flags(autoRenew) & Qt::ItemIsUserCheckable);
        QVERIFY(panel.model()->setData(autoRenew, Qt::Unchecked, Qt::CheckStateRole));
        QVERIFY(!console.app().testLeases().keeper(kKey)->autoRenew());
        QCOMPARE(cell(panel, kKey, Model::StateColumn), QStringLiteral("held, no renew"));
    }

    void badInputIsRefusedWithAReason_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("expected");
        QTest::newRow("space in key") << QStringLiteral("bad key") << QStringLiteral("key");
        QTest::newRow("empty key") << QString() << QStringLiteral("key");
    }

    void badInputIsRefusedWithAReason() {
        QFETCH(QString, key);
        QFETCH(QString, expected);
        ConsoleFixture console(watching(kKey));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::TestLeasePanel& panel = openPanel(console);
        takeFromForm(panel, key, 30);
        QVERIFY2(panel.errorText().contains(expected, Qt::CaseInsensitive),
                 qPrintable(panel.errorText()));
        QCOMPARE(panel.model()->rowCount(), 0);
        // A TTL out of range is refused by the manager (the spin box cannot even hold it).
        ui::TestLeaseManager::Request request;
        request.key = kKey;
        request.ttlSeconds = 2;
        const auto taken = console.app().testLeases().take(request);
        QVERIFY(!taken);
        QVERIFY(taken.error().message.contains(QStringLiteral("TTL")));
    }

    void anInvalidTtlIsReportedNotReplaced() {
        ConsoleFixture console(watching(kKey));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::TestLeasePanel& panel = openPanel(console);
        auto* ttl = requireChild<QSpinBox>(panel, QStringLiteral("testLeaseTtl"));
        QLabel* ttlError = label(panel, QStringLiteral("ttlError"));
        QPushButton* take = button(panel, QStringLiteral("takeLeaseButton"));
        auto* key = requireChild<QLineEdit>(panel, QStringLiteral("testLeaseKey"));
        QTest::keyClicks(key, kKey);
        QVERIFY(!shown(ttlError));
        QVERIFY(take->isEnabled());

        // 3 s is below the API's minimum: said beside the field, Take disabled, and the 3
        // stays what the operator typed (not the previous 30) after leaving the field.
        typeTtl(panel, QStringLiteral("3"));
        QCOMPARE(ttl->value(), 3);
        QVERIFY2(shown(ttlError), "no error beside the TTL");
        QVERIFY2(ttlError->text().contains(QStringLiteral("got 3")), qPrintable(ttlError->text()));
        QVERIFY2(ttlError->text().contains(QString::number(limits::kMinTtlSeconds)),
                 qPrintable(ttlError->text()));
        QVERIFY(!take->isEnabled());
        QTest::keyClick(key, Qt::Key_Return);
        QCOMPARE(panel.model()->rowCount(), 0);
        QCOMPARE(ttl->value(), 3);

        // Above 90 days as well.
        typeTtl(panel, QString::number(limits::kMaxTtlSeconds + 1));
        QCOMPARE(ttl->value(), int(limits::kMaxTtlSeconds + 1));
        QVERIFY(shown(ttlError));
        QVERIFY(!take->isEnabled());

        // Fixed: the error goes, Take comes back and takes the lease with that TTL.
        typeTtl(panel, QStringLiteral("45"));
        QVERIFY(!shown(ttlError));
        QVERIFY(take->isEnabled());
        QTest::mouseClick(take, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(cell(panel, kKey, Model::StateColumn), QStringLiteral("held"),
                                  8000);
        QCOMPARE(console.app().testLeases().keeper(kKey)->ttlSeconds(), 45);
    }

    void aStaleErrorClearsWhenTheInputIsFixed() {
        ConsoleFixture console(watching(kKey));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::TestLeasePanel& panel = openPanel(console);
        QLabel* error = label(panel, QStringLiteral("testLeaseFormError"));
        auto* key = requireChild<QLineEdit>(panel, QStringLiteral("testLeaseKey"));
        QPushButton* take = button(panel, QStringLiteral("takeLeaseButton"));

        // A bad key is reported as it is typed, and the report goes once it is fixed.
        QTest::keyClicks(key, QStringLiteral("jobs leader"));
        QVERIFY2(shown(error), "a bad key is not reported");
        QVERIFY(!take->isEnabled());
        QTest::keyClick(key, Qt::Key_Backspace);
        QTest::keyClick(key, Qt::Key_Backspace);
        QTest::keyClick(key, Qt::Key_Backspace);
        QTest::keyClick(key, Qt::Key_Backspace);
        QTest::keyClick(key, Qt::Key_Backspace);
        QTest::keyClick(key, Qt::Key_Backspace);
        QTest::keyClick(key, Qt::Key_Backspace);
        QTest::keyClicks(key, QStringLiteral(":leader"));
        QCOMPARE(key->text(), kKey);
        QVERIFY2(!shown(error), qPrintable(error->text()));
        QVERIFY(take->isEnabled());

        // An empty key is refused on Take; typing a key clears the refusal.
        key->clear();
        QTest::mouseClick(take, Qt::LeftButton);
        QVERIFY2(shown(error) && error->text().contains(QStringLiteral("empty")),
                 qPrintable(error->text()));
        QTest::keyClicks(key, QStringLiteral("j"));
        QVERIFY2(!shown(error), qPrintable(error->text()));

        // A refusal of the manager (a lease already held) goes when the key changes.
        key->clear();
        QVERIFY(holdFromForm(panel, 30));
        takeFromForm(panel, kKey, 30);
        QVERIFY2(shown(error) && error->text().contains(QStringLiteral("already")),
                 qPrintable(error->text()));
        QTest::keyClicks(key, QStringLiteral("-2"));
        QVERIFY2(!shown(error), qPrintable(error->text()));
    }

    void secondLeaseOnAHeldKeyIsRefused() {
        ConsoleFixture console(watching(kKey));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::TestLeasePanel& panel = openPanel(console);
        QVERIFY(holdFromForm(panel, 30));
        takeFromForm(panel, kKey, 30);
        QVERIFY2(panel.errorText().contains(QStringLiteral("already")),
                 qPrintable(panel.errorText()));
        QCOMPARE(panel.model()->rowCount(), 1);
    }

    void aKeyHeldByAWorkerIsNotAcquired() {
        ConsoleFixture console(watching(kKey));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        const OperationResult held = ConsoleFixture::wait(console.worker().acquire(kKey, 60));
        QVERIFY(held.ok() && held.grant);
        // The watchlist has read the holder: its expiry is known.
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(kKey), WatchState::Held, 8000);
        ui::TestLeasePanel& panel = openPanel(console);
        takeFromForm(panel, kKey, 30);
        QTRY_COMPARE_WITH_TIMEOUT(cell(panel, kKey, Model::StateColumn),
                                  QStringLiteral("not acquired"), 8000);
        QVERIFY2(cell(panel, kKey, Model::NoteColumn).contains(QStringLiteral("lock_held")),
                 qPrintable(cell(panel, kKey, Model::NoteColumn)));
        QCOMPARE(auditOf(console, AuditAction::TestLeaseAcquire).constFirst().httpStatus, 409);

        // Readable in full below the table (the Note cell cuts it off), and as the row's
        // tooltip: the refusal and until when the holder has it.
        QLabel* status = label(panel, QStringLiteral("testLeaseStatus"));
        QVERIFY2(shown(status), "the failed acquire is not shown below the table");
        QVERIFY(status->wordWrap());
        const QString text = status->text();
        QVERIFY2(text.contains(QStringLiteral("not acquired")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("lock_held (409)")), qPrintable(text));
        QVERIFY2(text.contains(QString::number(held.grant->fencingToken)), qPrintable(text));
        QVERIFY2(text.contains(held.grant->expiresAt.toUTC().toString(QStringLiteral("HH:mm:ss"))),
                 qPrintable(text));
        QVERIFY2(cell(panel, kKey, Model::StateColumn, Qt::ToolTipRole)
                     .contains(QStringLiteral("lock_held (409)")),
                 qPrintable(cell(panel, kKey, Model::StateColumn, Qt::ToolTipRole)));

        // Nothing to renew or release on a lease that was never granted; it can be dismissed.
        QVERIFY(!button(panel, QStringLiteral("renewLeaseButton"))->isEnabled());
        QVERIFY(!button(panel, QStringLiteral("releaseLeaseButton"))->isEnabled());
        QVERIFY(!checkable(panel, Model::AutoRenewColumn));
        QVERIFY(!checkable(panel, Model::ResumeColumn));
        QVERIFY(button(panel, QStringLiteral("dismissLeaseButton"))->isEnabled());
    }

    void takeActionPrefillsTheSelectedKey() {
        ConsoleFixture console(watching(kKey));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::MainWindow& window = console.window();
        QAction* take = requireChild<ui::ConsoleActions>(window, QStringLiteral("consoleActions"))
                            ->takeTestLease;
        window.selectKey(kKey);
        QVERIFY(take->isEnabled());
        take->trigger();
        QCOMPARE(requireChild<ui::TestLeasePanel>(window, QStringLiteral("testLeasePanel"))
                     ->keyEdit()
                     ->text(),
                 kKey);
        QVERIFY(requireChild<QDockWidget>(window, QStringLiteral("testLeaseDock"))->isVisible());
    }

    void readOnlyProfileDisablesTestLeases() {
        ConsoleFixture::Setup setup = watching(kKey);
        setup.readOnly = true;
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::TestLeasePanel& panel = openPanel(console);
        QVERIFY(
            !requireChild<ui::ConsoleActions>(console.window(), QStringLiteral("consoleActions"))
                 ->takeTestLease->isEnabled());
        QVERIFY(!panel.takeButton()->isEnabled());
        ui::TestLeaseManager::Request request;
        request.key = kKey;
        const auto taken = console.app().testLeases().take(request);
        QVERIFY(!taken);
        QVERIFY(taken.error().message.contains(QStringLiteral("read-only")));
        QCOMPARE(panel.model()->rowCount(), 0);
    }

    void withoutKeychainResumeIsRefusedAndSaysWhy() {
        ConsoleFixture console(watching(kKey));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::TestLeasePanel& panel = openPanel(console);
        auto* resume = requireChild<QCheckBox>(panel, QStringLiteral("resumeAfterRestartBox"));
        QVERIFY(!resume->isEnabled());
        // The box says why, in a plain sentence first: memory only, so no resume.
        QVERIFY2(resume->toolTip().startsWith(QStringLiteral("Not available: The keychain")),
                 qPrintable(resume->toolTip()));
        QVERIFY2(resume->toolTip().contains(QStringLiteral("memory only")),
                 qPrintable(resume->toolTip()));
        QVERIFY(!shown(label(panel, QStringLiteral("resumeNote"))));
        ui::TestLeaseManager::Request request;
        request.key = kKey;
        request.resumeAfterRestart = true;
        const auto taken = console.app().testLeases().take(request);
        QVERIFY2(taken, qPrintable(taken ? QString() : taken.error().message));
        QTRY_COMPARE_WITH_TIMEOUT(cell(panel, kKey, Model::StateColumn), QStringLiteral("held"),
                                  8000);
        const QString note = cell(panel, kKey, Model::NoteColumn);
        QVERIFY2(note.contains(QStringLiteral("cannot be resumed")), qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral("memory only")), qPrintable(note));
        QVERIFY2(!note.contains(QStringLiteral("keychain error")), qPrintable(note));
        // Resume cannot be switched on for the held lease either.
        QVERIFY(!checkable(panel, Model::ResumeColumn));
        QVERIFY(checkable(panel, Model::AutoRenewColumn));
        QCOMPARE(cell(panel, kKey, Model::ResumeColumn, Qt::CheckStateRole).toInt(),
                 int(Qt::Unchecked));
        QVERIFY(!console.app().resumableLeases().contains(console.profile().id, kKey));
    }

    void switchingProfileReleasesTheLeasesFirst() {
        ConsoleFixture console(watching(kKey));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::TestLeasePanel& panel = openPanel(console);
        QVERIFY(holdFromForm(panel, 300));
        ConnectionProfile second;
        second.name = QStringLiteral("Second");
        second.baseUrl = console.sandbox().baseUrl();
        QVERIFY(console.app().profiles().save(second));
        QSignalSpy written(&console.app().secrets(), &SecretStore::secretWritten);
        console.app().secrets().write(SecretRef::serviceKey(second.id),
                                      console.sandbox().serviceKey());
        QTRY_COMPARE(written.size(), 1);

        QSignalSpy activated(&console.app(), &ui::ConsoleApp::activated);
        console.app().activate(second.id);
        QTRY_COMPARE_WITH_TIMEOUT(activated.size(), 1, 8000);
        // Released on the server it was taken from, before the client moved on.
        const OperationResult read = ConsoleFixture::wait(console.worker().read(kKey));
        QVERIFY(read.ok() && read.state);
        QVERIFY(!read.state->held);
        QCOMPARE(auditOf(console, AuditAction::TestLeaseRelease).size(), 1);
        QCOMPARE(auditOf(console, AuditAction::TestLeaseRelease).constFirst().profileId,
                 console.profile().id);
        QCOMPARE(panel.model()->rowCount(), 0);
    }

    void quittingReleasesOpenLeases() {
        ConsoleFixture console(watching(kKey));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::TestLeasePanel& panel = openPanel(console);
        QVERIFY(holdFromForm(panel, 300));
        console.window().close();
        // The window waits for the release before it goes.
        QTRY_VERIFY_WITH_TIMEOUT(!console.window().isVisible(), 8000);
        const OperationResult read = ConsoleFixture::wait(console.worker().read(kKey));
        QVERIFY(read.ok() && read.state);
        QVERIFY(!read.state->held);
        QCOMPARE(auditOf(console, AuditAction::TestLeaseRelease).size(), 1);
    }
};

QTEST_MAIN(TestTestLeases)
#include "tst_testleases.moc"
