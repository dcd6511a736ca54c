// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// volcano-lockctl report, run as a runbook would: the real binary on a real store file with
// a scripted incident (support/ScriptedIncident.h); the HTML opened in a real headless
// browser (Debian's chromium) and its screenshot checked for the drawn timeline.

#include "LockCtlDriver.h"
#include "protocol/Rfc3339.h"
#include "store/AppDatabase.h"
#include "support/ScriptedIncident.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace volcano;
using namespace volcano::test;

class TestLockCtlReport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void jsonReportOfASoloFile();
    void markdownSaysWhatJsonSays();
    void htmlOpensInAHeadlessBrowser();
    void teamStoreRowsWhenNoProfileHasReads();
    void refusesBadInput_data();
    void refusesBadInput();

private:
    QStringList reportArgs(const QString& store, const QStringList& more) const;
    LockCtlRun report(const QString& store, const QStringList& more) const;

    QTemporaryDir m_dir;
    QString m_solo;
    QString m_team;
    LockCtlDriver m_cli{QUrl(), QString()};
};

void TestLockCtlReport::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_solo = m_dir.filePath(QStringLiteral("console.sqlite"));
    m_team = m_dir.filePath(QStringLiteral("team.sqlite"));
    for (const auto& [path, profile] :
         {std::pair{m_solo, QStringLiteral("prod")}, std::pair{m_team, QString()}}) {
        AppDatabase db(path);
        QVERIFY(db.open().has_value());
        QVERIFY(ScriptedIncident::write(db, profile));
    }
    m_cli.setPassUrl(false);
}

QStringList TestLockCtlReport::reportArgs(const QString& store, const QStringList& more) const {
    return QStringList{QStringLiteral("report"),
                       QStringLiteral("--store"),
                       store,
                       QStringLiteral("--from"),
                       rfc3339::format(ScriptedIncident::start()),
                       QStringLiteral("--to"),
                       rfc3339::format(ScriptedIncident::end())} +
           more;
}

LockCtlRun TestLockCtlReport::report(const QString& store, const QStringList& more) const {
    return m_cli.run(reportArgs(store, more));
}

void TestLockCtlReport::jsonReportOfASoloFile() {
    const LockCtlRun run = report(m_solo, {QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(run.exitCode == 0, run.describe().constData());
    const QJsonObject json = run.outJson();
    QVERIFY(json.value(QStringLiteral("source")).toString().contains(QStringLiteral("prod")));
    const QJsonObject summary = json.value(QStringLiteral("summary")).toObject();
    QCOMPARE(summary.value(QStringLiteral("keys")).toInt(), 3); // the keys read: cold:key was not
    QCOMPARE(summary.value(QStringLiteral("force_releases")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("fencing_anomalies")).toInt(), 1);
    // --keys picks lanes, including one never read.
    const LockCtlRun picked = report(m_solo, {QStringLiteral("--json"), QStringLiteral("--keys"),
                                              QStringLiteral("jobs:leader,cold:key")});
    QVERIFY2(picked.exitCode == 0, picked.describe().constData());
    const QJsonArray keys = picked.outJson().value(QStringLiteral("keys")).toArray();
    QCOMPARE(keys.size(), 2);
    QCOMPARE(keys.at(0).toObject().value(QStringLiteral("key")).toString(),
             QStringLiteral("cold:key"));
    QCOMPARE(keys.at(0).toObject().value(QStringLiteral("not_seen")).toArray().size(), 1);
}

void TestLockCtlReport::markdownSaysWhatJsonSays() {
    const LockCtlRun json = report(m_solo, {QStringLiteral("--json")});
    const LockCtlRun markdown = report(m_solo, {});
    QVERIFY2(markdown.exitCode == 0, markdown.describe().constData());
    const QString text = markdown.outText();
    QVERIFY(text.startsWith(QStringLiteral("# Lock incident report")));
    const QJsonArray keys = json.outJson().value(QStringLiteral("keys")).toArray();
    int rows = 0;
    for (const QJsonValue& key : keys) {
        const QJsonArray holders = key.toObject().value(QStringLiteral("holders")).toArray();
        for (const QJsonValue& holder : holders) {
            const QJsonObject bar = holder.toObject();
            const QString row = QStringLiteral("| %1 | %2 | %3")
                                    .arg(key.toObject().value(QStringLiteral("key")).toString(),
                                         bar.value(QStringLiteral("fencing_token")).toString(),
                                         bar.value(QStringLiteral("from")).toString());
            QVERIFY2(text.contains(row), qPrintable(row));
            QVERIFY(text.contains(bar.value(QStringLiteral("first_request_id")).toString()));
            ++rows;
        }
    }
    QCOMPARE(rows, 5);
}

void TestLockCtlReport::htmlOpensInAHeadlessBrowser() {
    const QString html = m_dir.filePath(QStringLiteral("report.html"));
    const LockCtlRun run = report(m_solo, {QStringLiteral("--format"), QStringLiteral("html"),
                                           QStringLiteral("--output"), html});
    QVERIFY2(run.exitCode == 0, run.describe().constData());
    QVERIFY(run.out.isEmpty()); // written to the file only
    const QString chromium = QStandardPaths::findExecutable(QStringLiteral("chromium"));
    QVERIFY2(!chromium.isEmpty(), "chromium is missing: scripts/install-deps.sh installs it");
    const QString png = m_dir.filePath(QStringLiteral("report.png"));
    QProcess browser;
    browser.start(chromium,
                  {QStringLiteral("--headless"), QStringLiteral("--no-sandbox"),
                   QStringLiteral("--disable-gpu"), QStringLiteral("--hide-scrollbars"),
                   QStringLiteral("--user-data-dir=") + m_dir.filePath(QStringLiteral("chrome")),
                   QStringLiteral("--window-size=1280,900"), QStringLiteral("--screenshot=") + png,
                   QStringLiteral("file://") + html});
    QVERIFY(browser.waitForFinished(90'000));
    const QImage shot(png);
    QVERIFY2(!shot.isNull(), browser.readAllStandardError().constData());
    QCOMPARE(shot.width(), 1280);
    // The inline SVG was drawn: bars in the held colour (#2f6db5) and the expired one
    // (#b35c00) are on the page, not only text.
    int held = 0;
    int expired = 0;
    for (int y = 0; y < shot.height(); y += 2) {
        for (int x = 0; x < shot.width(); x += 2) {
            const QRgb pixel = shot.pixel(x, y);
            held += pixel == qRgb(0x2f, 0x6d, 0xb5);
            expired += pixel == qRgb(0xb3, 0x5c, 0x00);
        }
    }
    QVERIFY2(held > 50, qPrintable(QString::number(held)));
    QVERIFY2(expired > 50, qPrintable(QString::number(expired)));
    QFile::remove(QStringLiteral("/tmp/volcano-report-screenshot.png"));
    QFile::copy(png, QStringLiteral("/tmp/volcano-report-screenshot.png")); // to look at
}

void TestLockCtlReport::teamStoreRowsWhenNoProfileHasReads() {
    const LockCtlRun run = report(m_team, {QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, run.describe().constData());
    QVERIFY(run.outJson()
                .value(QStringLiteral("source"))
                .toString()
                .startsWith(QStringLiteral("team store")));
    const QJsonObject json = run.outJson();
    QCOMPARE(json.value(QStringLiteral("keys")).toArray().size(), 3);
    // The higher of the server's and the recorder's count, against the contract's 600.
    const QJsonObject peak = json.value(QStringLiteral("summary"))
                                 .toObject()
                                 .value(QStringLiteral("quota_peak"))
                                 .toObject();
    QCOMPARE(peak.value(QStringLiteral("used")).toInt(), 550);
    QCOMPARE(peak.value(QStringLiteral("limit")).toInt(), 600);
}

void TestLockCtlReport::refusesBadInput_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("format") << QStringList{QStringLiteral("--format"), QStringLiteral("pdf")}
                            << QStringLiteral("md, html or json");
    QTest::newRow("no such store")
        << QStringList{QStringLiteral("--store"), QStringLiteral("/nonexistent/console.sqlite")}
        << QStringLiteral("there is no store at");
    QTest::newRow("bad key") << QStringList{QStringLiteral("--keys"), QStringLiteral("a b")}
                             << QStringLiteral("invalid_lock_key");
}

void TestLockCtlReport::refusesBadInput() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const LockCtlRun run = report(m_solo, arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.errText().contains(message), run.describe().constData());
    const LockCtlRun noRange = m_cli.run({QStringLiteral("report")});
    QCOMPARE(noRange.exitCode, 2);
    QVERIFY2(noRange.errText().contains(QStringLiteral("--from")), noRange.describe().constData());
}

QTEST_GUILESS_MAIN(TestLockCtlReport)
#include "tst_lockctl_report.moc"
