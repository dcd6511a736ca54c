// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "metrics/MetricsServer.h"

#include <QHostAddress>
#include <QHttpServer>
#include <QHttpServerResponse>

namespace volcano::metrics {

MetricsServer::MetricsServer(Render render, QObject* parent)
    : QObject(parent)
    , m_render(std::move(render))
    , m_server(std::make_unique<QHttpServer>()) {
    m_server->route(QStringLiteral("/metrics"), [this] {
        return QHttpServerResponse(QByteArrayLiteral("text/plain; version=0.0.4; charset=utf-8"),
                                   m_render());
    });
}

MetricsServer::~MetricsServer() = default;

Expected<quint16> MetricsServer::listen(const QString& hostAndPort) {
    const qsizetype colon = hostAndPort.lastIndexOf(QLatin1Char(':'));
    QString host = hostAndPort.left(colon);
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
        host = host.mid(1, host.size() - 2);
    bool portOk = false;
    const uint port = QStringView(hostAndPort).mid(colon + 1).toUInt(&portOk);
    const QHostAddress address(host == QLatin1StringView("localhost") ? QStringLiteral("127.0.0.1")
                                                                      : host);
    if (colon <= 0 || !portOk || port > 65535 || address.isNull())
        return fail(QStringLiteral("--metrics %1: expected HOST:PORT with an IP address, e.g. "
                                   "127.0.0.1:9464")
                        .arg(hostAndPort.left(60)));
    const quint16 listening = m_server->listen(address, quint16(port));
    if (listening == 0)
        return fail(QStringLiteral("--metrics: cannot listen on %1 (in use, or not an address "
                                   "of this host)")
                        .arg(hostAndPort));
    return listening;
}

} // namespace volcano::metrics
