// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "lease/RetakeEvidence.h"

#include <QTest>

using volcano::RetakeEvidence;

class TestRetakeEvidence : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void withoutEvidenceTheFirstFreeEndIsReadAgain();
    void locksNobodyTakesStopBeingReadAgain();
    void standbysFoundByReReadsKeepThemComing();
    void aKeyOutweighsThePoolAfterAFewEnds();
    void oldEvidenceMakesRoomForNew();
};

// Even odds worth two ends: one free end leaves the pool at 1/3 and the key at 2/9, above the
// line, so the first lock found free is read again and a standby a moment late is found.
void TestRetakeEvidence::withoutEvidenceTheFirstFreeEndIsReadAgain() {
    RetakeEvidence pool;
    RetakeEvidence key;
    QCOMPARE(pool.pooledShare(), 0.5);
    pool.noteEnd(false);
    key.noteEnd(false);
    QVERIFY(qAbs(key.quickShare(pool) - 2.0 / 9.0) < 1e-12);
    QVERIFY(key.quickShare(pool) >= RetakeEvidence::kWorthRereading);
}

void TestRetakeEvidence::locksNobodyTakesStopBeingReadAgain() {
    RetakeEvidence pool;
    RetakeEvidence key;
    for (int end = 0; end < 2; ++end) {
        pool.noteEnd(false);
        key.noteEnd(false);
    }
    QVERIFY2(key.quickShare(pool) < RetakeEvidence::kWorthRereading,
             qPrintable(QString::number(key.quickShare(pool))));
}

// A standby that always comes after the takeover read: every end is first seen free, and the
// re-read finds the new holder.
void TestRetakeEvidence::standbysFoundByReReadsKeepThemComing() {
    RetakeEvidence pool;
    RetakeEvidence key;
    for (int end = 0; end < 50; ++end) {
        pool.noteEnd(false);
        key.noteEnd(false);
        QVERIFY(key.quickShare(pool) >= RetakeEvidence::kWorthRereading);
        pool.noteLateRetake();
        key.noteLateRetake();
    }
    QVERIFY(key.quickShare(pool) > 0.9);
}

// Among keys whose locks stay free, a key with a standby stands out after its own few ends.
void TestRetakeEvidence::aKeyOutweighsThePoolAfterAFewEnds() {
    RetakeEvidence pool;
    for (int end = 0; end < 100; ++end)
        pool.noteEnd(false);
    RetakeEvidence key;
    for (int end = 0; end < 3; ++end) {
        pool.noteEnd(true);
        key.noteEnd(true);
    }
    QVERIFY2(key.quickShare(pool) >= 0.5, qPrintable(QString::number(key.quickShare(pool))));
}

// Evidence is capped at kMaxEnds: a key whose standby went away stops being read again
// within 40 ends (35), however long its standby was there.
void TestRetakeEvidence::oldEvidenceMakesRoomForNew() {
    const RetakeEvidence emptyPool;
    RetakeEvidence key;
    for (int end = 0; end < 1000; ++end)
        key.noteEnd(true);
    int freeEnds = 0;
    while (key.quickShare(emptyPool) >= RetakeEvidence::kWorthRereading) {
        key.noteEnd(false);
        ++freeEnds;
    }
    QVERIFY2(freeEnds <= 40, qPrintable(QString::number(freeEnds)));
}

QTEST_GUILESS_MAIN(TestRetakeEvidence)
#include "tst_retakeevidence.moc"
