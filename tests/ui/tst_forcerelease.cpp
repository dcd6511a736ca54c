// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The force-release flow against a real sandbox: the button waits for the typed key, a
// holder change between opening and confirming stops it, and every confirm is audited.
#include "ConsoleFixture.h"
#include "client/LockClient.h"
#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "console/LockWatcher.h"
#include "secrets/SecretStore.h"
#include "store/AuditLog.h"
#include "store/RequestLog.h"
#include "ui/ConsoleActions.h"
#include "ui/MainWindow.h"
#include "ui/UiResources.h"
#include "ui/watch/ForceReleaseDialog.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace volcano;
using namespace volcano::test;
using Step = volcano::ui::ForceReleaseProcedure::Step;

namespace {

const QString kKey = QStringLiteral("jobs:leader");
const QString kReason = QStringLiteral("INC-77: leader host lost, lease stuck");

// Faults of the sandbox's drills aimed at the force release alone (reads stay clean).
QJsonObject forceReleaseFault(const char* rateField) {
    return {{QLatin1StringView(rateField), 1.0},
            {QStringLiteral("operations"), QJsonArray{QStringLiteral("force_release")}}};
}

ConsoleFixture::Setup watching(const QString& key) {
    ConsoleFixture::Setup setup;
    setup.keys = {key};
    return setup;
}

// The text a banner shows (its labels, joined).
QString bannerText(const QWidget& banner) {
    QStringList texts;
    const QList<QLabel*> labels = banner.findChildren<QLabel*>();
    for (const QLabel* label : labels)
        texts << label->text();
    return texts.join(QLatin1Char(' '));
}

} // namespace

class TestForceRelease : public QObject {
    Q_OBJECT

    // Held by the worker, the dialog open on it and read, the key typed: where each confirm
    // test starts. Nothing when a step failed (see console.errorString() for a start).
    static ui::ForceReleaseDialog* readyToConfirm(ConsoleFixture& console, OperationResult* grant) {
        if (!console.start())
            return nullptr;
        *grant = ConsoleFixture::wait(console.worker().acquire(kKey, 60));
        ui::ForceReleaseDialog* dialog =
            grant->ok() ? console.window().openForceRelease(kKey) : nullptr;
        if (!dialog ||
            !QTest::qWaitFor([dialog] { return dialog->procedure()->step() == Step::Ready; }, 8000))
            return nullptr;
        QTest::keyClicks(dialog->reasonEdit(), kReason);
        QTest::keyClicks(dialog->keyEdit(), kKey);
        return dialog;
    }

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
    }

    void buttonStaysDisabledUntilTheKeyIsTyped() {
        ConsoleFixture console(watching(kKey));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        QVERIFY(ConsoleFixture::wait(console.worker().acquire(kKey, 60)).ok());
        ui::ForceReleaseDialog* dialog = console.window().openForceRelease(kKey);
        QVERIFY(dialog);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->procedure()->step(), Step::Ready, 8000);
        QVERIFY(!dialog->confirmButton()->isEnabled());
        QVERIFY2(dialog->holderText().contains(
                     QString::number(*dialog->procedure()->baseline()->fencingToken)),
                 qPrintable(dialog->holderText()));

        QTest::keyClicks(dialog->keyEdit(), kKey.left(kKey.size() - 1));
        QVERIFY(!dialog->confirmButton()->isEnabled());
        QTest::keyClicks(dialog->keyEdit(), kKey.right(1));
        // The key is typed, but there is no reason yet: the dialog says why one is needed.
        QVERIFY(!dialog->confirmButton()->isEnabled());
        QVERIFY2(dialog->reasonHintText().startsWith(QStringLiteral("Required:")),
                 qPrintable(dialog->reasonHintText()));
        QTest::keyClicks(dialog->reasonEdit(), QStringLiteral("dead"));
        QVERIFY(!dialog->confirmButton()->isEnabled());
        dialog->reasonEdit()->clear();
        QTest::keyClicks(dialog->reasonEdit(), kReason);
        QVERIFY(dialog->confirmButton()->isEnabled());
        QVERIFY(dialog->reasonHintText().contains(QStringLiteral("audit log")));
        QTest::keyClick(dialog->keyEdit(), Qt::Key_Backspace);
        QVERIFY(!dialog->confirmButton()->isEnabled());
        dialog->close();
    }

    // Not on the watchlist, so only the dialog's re-read can see the change: it stops there.
    void stopsAndShowsTheNewHolderWhenTheTokenChanged() {
        ConsoleFixture console(watching(QStringLiteral("jobs:other")));
        OperationResult first;
        ui::ForceReleaseDialog* dialog = readyToConfirm(console, &first);
        QVERIFY2(dialog, qPrintable(console.errorString()));

        // Between opening and confirming, someone else frees it and a new holder takes it.
        LockClient other;
        other.setBaseUrl(console.sandbox().baseUrl());
        other.setServiceKey(console.sandbox().serviceKey());
        QVERIFY(ConsoleFixture::wait(other.forceRelease(kKey)).ok());
        const OperationResult second = ConsoleFixture::wait(other.acquire(kKey, 60));
        QVERIFY(second.ok());
        QVERIFY(second.grant->fencingToken > first.grant->fencingToken);

        const qint64 requestsBefore = console.app().requestLog().nextSerial();
        QTest::mouseClick(dialog->confirmButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->procedure()->step(), Step::Aborted, 8000);
        QVERIFY2(dialog->holderText().contains(QString::number(second.grant->fencingToken)),
                 qPrintable(dialog->holderText()));
        QVERIFY(dialog->outcomeText().contains(QStringLiteral("nothing was sent")));
        QVERIFY(!dialog->confirmButton()->isEnabled());
        // Only the re-read went out (polls may add reads, never a DELETE).
        const RequestLog& requests = console.app().requestLog();
        for (qint64 serial = requestsBefore; serial < requests.nextSerial(); ++serial)
            QVERIFY(requests.bySerial(serial)->operation != Operation::ForceRelease);
        // The new holder still holds it.
        const OperationResult read = ConsoleFixture::wait(console.worker().read(kKey));
        QCOMPARE(read.state->fencingToken, second.grant->fencingToken);

        const QList<AuditEntry> audit = console.app().audit().query();
        QCOMPARE(audit.size(), 1);
        QCOMPARE(audit.first().action, AuditAction::ForceRelease);
        QVERIFY(audit.first().outcome.startsWith(QStringLiteral("aborted")));
        QVERIFY(audit.first().requestId.isEmpty());
        QCOMPARE(audit.first().tokenBefore, first.grant->fencingToken);
        QCOMPARE(audit.first().tokenAfter, second.grant->fencingToken);
        QCOMPARE(audit.first().profileId, console.profile().id);
        dialog->close();
    }

    void releasesReadsAgainAndAudits() {
        ConsoleFixture console(watching(kKey));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        const OperationResult grant = ConsoleFixture::wait(console.worker().acquire(kKey, 60));
        QVERIFY(grant.ok());
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(kKey), WatchState::Held, 8000);
        QSignalSpy appended(&console.app().audit(), &AuditLog::appended);

        ui::ForceReleaseDialog* dialog = console.window().openForceRelease(kKey);
        QVERIFY(dialog);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->procedure()->step(), Step::Ready, 8000);
        QTest::keyClicks(dialog->reasonEdit(), kReason);
        QTest::keyClicks(dialog->keyEdit(), kKey);
        dialog->confirmButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(dialog->procedure()->step(), Step::Finished, 8000);
        QVERIFY(dialog->procedure()->succeeded());
        QVERIFY2(dialog->outcomeText().contains(QStringLiteral("free now")),
                 qPrintable(dialog->outcomeText()));
        QCOMPARE(appended.size(), 2);

        // The intent, stored before sending, and the outcome that names it.
        const QList<AuditEntry> rows = console.app().audit().query();
        QCOMPARE(rows.size(), 2);
        const AuditEntry& intent = rows.at(0);
        QCOMPARE(intent.phase, AuditPhase::Intent);
        QCOMPARE(intent.reason, kReason);
        QCOMPARE(intent.tokenBefore, grant.grant->fencingToken);
        QVERIFY(!intent.operatorName.isEmpty());
        const AuditEntry& entry = rows.at(1);
        QCOMPARE(entry.phase, AuditPhase::Outcome);
        QCOMPARE(entry.intentId, std::optional<qint64>(intent.id));
        QCOMPARE(entry.outcome, QStringLiteral("ok; follow-up read: free"));
        QCOMPARE(entry.reason, kReason);
        QCOMPARE(entry.httpStatus, 204);
        QCOMPARE(entry.tokenBefore, grant.grant->fencingToken);
        QVERIFY(!entry.tokenAfter.has_value());
        QCOMPARE(entry.requestId, dialog->procedure()->forceReleaseRequestId());
        QCOMPARE(intent.requestId, entry.requestId);
        QVERIFY(!entry.requestId.isEmpty());
        // The watchlist learnt from the dialog's reads.
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(kKey), WatchState::Free, 8000);
        dialog->close();
    }

    // The force release's answer eaten or damaged by each drill fault: the dialog ends within
    // the transfer timeout with what the follow-up read shows, the audit gets its one entry,
    // and the watchlist shows free only where the server did release it. A release's success
    // is its status line, so a 2xx whose body was cut or garbled still counts as answered.
    void faultOnTheAnswerIsStillAudited_data() {
        QTest::addColumn<QByteArray>("fault");
        QTest::addColumn<bool>("answered");       // a 2xx status line reached the console
        QTest::addColumn<bool>("serverReleased"); // transport faults strike after the commit
        QTest::newRow("connection reset") << QByteArray("reset_rate") << false << true;
        QTest::newRow("stalled answer") << QByteArray("stall_rate") << false << true;
        QTest::newRow("truncated body") << QByteArray("truncate_rate") << true << true;
        QTest::newRow("garbage body") << QByteArray("garbage_rate") << true << true;
        QTest::newRow("503") << QByteArray("unavailable_rate") << false << false;
    }

    void faultOnTheAnswerIsStillAudited() {
        QFETCH(QByteArray, fault);
        QFETCH(bool, answered);
        QFETCH(bool, serverReleased);
        ConsoleFixture console(watching(kKey));
        OperationResult grant;
        ui::ForceReleaseDialog* dialog = readyToConfirm(console, &grant);
        QVERIFY2(dialog, qPrintable(console.errorString()));
        QCOMPARE(console.sandbox().setFaults(forceReleaseFault(fault.constData())), 204);

        dialog->confirmButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(dialog->procedure()->step(), Step::Finished, 20000);
        QCOMPARE(dialog->procedure()->succeeded(), answered);
        const QString outcome = dialog->outcomeText();
        const QString expectedText = answered         ? QStringLiteral("the lock is free now")
                                     : serverReleased ? QStringLiteral("most likely took effect")
                                                      : QStringLiteral("still holding");
        QVERIFY2(outcome.contains(expectedText), qPrintable(outcome));
        const QList<AuditEntry> audit = console.app().audit().query();
        QCOMPARE(audit.size(), 2);
        QCOMPARE(audit.first().phase, AuditPhase::Intent);
        const AuditEntry& recorded = audit.at(1);
        QCOMPARE(recorded.action, AuditAction::ForceRelease);
        QCOMPARE(recorded.intentId, std::optional<qint64>(audit.first().id));
        QCOMPARE(recorded.outcome.startsWith(QStringLiteral("ok")), answered);
        QCOMPARE(recorded.tokenBefore, grant.grant->fencingToken);
        QCOMPARE(recorded.tokenAfter,
                 serverReleased ? std::nullopt : std::optional(grant.grant->fencingToken));
        QCOMPARE(console.sandbox().clearFaults(), 204);
        const WatchState expected = serverReleased ? WatchState::Free : WatchState::Held;
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(kKey), expected, 8000);
        dialog->close();
    }

    // Closed while the force release is in flight (a stalled answer): the entry is written
    // anyway, saying the outcome is unknown.
    void closingWhileSendingStillAudits() {
        ConsoleFixture console(watching(kKey));
        OperationResult grant;
        ui::ForceReleaseDialog* dialog = readyToConfirm(console, &grant);
        QVERIFY2(dialog, qPrintable(console.errorString()));
        QCOMPARE(console.sandbox().setFaults(forceReleaseFault("stall_rate")), 204);
        dialog->confirmButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(dialog->procedure()->step(), Step::Sending, 8000);
        QPointer<ui::ForceReleaseDialog> watched = dialog;
        dialog->close();
        QTRY_VERIFY(watched.isNull());
        const QList<AuditEntry> audit = console.app().audit().query();
        QCOMPARE(audit.size(), 2);
        QCOMPARE(audit.at(1).outcome, QStringLiteral("unknown: sent, closed before the answer"));
        QCOMPARE(audit.at(1).intentId, std::optional<qint64>(audit.first().id));
        QCOMPARE(audit.at(1).tokenBefore, grant.grant->fencingToken);
        QCOMPARE(console.sandbox().clearFaults(), 204);
    }

    // The dialog follows the watched lock: a new holder while it is open disables the
    // button until the operator says they have seen it; then it releases the new holder.
    void newHolderNeedsReconfirmation() {
        ConsoleFixture console(watching(kKey));
        OperationResult first;
        ui::ForceReleaseDialog* dialog = readyToConfirm(console, &first);
        QVERIFY2(dialog, qPrintable(console.errorString()));
        QVERIFY(dialog->confirmButton()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(
            dialog->evidenceText().contains(
                QStringLiteral("fencing token %1").arg(first.grant->fencingToken)),
            8000);

        QVERIFY(ConsoleFixture::wait(console.worker().forceRelease(kKey)).ok());
        const OperationResult second = ConsoleFixture::wait(console.worker().acquire(kKey, 60));
        QVERIFY(second.ok());
        QTRY_VERIFY_WITH_TIMEOUT(dialog->procedure()->holderChanged(), 8000);
        QVERIFY(!dialog->confirmButton()->isEnabled());
        QVERIFY(dialog->newHolderBox()->isVisible());
        QVERIFY2(dialog->holderText().contains(QString::number(second.grant->fencingToken)),
                 qPrintable(dialog->holderText()));
        QVERIFY2(dialog->newHolderBox()->text().contains(QStringLiteral("%1 → %2")
                                                             .arg(first.grant->fencingToken)
                                                             .arg(second.grant->fencingToken)),
                 qPrintable(dialog->newHolderBox()->text()));

        dialog->newHolderBox()->click();
        QVERIFY(dialog->confirmButton()->isEnabled());
        dialog->confirmButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(dialog->procedure()->step(), Step::Finished, 8000);
        QVERIFY(dialog->procedure()->succeeded());
        const AuditEntry intent = console.app().audit().query().constFirst();
        QCOMPARE(intent.phase, AuditPhase::Intent);
        QCOMPARE(intent.tokenBefore, second.grant->fencingToken);
        dialog->close();
    }

    // Copy as CLI / curl: the same force release for a terminal, never with the secret.
    void copiesTheCommandWithoutTheSecret() {
        ConsoleFixture console(watching(kKey));
        OperationResult grant;
        ui::ForceReleaseDialog* dialog = readyToConfirm(console, &grant);
        QVERIFY2(dialog, qPrintable(console.errorString()));
        dialog->copyCliButton()->click();
        const QString cli = QGuiApplication::clipboard()->text();
        QCOMPARE(cli, QStringLiteral("volcano-lockctl force-release jobs:leader --yes --reason "
                                     "'%1' --url %2")
                          .arg(kReason, console.profile().baseUrl.toString()));
        dialog->copyCurlButton()->click();
        const QString curl = QGuiApplication::clipboard()->text();
        QVERIFY2(curl.startsWith(QStringLiteral("curl -sS -X DELETE -H \"Authorization: Bearer "
                                                "$VOLCANO_SERVICE_KEY\"")),
                 qPrintable(curl));
        QVERIFY2(curl.endsWith(QStringLiteral("/locks/jobs%3Aleader")), qPrintable(curl));
        for (const QString& copied : {cli, curl})
            QVERIFY(!copied.contains(console.sandbox().serviceKey()));
        dialog->close();

        // The detail panel offers the same, with a reason still to write.
        console.window().selectKey(kKey);
        auto* copyCli = requireChild<QAction>(console.window(), QStringLiteral("copyAsCli"));
        copyCli->trigger();
        QVERIFY2(QGuiApplication::clipboard()->text().startsWith(
                     QStringLiteral("volcano-lockctl force-release jobs:leader --yes --reason ")),
                 qPrintable(QGuiApplication::clipboard()->text()));
        requireChild<QAction>(console.window(), QStringLiteral("copyAsCurl"))->trigger();
        QVERIFY(
            QGuiApplication::clipboard()->text().contains(QStringLiteral("$VOLCANO_SERVICE_KEY")));
        QVERIFY(!QGuiApplication::clipboard()->text().contains(console.sandbox().serviceKey()));
    }

    // A console that ended after storing an intent and before its outcome (the process was
    // killed): the next start shows a banner, reads the key and records what it found.
    void nextStartSettlesAnUnfinishedForceRelease() {
        ConsoleFixture console(watching(kKey));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        const OperationResult grant = ConsoleFixture::wait(console.worker().acquire(kKey, 60));
        QVERIFY(grant.ok());
        AuditEntry intent;
        intent.action = AuditAction::ForceRelease;
        intent.phase = AuditPhase::Intent;
        intent.profileId = console.profile().id;
        intent.profileName = console.profile().name;
        intent.key = kKey;
        intent.requestId = LockClient::newUuid();
        intent.reason = kReason;
        intent.tokenBefore = grant.grant->fencingToken;
        QVERIFY(console.app().audit().appendSynced(intent));

        // Restarted with memory-only secrets: no key yet, so it can only say so.
        QVERIFY2(console.restartConsole(), qPrintable(console.errorString()));
        auto* banner =
            requireChild<QWidget>(console.window(), QStringLiteral("unfinishedForceReleaseBanner"));
        QVERIFY(banner->isVisibleTo(&console.window()));
        QVERIFY2(bannerText(*banner).contains(QStringLiteral("has no recorded outcome")),
                 qPrintable(bannerText(*banner)));
        QVERIFY(!console.app().audit().outcomeOf(intent.id).has_value());

        // The key is given again: the console reads the lock and records what it finds.
        QSignalSpy written(&console.app().secrets(), &SecretStore::secretWritten);
        console.app().secrets().write(SecretRef::serviceKey(console.profile().id),
                                      console.sandbox().serviceKey());
        QVERIFY(!written.isEmpty() || written.wait(10000));
        console.app().activate(console.profile().id);
        QTRY_VERIFY_WITH_TIMEOUT(console.app().audit().outcomeOf(intent.id).has_value(), 8000);
        QVERIFY(banner->isVisibleTo(&console.window()));
        const QString shown = bannerText(*banner);
        QVERIFY2(shown.contains(QStringLiteral("a force release of jobs:leader at ")) &&
                     shown.contains(QStringLiteral("has no recorded outcome")),
                 qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("still holds it")), qPrintable(shown));
        const AuditEntry outcome = *console.app().audit().outcomeOf(intent.id);
        QCOMPARE(outcome.outcome,
                 QStringLiteral("unknown: the console ended before the answer; read at the next "
                                "start: held, fencing token %1")
                     .arg(grant.grant->fencingToken));
        QCOMPARE(outcome.reason, kReason);
    }

    void freeLockHasNothingToRelease() {
        ConsoleFixture console(watching(kKey));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::ForceReleaseDialog* dialog = console.window().openForceRelease(kKey);
        QVERIFY(dialog);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->procedure()->step(), Step::NotHeld, 8000);
        QTest::keyClicks(dialog->keyEdit(), kKey);
        QVERIFY(!dialog->confirmButton()->isEnabled());
        dialog->close();
    }

    void readOnlyProfileCannotForceRelease() {
        ConsoleFixture::Setup setup = watching(kKey);
        setup.readOnly = true;
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        console.window().selectKey(kKey);
        QVERIFY(
            !requireChild<ui::ConsoleActions>(console.window(), QStringLiteral("consoleActions"))
                 ->forceRelease->isEnabled());
        QVERIFY(!console.window().openForceRelease(kKey));
        // Even driven directly, the procedure refuses and sends nothing.
        ui::ForceReleaseProcedure procedure(console.app().session().client(), console.app().audit(),
                                            console.profile(), kKey);
        procedure.start();
        QCOMPARE(procedure.step(), Step::Refused);
        QCOMPARE(console.app().audit().count(), 0);
    }
};

QTEST_MAIN(TestForceRelease)
#include "tst_forcerelease.moc"
