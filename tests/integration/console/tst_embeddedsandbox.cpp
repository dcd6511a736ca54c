// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "client/EndpointPolicy.h"
#include "client/LockClient.h"
#include "platform/EmbeddedSandbox.h"
#include "support/SandboxProcess.h"
#include "support/WaitFor.h"

#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#include <signal.h>

using namespace volcano;

// The console's own sandbox: the REAL volcano-lock-sandbox binary as a child process on a
// free loopback port, with demo workers and a generated config.
class TestEmbeddedSandbox : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void startsServesAndStops();
    void demoWorkersHoldLocks();
    void findsTheProgramOnPath();
    void reportsACrash();
    void destructorStopsTheProcess();
    void secondStartWhileRunningDoesNothing();

private:
    static bool processAlive(qint64 pid) { return pid > 0 && ::kill(pid_t(pid), 0) == 0; }
    static OperationResult await(PendingCall* call);
    std::unique_ptr<EmbeddedSandbox> makeSandbox(bool demo);

    QString m_program;
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestEmbeddedSandbox::init() {
    m_program = test::SandboxProcess().program();
    QVERIFY2(QFileInfo(m_program).isExecutable(), qPrintable(m_program));
    m_dir = std::make_unique<QTemporaryDir>();
}

void TestEmbeddedSandbox::cleanup() {
    m_dir.reset();
}

OperationResult TestEmbeddedSandbox::await(PendingCall* call) {
    return test::waitFor(call, 10'000);
}

std::unique_ptr<EmbeddedSandbox> TestEmbeddedSandbox::makeSandbox(bool demo) {
    auto sandbox = std::make_unique<EmbeddedSandbox>();
    sandbox->setProgram(m_program);
    sandbox->setDataDir(m_dir->filePath(QStringLiteral("sandbox")));
    sandbox->setDemo(demo);
    return sandbox;
}

void TestEmbeddedSandbox::startsServesAndStops() {
    auto sandbox = makeSandbox(false);
    QSignalSpy started(sandbox.get(), &EmbeddedSandbox::started);
    QSignalSpy stopped(sandbox.get(), &EmbeddedSandbox::stopped);
    QVERIFY2(sandbox->startAndWait(), qPrintable(sandbox->errorString()));
    QCOMPARE(started.count(), 1);
    QCOMPARE(sandbox->status(), EmbeddedSandbox::Status::Running);

    const QUrl url = sandbox->baseUrl();
    QCOMPARE(url.scheme(), QStringLiteral("http"));
    QCOMPARE(url.host(), QStringLiteral("127.0.0.1"));
    QVERIFY(url.port() > 0);
    QVERIFY(endpoint::validateBaseUrl(url));
    QCOMPARE(started.at(0).at(0).toUrl(), url);

    // The generated config is owner-only and holds the keys the console is given.
    QFile config(sandbox->configPath());
    QVERIFY(config.exists());
    QCOMPARE(config.permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther |
                                     QFileDevice::WriteGroup | QFileDevice::WriteOther),
             QFileDevice::Permissions());
    QVERIFY(config.open(QIODevice::ReadOnly));
    QVERIFY(config.readAll().contains(sandbox->serviceKey().toUtf8()));
    QVERIFY(sandbox->serviceKey().size() >= 32);
    QVERIFY(sandbox->serviceKey() != sandbox->adminKey());

    LockClient client;
    client.setBaseUrl(url);
    client.setServiceKey(sandbox->serviceKey());
    const OperationResult acquired = await(client.acquire(QStringLiteral("k"), 30));
    QVERIFY2(acquired.ok(), qPrintable(acquired.error ? acquired.error->advice() : QString()));
    client.setServiceKey(QStringLiteral("sk_wrong"));
    QCOMPARE(await(client.read(QStringLiteral("k"))).httpStatus, 401);

    const qint64 pid = sandbox->processId();
    QVERIFY(processAlive(pid));
    sandbox->stop();
    QCOMPARE(stopped.count(), 1);
    QCOMPARE(stopped.at(0).at(0).toInt(), 0); // SIGTERM: a clean exit
    QCOMPARE(stopped.at(0).at(1).toBool(), false);
    QCOMPARE(sandbox->status(), EmbeddedSandbox::Status::NotRunning);
    QVERIFY(!QFile::exists(sandbox->configPath()));
    QTRY_VERIFY(!processAlive(pid));
}

void TestEmbeddedSandbox::demoWorkersHoldLocks() {
    auto sandbox = makeSandbox(true);
    QVERIFY2(sandbox->startAndWait(), qPrintable(sandbox->errorString()));
    LockClient client;
    client.setBaseUrl(sandbox->baseUrl());
    client.setServiceKey(sandbox->serviceKey());
    // The demo workers elect leaders within seconds: some demo key must be held.
    const QStringList keys = EmbeddedSandbox::demoKeys();
    const auto anyHeld = [&] {
        for (const QString& key : keys) {
            const OperationResult read = await(client.read(key));
            if (read.ok() && read.state->held)
                return true;
        }
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(anyHeld(), 20'000);
}

void TestEmbeddedSandbox::findsTheProgramOnPath() {
    const QByteArray savedPath = qgetenv("PATH");
    qputenv("PATH", QFileInfo(m_program).absolutePath().toLocal8Bit() + ':' + savedPath);
    const QString found = EmbeddedSandbox::findProgram();
    qputenv("PATH", savedPath);
    QCOMPARE(QFileInfo(found).canonicalFilePath(), QFileInfo(m_program).canonicalFilePath());

    auto sandbox = std::make_unique<EmbeddedSandbox>();
    sandbox->setDataDir(m_dir->filePath(QStringLiteral("sandbox")));
    sandbox->setDemo(false);
    qputenv("PATH", QFileInfo(m_program).absolutePath().toLocal8Bit() + ':' + savedPath);
    const bool running = sandbox->startAndWait();
    qputenv("PATH", savedPath);
    QVERIFY2(running, qPrintable(sandbox->errorString()));
    QCOMPARE(QFileInfo(sandbox->program()).canonicalFilePath(),
             QFileInfo(m_program).canonicalFilePath());
}

void TestEmbeddedSandbox::reportsACrash() {
    auto sandbox = makeSandbox(false);
    QVERIFY(sandbox->startAndWait());
    QSignalSpy stopped(sandbox.get(), &EmbeddedSandbox::stopped);
    ::kill(pid_t(sandbox->processId()), SIGKILL);
    QVERIFY(stopped.wait(10'000));
    QCOMPARE(stopped.at(0).at(1).toBool(), true);
    QVERIFY(!sandbox->isRunning());
    QVERIFY(!QFile::exists(sandbox->configPath()));
}

void TestEmbeddedSandbox::destructorStopsTheProcess() {
    auto sandbox = makeSandbox(true);
    QVERIFY(sandbox->startAndWait());
    const qint64 pid = sandbox->processId();
    QVERIFY(processAlive(pid));
    sandbox.reset();
    QTRY_VERIFY(!processAlive(pid));
}

void TestEmbeddedSandbox::secondStartWhileRunningDoesNothing() {
    auto sandbox = makeSandbox(false);
    QVERIFY(sandbox->startAndWait());
    const qint64 pid = sandbox->processId();
    const QUrl url = sandbox->baseUrl();
    QVERIFY(sandbox->startAndWait());
    QCOMPARE(sandbox->processId(), pid);
    QCOMPARE(sandbox->baseUrl(), url);
}

QTEST_GUILESS_MAIN(TestEmbeddedSandbox)
#include "tst_embeddedsandbox.moc"
