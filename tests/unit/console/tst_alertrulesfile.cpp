// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/AlertMonitor.h"
#include "console/AlertRulesFile.h"
#include "console/ConsoleApp.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace volcano;

namespace {

// Escaped strings, no raw literals: moc 6.4 trips over unbalanced brackets in those.
const QByteArray kGoodRules = "{\"rules\": [{\"name\": \"leader missing\", \"kind\": "
                              "\"no_holder\", \"keys\": \"jobs:*\", \"seconds\": 10}]}";
const QByteArray kOtherRules = "{\"rules\": [{\"name\": \"API down\", \"kind\": "
                               "\"unavailable\", \"seconds\": 30, \"severity\": \"page\"}]}";
// One misspelt field refuses the whole file.
const QByteArray kBrokenRules = "{\"rules\": [{\"name\": \"leader missing\", \"kind\": "
                                "\"no_holder\", \"secnds\": 10}]}";

bool write(const QString& path, const QByteArray& content) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(content) == content.size();
}

QByteArray read(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

// The solo console's rule file: what a missing, a good and a broken file mean, and that a
// broken file never takes the rules in force away nor is overwritten unseen.
class TestAlertRulesFile : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();

    void missingFileIsNoRules();
    void readsAGoodFile();
    void brokenFileKeepsTheRulesBefore();
    void savingOverABrokenFileKeepsIt();
    void refusesToSaveInvalidRules();
    void seesHandEdits();
    void consoleKeepsRulesInForceAndSaysWhy();

private:
    QString path() const { return m_dir->filePath(QString(ui::AlertRulesFile::kFileName)); }

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestAlertRulesFile::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestAlertRulesFile::missingFileIsNoRules() {
    ui::AlertRulesFile file(path());
    QVERIFY(file.reload());
    QVERIFY(file.rules().rules.isEmpty());
}

void TestAlertRulesFile::readsAGoodFile() {
    QVERIFY(write(path(), kGoodRules));
    ui::AlertRulesFile file(path());
    QVERIFY(file.reload());
    QCOMPARE(file.rules().rules.size(), 1);
    QCOMPARE(file.rules().rules.constFirst().name, QStringLiteral("leader missing"));
}

void TestAlertRulesFile::brokenFileKeepsTheRulesBefore() {
    QVERIFY(write(path(), kGoodRules));
    ui::AlertRulesFile file(path());
    QVERIFY(file.reload());
    const alerts::RuleSet before = file.rules();
    QVERIFY(write(path(), kBrokenRules));
    const auto reloaded = file.reload();
    QVERIFY(!reloaded);
    QVERIFY2(reloaded.error().message.contains(QStringLiteral("secnds")),
             qPrintable(reloaded.error().message));
    QVERIFY2(reloaded.error().message.contains(path()), qPrintable(reloaded.error().message));
    QCOMPARE(file.rules(), before);
    QCOMPARE(read(path()), kBrokenRules); // reading never rewrites
}

void TestAlertRulesFile::savingOverABrokenFileKeepsIt() {
    QVERIFY(write(path(), kBrokenRules));
    ui::AlertRulesFile file(path());
    QVERIFY(!file.reload());
    const auto other = alerts::RuleSet::fromJson(kOtherRules);
    QVERIFY(other);
    QVERIFY(file.save(*other));
    QCOMPARE(read(file.brokenCopyPath()), kBrokenRules);
    QCOMPARE(file.rules(), *other);
    const auto saved = alerts::RuleSet::load(path());
    QVERIFY(saved);
    QCOMPARE(*saved, *other);
}

void TestAlertRulesFile::refusesToSaveInvalidRules() {
    QVERIFY(write(path(), kGoodRules));
    ui::AlertRulesFile file(path());
    QVERIFY(file.reload());
    alerts::RuleSet invalid = file.rules();
    invalid.rules.append(invalid.rules.constFirst()); // the same name twice
    const auto saved = file.save(invalid);
    QVERIFY(!saved);
    QVERIFY2(saved.error().message.contains(QStringLiteral("leader missing")),
             qPrintable(saved.error().message));
    QCOMPARE(read(path()), kGoodRules);
}

void TestAlertRulesFile::seesHandEdits() {
    ui::AlertRulesFile file(path());
    QVERIFY(file.reload());
    QVERIFY(!file.changedOnDisk());
    QVERIFY(write(path(), kGoodRules)); // created
    QVERIFY(file.changedOnDisk());
    QVERIFY(file.reload());
    QVERIFY(!file.changedOnDisk());
    QVERIFY(write(path(), kOtherRules)); // rewritten
    QVERIFY(file.changedOnDisk());
    const auto other = alerts::RuleSet::fromJson(kOtherRules);
    QVERIFY(file.save(*other)); // its own write is no edit
    QVERIFY(!file.changedOnDisk());
    QVERIFY(QFile::remove(path()));
    QVERIFY(file.changedOnDisk());
}

void TestAlertRulesFile::consoleKeepsRulesInForceAndSaysWhy() {
    ui::ConsoleOptions options;
    options.databasePath = m_dir->filePath(QStringLiteral("console.sqlite"));
    options.settingsPath = m_dir->filePath(QStringLiteral("console.ini"));
    options.memoryOnlySecrets = true;
    options.demoOnFirstRun = false;
    QVERIFY(write(path(), kGoodRules));
    ui::ConsoleApp app(options);
    QVERIFY(app.open());
    QCOMPARE(app.alertRulesPath(), path());
    const auto good = alerts::RuleSet::fromJson(kGoodRules);
    QVERIFY(good);
    QCOMPARE(app.alerts().rules(), *good);
    QVERIFY(app.alertRulesProblem().isEmpty());

    // A hand edit is read by itself, within the check interval.
    QSignalSpy notices(&app, &ui::ConsoleApp::notice);
    QVERIFY(write(path(), kBrokenRules));
    QTRY_VERIFY_WITH_TIMEOUT(!app.alertRulesProblem().isEmpty(),
                             3 * ui::ConsoleApp::kAlertRulesCheckMs);
    QCOMPARE(app.alerts().rules(), *good);
    QVERIFY(app.alertRulesProblem().contains(QStringLiteral("secnds")));
    QCOMPARE(notices.count(), 1);
    QVERIFY(notices.at(0).at(1).toString().contains(QStringLiteral("secnds")));

    const auto other = alerts::RuleSet::fromJson(kOtherRules);
    QVERIFY(other);
    QVERIFY(app.saveAlertRules(*other));
    QCOMPARE(app.alerts().rules(), *other);
    QVERIFY(app.alertRulesProblem().isEmpty());
}

QTEST_GUILESS_MAIN(TestAlertRulesFile)
#include "tst_alertrulesfile.moc"
