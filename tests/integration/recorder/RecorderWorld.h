// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "RecorderProcess.h"
#include "store/AppDatabase.h"
#include "support/PostgresServer.h"
#include "support/SandboxProcess.h"

#include <memory>

namespace volcano::test {

// A sandbox, a fresh team store in the test PostgreSQL cluster, and recorders pointed at
// both, with a store connection of the test's own to look at what they wrote.
class RecorderWorld {
public:
    RecorderWorld();
    bool start();
    QString errorString() const { return m_error; }

    SandboxProcess& sandbox() { return m_sandbox; }
    PostgresServer& postgres() { return m_postgres; }
    QString storeUrl() const { return m_storeUrl; }
    AppDatabase& store() { return *m_store; }
    // A recorder process with VOLCANO_URL and VOLCANO_SERVICE_KEY set.
    std::unique_ptr<RecorderProcess> recorder() const;
    // --store URL plus the given arguments.
    QStringList storeArgs(const QStringList& more = {}) const;

    struct Row {
        qint64 id = 0;
        QString key;
        bool held = false;
        QString fencingToken;
        QString recorder;
        QString recorderToken;
    };
    QList<Row> observations();
    int observationCount();
    // GET /metrics of a recorder started with --metrics 127.0.0.1:0 (port from its log).
    static QByteArray fetchMetrics(quint16 port);

private:
    SandboxProcess m_sandbox;
    PostgresServer m_postgres;
    QString m_storeUrl;
    std::unique_ptr<AppDatabase> m_store;
    QString m_error;
};

} // namespace volcano::test
