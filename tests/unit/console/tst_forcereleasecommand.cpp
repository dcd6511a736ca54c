// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// "Copy as CLI" and "Copy as curl": one shell word per argument whatever the key or reason
// holds, the profile's server, and never the secret.
#include "console/ForceReleaseCommand.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTest>

using namespace volcano;

class TestForceReleaseCommand : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void shellQuote_data();
    void shellQuote();
    void cliCommand();
    void curlCommand();
    void quotedWordsSurviveARealShell_data();
    void quotedWordsSurviveARealShell();
};

void TestForceReleaseCommand::shellQuote_data() {
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("quoted");
    QTest::newRow("safe key") << QStringLiteral("jobs:nightly") << QStringLiteral("jobs:nightly");
    QTest::newRow("empty") << QString() << QStringLiteral("''");
    QTest::newRow("spaces") << QStringLiteral("host is gone") << QStringLiteral("'host is gone'");
    QTest::newRow("single quote") << QStringLiteral("it's dead")
                                  << QStringLiteral("'it'\\''s dead'");
    QTest::newRow("double quote and dollar")
        << QStringLiteral("say \"$HOME\"") << QStringLiteral("'say \"$HOME\"'");
    QTest::newRow("backtick and semicolon")
        << QStringLiteral("a`id`;rm") << QStringLiteral("'a`id`;rm'");
    QTest::newRow("non-ASCII") << QStringLiteral("clé") << QStringLiteral("'clé'");
}

void TestForceReleaseCommand::shellQuote() {
    QFETCH(QString, word);
    QFETCH(QString, quoted);
    QCOMPARE(ForceReleaseCommand::shellQuote(word), quoted);
}

void TestForceReleaseCommand::cliCommand() {
    const ForceReleaseCommand command(
        QUrl(QStringLiteral("https://api.example.com/v1")), QStringLiteral("reports:nightly"),
        QStringLiteral("  INC-7: it's stuck  "), QStringLiteral("/etc/ssl/private ca.pem"));
    QCOMPARE(command.cli(),
             QStringLiteral("volcano-lockctl force-release reports:nightly --yes --reason "
                            "'INC-7: it'\\''s stuck' --url https://api.example.com/v1 "
                            "--ca-file '/etc/ssl/private ca.pem'"));
    const ForceReleaseCommand plain(QUrl(QStringLiteral("http://127.0.0.1:8787")),
                                    QStringLiteral("k"), QStringLiteral("host is gone"));
    QVERIFY(!plain.cli().contains(QStringLiteral("--ca-file")));
}

void TestForceReleaseCommand::curlCommand() {
    const ForceReleaseCommand command(QUrl(QStringLiteral("https://api.example.com/v1/")),
                                      QStringLiteral("a b/c"), QStringLiteral("why not"));
    const QString curl = command.curl();
    QCOMPARE(curl, QStringLiteral("curl -sS -X DELETE -H \"Authorization: Bearer "
                                  "$VOLCANO_SERVICE_KEY\" -H 'Accept: application/json' "
                                  "https://api.example.com/v1/locks/a%20b%2Fc"));
}

void TestForceReleaseCommand::quotedWordsSurviveARealShell_data() {
    QTest::addColumn<QString>("word");
    QTest::newRow("quotes") << QStringLiteral("it's \"dead\"");
    QTest::newRow("expansions") << QStringLiteral("$HOME `id` $(id) \\n *");
    QTest::newRow("newline") << QStringLiteral("line one\nline two");
}

// What the operator pastes is what the CLI receives, byte for byte.
void TestForceReleaseCommand::quotedWordsSurviveARealShell() {
    QFETCH(QString, word);
    const QString sh = QStandardPaths::findExecutable(QStringLiteral("sh"));
    QVERIFY(!sh.isEmpty());
    QProcess shell;
    shell.start(sh, {QStringLiteral("-c"),
                     QStringLiteral("printf %s ") + ForceReleaseCommand::shellQuote(word)});
    QVERIFY(shell.waitForFinished(5000));
    QCOMPARE(QString::fromUtf8(shell.readAllStandardOutput()), word);
}

QTEST_GUILESS_MAIN(TestForceReleaseCommand)
#include "tst_forcereleasecommand.moc"
