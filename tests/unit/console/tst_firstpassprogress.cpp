// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The first pass over a big watchlist: keys read at least once against the total, and the
// time left estimated from the read capacity, then from the first reads actually seen, on a
// manual clock.
#include "console/FirstPassProgress.h"
#include "console/FirstReadText.h"
#include "console/LockWatcher.h"
#include "support/ManualClock.h"
#include "ui/i18n/Translations.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

#include <memory>

using namespace volcano;
using volcano::ui::FirstPassProgress;

class TestFirstPassProgress : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void countsKeysWithAGoodRead();
    void estimatesFromTheReadCapacityAtFirst();
    void estimatesFromTheReadsSeenAfterAMinute();
    void saysWhenNoReadIsExpected();
    void followsTheWatchedKeys();
    void namesRowsNotReadYet();
    void countsFollowTheLocale();

private:
    OperationResult read(const QString& key, bool ok = true) const;
    void readKeys(int from, int to);
    QStringList keys(int count) const;

    std::unique_ptr<test::ManualClock> m_clock;
    std::unique_ptr<LockWatcher> m_watcher;
    std::unique_ptr<FirstPassProgress> m_progress;
};

// The console's English: its plural forms, and an American locale's digit groups.
void TestFirstPassProgress::initTestCase() {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    ui::Translations::installEnglish(*QCoreApplication::instance());
}

void TestFirstPassProgress::init() {
    m_clock = std::make_unique<test::ManualClock>();
    m_watcher = std::make_unique<LockWatcher>(nullptr, m_clock.get());
    m_watcher->setKeys(keys(10'000));
    m_progress = std::make_unique<FirstPassProgress>(*m_watcher, *m_clock);
    m_progress->setReadsPerMinute(60);
}

void TestFirstPassProgress::cleanup() {
    m_progress.reset();
    m_watcher.reset();
    m_clock.reset();
}

QStringList TestFirstPassProgress::keys(int count) const {
    QStringList names;
    for (int i = 0; i < count; ++i)
        names << QStringLiteral("k%1").arg(i);
    return names;
}

OperationResult TestFirstPassProgress::read(const QString& key, bool ok) const {
    OperationResult result;
    result.operation = Operation::Read;
    result.key = key;
    result.httpStatus = ok ? 200 : 503;
    result.sentAtUtc = m_clock->utcNow();
    if (ok) {
        result.state = LockState{};
    } else {
        ApiError error;
        error.kind = FailureKind::Unavailable;
        error.httpStatus = 503;
        result.error = error;
    }
    return result;
}

void TestFirstPassProgress::readKeys(int from, int to) {
    for (int i = from; i < to; ++i)
        m_watcher->applyResult(read(QStringLiteral("k%1").arg(i)));
}

void TestFirstPassProgress::countsKeysWithAGoodRead() {
    QCOMPARE(m_progress->totalCount(), 10'000);
    QCOMPARE(m_progress->readCount(), 0);
    QVERIFY(m_progress->isRunning());
    readKeys(0, 40);
    // A failed read is not a read; a second read of a key counts once.
    m_watcher->applyResult(read(QStringLiteral("k500"), false));
    readKeys(0, 10);
    QCOMPARE(m_progress->readCount(), 40);
    QSignalSpy completed(m_progress.get(), &FirstPassProgress::completed);
    readKeys(40, 10'000);
    QCOMPARE(m_progress->readCount(), 10'000);
    QVERIFY(!m_progress->isRunning());
    QCOMPARE(completed.size(), 1);
    QVERIFY(m_progress->text().isEmpty());
    QVERIFY(!m_progress->estimatedMsLeft());
}

// The figures: 10,000 keys at 60 reads a minute is 2 h 47 min; with 1,240 read,
// 8,760 are left: 146 minutes.
void TestFirstPassProgress::estimatesFromTheReadCapacityAtFirst() {
    QCOMPARE(m_progress->text(),
             QStringLiteral("First pass: 0 of 10,000 keys read · about 2 h 47 min left"));
    readKeys(0, 1'240);
    QCOMPARE(m_progress->estimatedMsLeft().value_or(-1), qint64(146) * 60'000);
    QCOMPARE(m_progress->text(),
             QStringLiteral("First pass: 1,240 of 10,000 keys read · about 2 h 26 min left"));
    QVERIFY(m_progress->explanation().contains(QStringLiteral("estimate")));
    // A higher budget shortens it at once.
    m_progress->setReadsPerMinute(600);
    QCOMPARE(m_progress->estimatedMsLeft().value_or(-1), qint64(8'760) * 100);
}

// Other reads (the selected key, takeover reads, a 429 pause) take their share: after a
// minute the estimate follows the first reads seen, never above the capacity.
void TestFirstPassProgress::estimatesFromTheReadsSeenAfterAMinute() {
    for (int second = 0; second < 120; ++second) {
        if (second % 3 == 0) // 20 first reads a minute where 60 were possible
            readKeys(second / 3, second / 3 + 1);
        m_clock->advance(1000);
    }
    QCOMPARE(m_progress->readCount(), 40);
    QCOMPARE(m_progress->estimatedReadsPerMinute(), 20.0);
    QCOMPARE(m_progress->estimatedMsLeft().value_or(-1), qint64(9'960) * 3'000);
    QCOMPARE(m_progress->text(),
             QStringLiteral("First pass: 40 of 10,000 keys read · about 8 h 18 min left"));
    // A burst (a refresh of everything) does not promise more than the capacity.
    readKeys(40, 1'000);
    QCOMPARE(m_progress->estimatedReadsPerMinute(), 60.0);
    // Five minutes later only the recent window counts.
    m_clock->advance(5 * 60'000);
    readKeys(1'000, 1'010);
    QCOMPARE(m_progress->estimatedReadsPerMinute(), 2.0);
}

void TestFirstPassProgress::saysWhenNoReadIsExpected() {
    m_progress->setReadsPerMinute(0);
    QVERIFY(!m_progress->estimatedMsLeft());
    QCOMPARE(m_progress->text(),
             QStringLiteral("First pass: 0 of 10,000 keys read · time left unknown"));
    m_progress->setReadsPerMinute(60);
    readKeys(0, 5);
    m_clock->advance(6 * 60'000); // paused: no first read for six minutes
    QVERIFY(!m_progress->estimatedMsLeft());
}

void TestFirstPassProgress::followsTheWatchedKeys() {
    readKeys(0, 100);
    QSignalSpy completed(m_progress.get(), &FirstPassProgress::completed);
    m_watcher->setKeys(keys(150));
    m_progress->recount();
    QCOMPARE(m_progress->totalCount(), 150);
    QCOMPARE(m_progress->readCount(), 100);
    // Removing the keys not read yet completes the pass.
    m_watcher->setKeys(keys(100));
    m_progress->recount();
    QVERIFY(!m_progress->isRunning());
    QCOMPARE(completed.size(), 1);
    m_watcher->clear();
    m_progress->recount();
    QCOMPARE(m_progress->totalCount(), 0);
    QVERIFY(!m_progress->isRunning());
}

void TestFirstPassProgress::namesRowsNotReadYet() {
    const WatchEntry* entry = m_watcher->entry(QStringLiteral("k7"));
    QVERIFY(ui::firstread::isPending(*entry));
    m_watcher->applyResult(read(QStringLiteral("k7"), false));
    QVERIFY(ui::firstread::isPending(*m_watcher->entry(QStringLiteral("k7"))));
    readKeys(7, 8);
    QVERIFY(!ui::firstread::isPending(*m_watcher->entry(QStringLiteral("k7"))));
    QCOMPARE(ui::firstread::stateLabel(), QStringLiteral("not read yet"));
    QVERIFY(ui::firstread::explanation().contains(QStringLiteral("waiting for its first read")));
    QVERIFY(ui::firstread::explanation(1'200).contains(QStringLiteral("1,200")));
}

// Counts are written as the locale writes them, in the language's plural forms.
void TestFirstPassProgress::countsFollowTheLocale() {
    readKeys(0, 1'240);
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(ui::Translations::install(*QCoreApplication::instance(), {QStringLiteral("de")}),
             QStringLiteral("de"));
    const QString german = m_progress->text();
    const QString position = ui::firstread::explanation(1'200);
    for (QTranslator* translator : QCoreApplication::instance()->findChildren<QTranslator*>(
             QString(), Qt::FindDirectChildrenOnly)) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    initTestCase();
    QVERIFY2(german.startsWith(QStringLiteral("Erster Durchlauf: 1.240 von 10.000 Schlüsseln")),
             qPrintable(german));
    QVERIFY2(position.contains(QStringLiteral("Position 1.200")), qPrintable(position));
    // English's singular, from its plural forms.
    m_watcher->setKeys({QStringLiteral("only")});
    m_progress->recount();
    QVERIFY2(m_progress->text().startsWith(QStringLiteral("First pass: 0 of 1 key read")),
             qPrintable(m_progress->text()));
}

QTEST_GUILESS_MAIN(TestFirstPassProgress)
#include "tst_firstpassprogress.moc"
