// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/StoreLocation.h"

#include <QCoreApplication>
#include <QUrl>
#include <QUrlQuery>

namespace volcano {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("volcano::StoreLocation", text);
}

// The libpq parameters a store URL may carry; anything else is a typo worth reporting.
const QStringList& knownOptions() {
    static const QStringList options = {QStringLiteral("sslmode"),
                                        QStringLiteral("sslrootcert"),
                                        QStringLiteral("sslcert"),
                                        QStringLiteral("sslkey"),
                                        QStringLiteral("connect_timeout"),
                                        QStringLiteral("application_name"),
                                        QStringLiteral("target_session_attrs")};
    return options;
}

const QStringList& sslModes() {
    static const QStringList modes = {QStringLiteral("disable"),   QStringLiteral("allow"),
                                      QStringLiteral("prefer"),    QStringLiteral("require"),
                                      QStringLiteral("verify-ca"), QStringLiteral("verify-full")};
    return modes;
}

bool isPostgresScheme(const QString& text) {
    return text.startsWith(QLatin1StringView("postgresql://")) ||
           text.startsWith(QLatin1StringView("postgres://"));
}

} // namespace

StoreLocation StoreLocation::sqliteFile(const QString& path) {
    StoreLocation location;
    location.m_database = path;
    return location;
}

Expected<StoreLocation> StoreLocation::parse(const QString& text) {
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return fail(tr("The store is empty: give a postgresql:// URL or an SQLite file path."));
    if (isPostgresScheme(trimmed))
        return parsePostgres(trimmed);
    if (trimmed.startsWith(QLatin1StringView("sqlite://")))
        return sqliteFile(QUrl(trimmed).path());
    if (trimmed.contains(QLatin1StringView("://")))
        return fail(tr("Unknown store URL scheme in '%1': use postgresql:// or an SQLite file "
                       "path.")
                        .arg(trimmed.section(QLatin1StringView("://"), 0, 0)));
    return sqliteFile(trimmed);
}

Expected<StoreLocation> StoreLocation::parsePostgres(const QString& text) {
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid())
        return fail(tr("The store URL is not valid: %1").arg(url.errorString()));
    StoreLocation location;
    location.m_backend = Backend::Postgres;
    location.m_host = url.host();
    location.m_port = url.port(5432);
    location.m_user = url.userName(QUrl::FullyDecoded);
    location.m_password = url.password(QUrl::FullyDecoded);
    location.m_database = url.path(QUrl::FullyDecoded).mid(1);
    if (location.m_host.isEmpty())
        return fail(tr("The store URL names no host: postgresql://host/database"));
    if (location.m_database.isEmpty() || location.m_database.contains(QLatin1Char('/')))
        return fail(tr("The store URL names no database: postgresql://host/database"));
    if (auto options = location.parseQuery(url.query(QUrl::FullyDecoded)); !options)
        return options.error();
    return location;
}

Expected<void> StoreLocation::parseQuery(const QString& query) {
    QStringList options;
    for (const auto& [name, value] : QUrlQuery(query).queryItems(QUrl::FullyDecoded)) {
        if (!knownOptions().contains(name))
            return fail(tr("Unknown store URL parameter '%1' (known: %2).")
                            .arg(name, knownOptions().join(QLatin1StringView(", "))));
        if (name == QLatin1StringView("sslmode") && !sslModes().contains(value))
            return fail(tr("Unknown sslmode '%1' (one of %2).")
                            .arg(value, sslModes().join(QLatin1StringView(", "))));
        if (value.contains(QLatin1Char(';')))
            return fail(tr("The store URL parameter '%1' may not contain ';'.").arg(name));
        options.append(name + QLatin1Char('=') + value);
    }
    m_options = options.join(QLatin1Char(';'));
    return {};
}

QString StoreLocation::displayText() const {
    if (!isPostgres())
        return m_database;
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setHost(m_host);
    if (m_port != 5432)
        url.setPort(m_port);
    url.setUserName(m_user);
    url.setPath(QLatin1Char('/') + m_database);
    QString shown = url.toString();
    if (!m_options.isEmpty())
        shown += QLatin1Char('?') + QString(m_options).replace(QLatin1Char(';'), QLatin1Char('&'));
    return shown;
}

} // namespace volcano
