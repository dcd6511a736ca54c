// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "protocol/LockTypes.h"
#include "protocol/Validation.h"

#include <QTest>

using namespace volcano;

// The one definition of valid input shared by client, CLI and sandbox. Each failure must
// explain itself: the test checks the text names the problem, not just that it exists.
class TestValidation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void key_data();
    void key();
    void ttl_data();
    void ttl();
    void lockToken_data();
    void lockToken();
    void forceReleaseReason_data();
    void forceReleaseReason();
};

void TestValidation::key_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("valid");
    // For invalid keys: a fragment the error text must contain.
    QTest::addColumn<QString>("mentions");

    QTest::newRow("one char") << QStringLiteral("a") << true << QString();
    QTest::newRow("128 chars") << QString(128, u'k') << true << QString();
    QTest::newRow("letters and digits") << QStringLiteral("Build42queue") << true << QString();
    QTest::newRow("dot") << QStringLiteral("jobs.nightly") << true << QString();
    QTest::newRow("underscore") << QStringLiteral("jobs_nightly") << true << QString();
    QTest::newRow("colon") << QStringLiteral("jobs:nightly") << true << QString();
    QTest::newRow("dash") << QStringLiteral("jobs-nightly") << true << QString();
    QTest::newRow("only specials") << QStringLiteral("._:-") << true << QString();
    QTest::newRow("all allowed kinds") << QStringLiteral("AZaz09._:-") << true << QString();

    QTest::newRow("empty") << QString() << false << QStringLiteral("empty");
    QTest::newRow("129 chars") << QString(129, u'k') << false << QStringLiteral("at most 128");
    QTest::newRow("slash") << QStringLiteral("jobs/nightly") << false << QStringLiteral("'/'");
    QTest::newRow("space") << QStringLiteral("jobs nightly") << false << QStringLiteral("' '");
    QTest::newRow("percent") << QStringLiteral("jobs%2Fnightly") << false << QStringLiteral("'%'");
    QTest::newRow("unicode letter")
        << QStringLiteral("caf\u00e9") << false << QStringLiteral("'\u00e9'");
    QTest::newRow("emoji (surrogate pair)")
        << QStringLiteral("lock\U0001F512") << false << QStringLiteral("'\U0001F512'");
    QTest::newRow("tilde") << QStringLiteral("a~b") << false << QStringLiteral("'~'");
    QTest::newRow("question mark") << QStringLiteral("a?b") << false << QStringLiteral("'?'");
    QTest::newRow("hash") << QStringLiteral("a#b") << false << QStringLiteral("'#'");
    QTest::newRow("newline") << QStringLiteral("a\nb") << false << QStringLiteral("character 2");
}

void TestValidation::key() {
    QFETCH(QString, key);
    QFETCH(bool, valid);
    QFETCH(QString, mentions);

    const auto checked = validation::validateKey(key);
    QCOMPARE(validation::isValidKey(key), valid);
    QCOMPARE(checked.has_value(), valid);
    if (!valid) {
        const QString error = checked.error().message;
        QVERIFY2(error.contains(QLatin1StringView("lock key")), qPrintable(error));
        QVERIFY2(error.contains(mentions), qPrintable(error));
    }
}

void TestValidation::ttl_data() {
    QTest::addColumn<qint64>("ttl");
    QTest::addColumn<bool>("valid");

    QTest::newRow("4 (below minimum)") << qint64(4) << false;
    QTest::newRow("5 (minimum)") << qint64(5) << true;
    QTest::newRow("10") << qint64(10) << true;
    QTest::newRow("7776000 (90 days)") << qint64(7'776'000) << true;
    QTest::newRow("7776001 (above maximum)") << qint64(7'776'001) << false;
    QTest::newRow("0") << qint64(0) << false;
    QTest::newRow("negative") << qint64(-10) << false;
    QTest::newRow("most negative") << std::numeric_limits<qint64>::min() << false;
    QTest::newRow("largest") << std::numeric_limits<qint64>::max() << false;
}

void TestValidation::ttl() {
    QFETCH(qint64, ttl);
    QFETCH(bool, valid);

    const auto checked = validation::validateTtl(ttl);
    QCOMPARE(validation::isValidTtl(ttl), valid);
    QCOMPARE(checked.has_value(), valid);
    if (!valid) {
        const QString error = checked.error().message;
        QVERIFY2(error.contains(QLatin1StringView("TTL")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1StringView("5 to 7776000 seconds")), qPrintable(error));
        QVERIFY2(error.contains(QString::number(ttl)), qPrintable(error));
    }
}

void TestValidation::lockToken_data() {
    QTest::addColumn<QString>("token");
    QTest::addColumn<bool>("valid");

    QTest::newRow("canonical lower case")
        << QStringLiteral("4f83efc2-8fe7-42e8-8347-43493dc5bd8f") << true;
    QTest::newRow("canonical upper case")
        << QStringLiteral("4F83EFC2-8FE7-42E8-8347-43493DC5BD8F") << true;
    QTest::newRow("mixed case") << QStringLiteral("4f83EFC2-8fe7-42E8-8347-43493dc5BD8F") << true;
    QTest::newRow("nil uuid (any version)")
        << QStringLiteral("00000000-0000-0000-0000-000000000000") << true;
    QTest::newRow("version 1") << QStringLiteral("c232ab00-9414-11ec-b3c8-9f6bdeced846") << true;

    QTest::newRow("braces") << QStringLiteral("{4f83efc2-8fe7-42e8-8347-43493dc5bd8f}") << false;
    QTest::newRow("first group 9, second 3")
        << QStringLiteral("4f83efc28-fe7-42e8-8347-43493dc5bd8f") << false;
    QTest::newRow("last groups 5 and 11")
        << QStringLiteral("4f83efc2-8fe7-42e8-83474-3493dc5bd8f") << false;
    QTest::newRow("non-hex digit g")
        << QStringLiteral("4f83efc2-8fe7-42e8-8347-43493dc5bd8g") << false;
    QTest::newRow("35 chars") << QStringLiteral("4f83efc2-8fe7-42e8-8347-43493dc5bd8") << false;
    QTest::newRow("37 chars") << QStringLiteral("4f83efc2-8fe7-42e8-8347-43493dc5bd8f0") << false;
    QTest::newRow("no dashes") << QStringLiteral("4f83efc28fe742e8834743493dc5bd8f") << false;
    QTest::newRow("underscores") << QStringLiteral("4f83efc2_8fe7_42e8_8347_43493dc5bd8f") << false;
    QTest::newRow("urn prefix") << QStringLiteral("urn:uuid:4f83efc2-8fe7-42e8-8347-43493dc5bd8f")
                                << false;
    QTest::newRow("surrounding spaces")
        << QStringLiteral(" 4f83efc2-8fe7-42e8-8347-43493dc5bd8 ") << false;
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("fullwidth digit")
        << QStringLiteral("4f83efc2-8fe7-42e8-8347-43493dc5bd8\uff10") << false;
}

void TestValidation::lockToken() {
    QFETCH(QString, token);
    QFETCH(bool, valid);

    const auto checked = validation::validateLockToken(token);
    QCOMPARE(validation::isValidLockToken(token), valid);
    QCOMPARE(checked.has_value(), valid);
    if (!valid) {
        const QString error = checked.error().message;
        QVERIFY2(error.contains(QLatin1StringView("lock token is a UUID")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1StringView("xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx")),
                 qPrintable(error));
        // The token is a secret of its holder: the text explains the form, never echoes it.
        if (!token.isEmpty())
            QVERIFY2(!error.contains(token), qPrintable(error));
    }
}

void TestValidation::forceReleaseReason_data() {
    QTest::addColumn<QString>("reason");
    QTest::addColumn<bool>("valid");
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("blanks") << QStringLiteral("     \t    ") << false;
    QTest::newRow("one word") << QStringLiteral("dead") << false;
    QTest::newRow("two short words") << QStringLiteral("host gone") << false;
    QTest::newRow("three words") << QStringLiteral("host is gone") << true;
    QTest::newRow("ten characters") << QStringLiteral("INC-424242") << true;
    QTest::newRow("padded nine") << QStringLiteral("   INC-42424   ") << false;
}

void TestValidation::forceReleaseReason() {
    QFETCH(QString, reason);
    QFETCH(bool, valid);
    const auto checked = validation::validateForceReleaseReason(reason);
    QCOMPARE(checked.has_value(), valid);
    if (!valid)
        QVERIFY(checked.error().message.contains(QStringLiteral("audit log")));
}

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
