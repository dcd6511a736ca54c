// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "RecorderWorld.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>

#include <QSqlError>
#include <QSqlQuery>

namespace volcano::test {

namespace {

// Leases expire on their own here: the recorders' timing is what is under test.
SandboxProcess::Options realClock() {
    SandboxProcess::Options options;
    options.manualClock = false;
    return options;
}

} // namespace

RecorderWorld::RecorderWorld()
    : m_sandbox(realClock()) {}

bool RecorderWorld::start() {
    if (!PostgresServer::isConfigured()) {
        m_error = PostgresServer::unconfiguredMessage();
        return false;
    }
    if (!m_sandbox.start()) {
        m_error = m_sandbox.errorString();
        return false;
    }
    m_storeUrl = m_postgres.createDatabase(QStringLiteral("recorder"));
    auto location = StoreLocation::parse(m_storeUrl);
    if (m_storeUrl.isEmpty() || !location) {
        m_error = QStringLiteral("cannot create the store database");
        return false;
    }
    m_store = std::make_unique<AppDatabase>(location.value());
    if (auto opened = m_store->open(); !opened) {
        m_error = opened.error().message;
        return false;
    }
    return true;
}

std::unique_ptr<RecorderProcess> RecorderWorld::recorder() const {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("VOLCANO_URL"), m_sandbox.baseUrl().toString());
    environment.insert(QStringLiteral("VOLCANO_SERVICE_KEY"), m_sandbox.serviceKey());
    return std::make_unique<RecorderProcess>(environment);
}

QStringList RecorderWorld::storeArgs(const QStringList& more) const {
    return QStringList{QStringLiteral("--store"), m_storeUrl} + more;
}

QList<RecorderWorld::Row> RecorderWorld::observations() {
    QSqlQuery query(m_store->database());
    QList<Row> rows;
    // The table for the write order (its id); the view's columns are the same values.
    if (!query.exec(QStringLiteral("SELECT id, key, held, fencing_token::text, recorder,"
                                   " recorder_token::text FROM observations ORDER BY id"))) {
        qWarning() << query.lastError().text();
        return rows;
    }
    while (query.next())
        rows.append({query.value(0).toLongLong(), query.value(1).toString(),
                     query.value(2).toBool(), query.value(3).toString(), query.value(4).toString(),
                     query.value(5).toString()});
    return rows;
}

int RecorderWorld::observationCount() {
    QSqlQuery query(m_store->database());
    return query.exec(QStringLiteral("SELECT count(*) FROM lock_observations")) && query.next()
               ? query.value(0).toInt()
               : -1;
}

QByteArray RecorderWorld::fetchMetrics(quint16 port) {
    QNetworkAccessManager network;
    QNetworkReply* reply =
        network.get(QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1/metrics").arg(port))));
    QSignalSpy done(reply, &QNetworkReply::finished);
    done.wait(5000);
    const QByteArray body = reply->readAll();
    delete reply;
    return body;
}

} // namespace volcano::test
