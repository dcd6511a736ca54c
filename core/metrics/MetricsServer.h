// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"

#include <QByteArray>
#include <QObject>

#include <functional>
#include <memory>

class QHttpServer;

namespace volcano::metrics {

// Serves GET /metrics (Prometheus text format 0.0.4) on HOST:PORT; anything else is 404.
// Bound where it is told only: the metrics name the team's keys, so the default is loopback
// and another address must be asked for.
class MetricsServer : public QObject {
    Q_OBJECT
public:
    using Render = std::function<QByteArray()>;

    explicit MetricsServer(Render render, QObject* parent = nullptr);
    ~MetricsServer() override;

    // "127.0.0.1:9464", "[::1]:9464", "0.0.0.0:9464"; port 0 picks a free one. Returns the
    // port listened on.
    Expected<quint16> listen(const QString& hostAndPort);

private:
    Render m_render;
    std::unique_ptr<QHttpServer> m_server;
};

} // namespace volcano::metrics
