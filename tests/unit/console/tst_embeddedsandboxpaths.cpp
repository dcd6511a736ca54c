// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "platform/EmbeddedSandbox.h"
#include "protocol/Validation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace volcano;

// Where the console looks for the sandbox binary, and failing cleanly without one. The real
// start/stop is in tests/integration/console.
class TestEmbeddedSandboxPaths : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void candidatesNextToTheConsoleThenBuildTree();
    void missingProgramFails();
    void programThatExitsEarlyFails();
    void demoKeysAreValid();
};

void TestEmbeddedSandboxPaths::candidatesNextToTheConsoleThenBuildTree() {
    const QStringList candidates = EmbeddedSandbox::candidatePaths();
    const QString appDir = QCoreApplication::applicationDirPath();
    QVERIFY(candidates.size() >= 2);
    QCOMPARE(candidates.at(0), appDir + QStringLiteral("/volcano-lock-sandbox"));
    QCOMPARE(candidates.at(1),
             QDir::cleanPath(appDir + QStringLiteral("/../sandbox/volcano-lock-sandbox")));
}

void TestEmbeddedSandboxPaths::missingProgramFails() {
    QTemporaryDir dir;
    EmbeddedSandbox sandbox;
    sandbox.setProgram(dir.filePath(QStringLiteral("no-such-binary")));
    sandbox.setDataDir(dir.filePath(QStringLiteral("data")));
    QSignalSpy failed(&sandbox, &EmbeddedSandbox::failed);
    QVERIFY(!sandbox.startAndWait(std::chrono::seconds(5)));
    QCOMPARE(sandbox.status(), EmbeddedSandbox::Status::Failed);
    QCOMPARE(failed.count(), 1);
    QVERIFY(!sandbox.errorString().isEmpty());
    // The generated config (with its keys) does not stay behind.
    QVERIFY(!QFile::exists(sandbox.configPath()));
}

void TestEmbeddedSandboxPaths::programThatExitsEarlyFails() {
    QTemporaryDir dir;
    EmbeddedSandbox sandbox;
    sandbox.setProgram(QStringLiteral("/bin/false"));
    sandbox.setDataDir(dir.filePath(QStringLiteral("data")));
    QSignalSpy failed(&sandbox, &EmbeddedSandbox::failed);
    QVERIFY(!sandbox.startAndWait(std::chrono::seconds(5)));
    QCOMPARE(failed.count(), 1);
    QVERIFY2(sandbox.errorString().contains(QStringLiteral("before listening")),
             qPrintable(sandbox.errorString()));
    QVERIFY(!QFile::exists(sandbox.configPath()));
}

void TestEmbeddedSandboxPaths::demoKeysAreValid() {
    const QStringList keys = EmbeddedSandbox::demoKeys();
    QVERIFY(!keys.isEmpty());
    for (const QString& key : keys)
        QVERIFY2(validation::isValidKey(key), qPrintable(key));
}

QTEST_GUILESS_MAIN(TestEmbeddedSandboxPaths)
#include "tst_embeddedsandboxpaths.moc"
