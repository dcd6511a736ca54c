// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The sandbox server at its edges (Qt 6.4's QHttpServer keeps idle connections and buffers
// whole bodies): many idle connections, a huge body, a malformed request line, pipelined
// requests and Connection: close each leave it serving other clients; a SIGKILL with the
// WAL file deleted never lets a fencing token be handed out twice; a client whose pooled
// connection died with a restart renews again or fails cleanly.
#include "client/LockClient.h"
#include "client/PendingCall.h"
#include "support/SandboxProcess.h"
#include "support/WaitFor.h"

#include <QDir>
#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <unistd.h>

#include <memory>
#include <vector>

using namespace volcano;
using namespace volcano::test;

namespace {

// A call not finished within 20 s counts as never answered.
OperationResult await(PendingCall* call) {
    return waitFor(call, 20000);
}

std::unique_ptr<QTcpSocket> connectTo(const QUrl& url) {
    auto socket = std::make_unique<QTcpSocket>();
    socket->connectToHost(url.host(), quint16(url.port()));
    if (!socket->waitForConnected(5000))
        return nullptr;
    return socket;
}

// Everything the server sends until it has sent `answers` status lines or goes quiet.
QByteArray readAnswers(QTcpSocket& socket, int answers, int timeoutMs = 5000) {
    QByteArray received;
    QElapsedTimer timer;
    timer.start();
    while (received.count("HTTP/1.1 ") < answers && timer.elapsed() < timeoutMs) {
        if (socket.waitForReadyRead(200))
            received += socket.readAll();
        if (socket.state() != QAbstractSocket::ConnectedState) {
            received += socket.readAll();
            break;
        }
    }
    return received;
}

QByteArray getRequest(const QByteArray& key, const QString& serviceKey,
                      const QByteArray& extraHeaders = {}) {
    return "GET /locks/" + key + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " +
           serviceKey.toUtf8() + "\r\n" + extraHeaders + "\r\n";
}

constexpr QFile::Permissions kReadOnlyFile = QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther;
constexpr QFile::Permissions kReadOnlyDir =
    kReadOnlyFile | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther;
constexpr QFile::Permissions kOpenDir = kReadOnlyDir | QFile::WriteOwner;

// Every file of the folder read-only, and the folder too (SQLite could create -wal/-shm).
bool makeReadOnly(const QString& folder) {
    const QDir dir(folder);
    bool ok = true;
    for (const QString& name : dir.entryList(QDir::Files))
        ok = QFile::setPermissions(dir.filePath(name), kReadOnlyFile) && ok;
    return QFile::setPermissions(folder, kReadOnlyDir) && ok;
}

// Root writes through any permission bit, so the sandbox runs as nobody from a copy of
// its binary that nobody may execute (the build tree can sit under a private home).
SandboxProcess::Options readOnlyRun(const QString& root, const QString& dataDir) {
    SandboxProcess::Options options;
    options.dataDir = dataDir;
    if (::geteuid() != 0)
        return options;
    const QString copy = QDir(root).filePath(QStringLiteral("volcano-lock-sandbox"));
    if (QFile::copy(SandboxProcess::builtProgram(), copy))
        QFile::setPermissions(copy, kReadOnlyDir);
    options.programPath = copy;
    options.launcher = {QStringLiteral("setpriv"), QStringLiteral("--reuid=65534"),
                        QStringLiteral("--regid=65534"), QStringLiteral("--clear-groups")};
    return options;
}

} // namespace

class TestSandboxEdges : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init() {
        m_sandbox = std::make_unique<SandboxProcess>();
        QVERIFY2(m_sandbox->start(), qPrintable(m_sandbox->errorString()));
        m_client = std::make_unique<LockClient>();
        m_client->setBaseUrl(m_sandbox->baseUrl());
        m_client->setServiceKey(m_sandbox->serviceKey());
    }

    void cleanup() {
        m_client.reset();
        m_sandbox->stop();
    }

    void thousandIdleConnectionsLeaveItServing() {
        std::vector<std::unique_ptr<QTcpSocket>> idle;
        for (int i = 0; i < 1000; ++i) {
            auto socket = connectTo(m_sandbox->baseUrl());
            QVERIFY2(socket, qPrintable(QStringLiteral("connection %1 failed").arg(i)));
            idle.push_back(std::move(socket));
        }
        QElapsedTimer timer;
        timer.start();
        const OperationResult read = await(m_client->read(QStringLiteral("busy")));
        QVERIFY2(read.ok(), read.error ? qPrintable(read.error->label()) : "");
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
    }

    void tenMegabyteBodyIsRefusedAndOthersAreServed() {
        auto socket = connectTo(m_sandbox->baseUrl());
        QVERIFY(socket);
        const QByteArray body(10 * 1024 * 1024, 'a');
        socket->write(
            "POST /locks/big/lease HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " +
            m_sandbox->serviceKey().toUtf8() +
            "\r\nX-Volcano-Lock-Token: " + QUuid::createUuid().toByteArray(QUuid::WithoutBraces) +
            "\r\nContent-Type: application/json\r\nContent-Length: " +
            QByteArray::number(body.size()) + "\r\n\r\n");
        socket->write(body);
        const QByteArray answer = readAnswers(*socket, 1, 20000);
        QVERIFY2(answer.startsWith("HTTP/1.1 400"), answer.left(200).constData());
        QVERIFY(answer.contains("invalid_body"));
        QVERIFY(await(m_client->read(QStringLiteral("big"))).ok());
        QVERIFY(!await(m_client->read(QStringLiteral("big"))).state->held);
    }

    void malformedRequestLineLeavesItServing() {
        auto socket = connectTo(m_sandbox->baseUrl());
        QVERIFY(socket);
        socket->write("THIS IS NOT HTTP\r\n\r\n");
        readAnswers(*socket, 1, 1500); // whatever it answers, if anything
        QVERIFY(await(m_client->read(QStringLiteral("after-garbage"))).ok());
    }

    void pipelinedRequestsAreAnsweredInOrder() {
        auto socket = connectTo(m_sandbox->baseUrl());
        QVERIFY(socket);
        socket->write(getRequest("first", m_sandbox->serviceKey()) +
                      getRequest("second%2Fbad", m_sandbox->serviceKey()));
        const QByteArray answers = readAnswers(*socket, 2);
        QCOMPARE(answers.count("HTTP/1.1 "), 2);
        const qsizetype ok = answers.indexOf("HTTP/1.1 200");
        const qsizetype bad = answers.indexOf("HTTP/1.1 400");
        QVERIFY2(ok >= 0 && bad > ok, answers.constData());
    }

    void connectionCloseIsAnsweredAndOthersServed() {
        auto socket = connectTo(m_sandbox->baseUrl());
        QVERIFY(socket);
        socket->write(getRequest("closing", m_sandbox->serviceKey(), "Connection: close\r\n"));
        const QByteArray answer = readAnswers(*socket, 1);
        QVERIFY2(answer.startsWith("HTTP/1.1 200"), answer.constData());
        QVERIFY(await(m_client->read(QStringLiteral("closing"))).ok());
    }

    // A crash (SIGKILL) and a lost -wal file: whatever the database forgot, no fencing token
    // already handed out is handed out again.
    void killedWithItsWalDeletedNeverReissuesAFencingToken() {
        FencingToken highest = 0;
        for (int i = 0; i < 20; ++i) {
            const OperationResult grant =
                await(m_client->acquire(QStringLiteral("wal-%1").arg(i), 300));
            QVERIFY(grant.ok());
            highest = std::max(highest, grant.grant->fencingToken);
        }
        m_sandbox->killHard();
        const QDir data(m_sandbox->dataDir());
        for (const QString& name : data.entryList({QStringLiteral("*-wal")}, QDir::Files))
            QVERIFY(QFile::remove(data.filePath(name)));
        QVERIFY2(m_sandbox->restart(), qPrintable(m_sandbox->errorString()));
        m_client->setBaseUrl(m_sandbox->baseUrl());
        for (int i = 0; i < 20; ++i) {
            const OperationResult grant =
                await(m_client->acquire(QStringLiteral("after-%1").arg(i), 300));
            QVERIFY(grant.ok());
            QVERIFY2(grant.grant->fencingToken > highest,
                     qPrintable(QStringLiteral("%1 handed out again (highest before: %2)")
                                    .arg(grant.grant->fencingToken)
                                    .arg(highest)));
        }
    }

    // Another process holds the database's write lock past the sandbox's busy timeout: a
    // write fails closed with 503 region_unavailable — never a 200 it did not store.
    void lockedDatabaseFailsClosed() {
        {
            QSqlDatabase locker =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("locker"));
            locker.setDatabaseName(
                QDir(m_sandbox->dataDir()).filePath(QStringLiteral("sandbox.db")));
            QVERIFY(locker.open());
            QSqlQuery lock(locker);
            QVERIFY2(lock.exec(QStringLiteral("BEGIN EXCLUSIVE")),
                     qPrintable(lock.lastError().text()));
            const OperationResult acquire = await(m_client->acquire(QStringLiteral("locked"), 30));
            QVERIFY(acquire.isError(ErrorCode::RegionUnavailable));
            QCOMPARE(acquire.httpStatus, 503);
            QVERIFY(!acquire.grant);
            QVERIFY(lock.exec(QStringLiteral("ROLLBACK")));
            locker.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("locker"));
        QVERIFY(await(m_client->acquire(QStringLiteral("locked"), 30)).ok());
    }

    // A database file the sandbox may not write (permissions here; a read-only mount alike):
    // it still serves, and every lock call — reads too, as a WAL file it cannot write it
    // cannot read — answers 503 region_unavailable, never a 200 or a false "free".
    void readOnlyDatabaseFailsClosed() {
        QTemporaryDir root;
        QVERIFY(root.isValid());
        QVERIFY(QFile::setPermissions(root.path(), kOpenDir));
        const QString dataDir = root.filePath(QStringLiteral("data"));
        QVERIFY(QDir().mkpath(dataDir));
        const QString heldToken = LockClient::newUuid();
        {
            SandboxProcess::Options options;
            options.dataDir = dataDir;
            SandboxProcess writable(options);
            QVERIFY2(writable.start(), qPrintable(writable.errorString()));
            LockClient client;
            client.setBaseUrl(writable.baseUrl());
            client.setServiceKey(writable.serviceKey());
            QVERIFY(await(client.acquire(QStringLiteral("stored"), 300, heldToken)).ok());
            QCOMPARE(writable.stop(), 0);
        }
        QVERIFY(makeReadOnly(dataDir));
        SandboxProcess readOnly(readOnlyRun(root.path(), dataDir));
        QVERIFY2(readOnly.start(), qPrintable(readOnly.errorString() + readOnly.standardError()));
        QVERIFY2(readOnly.standardError().contains(QStringLiteral("read-only")),
                 qPrintable(readOnly.standardError()));
        LockClient client;
        client.setBaseUrl(readOnly.baseUrl());
        client.setServiceKey(readOnly.serviceKey());
        const QString key = QStringLiteral("stored");
        const QList<OperationResult> answers{
            await(client.read(key)), await(client.acquire(QStringLiteral("fresh"), 30)),
            await(client.renew(key, heldToken, 30)), await(client.release(key, heldToken)),
            await(client.forceRelease(key))};
        for (const OperationResult& answer : answers) {
            QCOMPARE(answer.httpStatus, 503);
            QVERIFY(answer.isError(ErrorCode::RegionUnavailable));
            QVERIFY(!answer.grant && !answer.state);
        }
        QCOMPARE(readOnly.stop(), 0);
        QVERIFY(QFile::setPermissions(dataDir, kOpenDir));
    }

    // The client's pooled keep-alive connection dies with the server; the next renewal goes
    // out on a new connection and succeeds (the lease is durable), or fails with a clear error.
    void pooledConnectionDeadAfterRestartRenewsAgain() {
        const QString token = QUuid::createUuid().toString(QUuid::WithoutBraces);
        QVERIFY(await(m_client->acquire(QStringLiteral("pooled"), 300, token)).ok());
        QVERIFY(await(m_client->renew(QStringLiteral("pooled"), token, 300)).ok());
        QVERIFY2(m_sandbox->restartOnSamePort(), qPrintable(m_sandbox->errorString()));
        const OperationResult renewed =
            await(m_client->renew(QStringLiteral("pooled"), token, 300));
        QVERIFY2(renewed.ok(), renewed.error ? qPrintable(renewed.error->label()) : "no answer");
    }

private:
    std::unique_ptr<SandboxProcess> m_sandbox;
    std::unique_ptr<LockClient> m_client;
};

QTEST_GUILESS_MAIN(TestSandboxEdges)
#include "tst_sandbox_edges.moc"
